import type { MockStorage, SavedMock } from './in-page-mock';

const STORE = 'mock';
const KEY = 'current';

function opened(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error(`IndexedDB ${name} could not be opened`));
    };
  });
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('IndexedDB request failed'));
    };
  });
}

/**
 * The in-page mock's data in the browser's IndexedDB (one record: database image, photos, secret),
 * so a reload, or the next visit, finds it. `factory` is the page's `indexedDB`.
 */
export function indexedDbStorage(factory: IDBFactory, name = 'formation-mock'): MockStorage {
  const database = opened(factory, name);
  return {
    async load() {
      const db = await database;
      const saved = (await done(db.transaction(STORE).objectStore(STORE).get(KEY))) as SavedMock | undefined;
      return saved ?? null;
    },
    async save(saved) {
      const db = await database;
      await done(db.transaction(STORE, 'readwrite').objectStore(STORE).put(saved, KEY));
    },
  };
}
