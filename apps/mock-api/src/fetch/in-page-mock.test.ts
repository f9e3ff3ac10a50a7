import { describe, expect, it } from 'vitest';

import { DEMO, TEST_NOW } from '../testing/test-app';
import { createInPageMock, type MockStorage, type SavedMock } from './in-page-mock';

const ORIGIN = 'http://localhost:4174';
const BASE = '/api';

/**
 * A storage that outlives the mock, as IndexedDB outlives a page; a save lands after `delay` ms, as a
 * write to IndexedDB takes its time.
 */
function memoryStorage(delay = 0): MockStorage & { saves: number; landed: number } {
  let kept: SavedMock | null = null;
  return {
    saves: 0,
    landed: 0,
    load: () => Promise.resolve(kept),
    save(saved) {
      this.saves += 1;
      return new Promise((resolve) => {
        setTimeout(() => {
          kept = saved;
          this.landed += 1;
          resolve();
        }, delay);
      });
    },
  };
}

const open = (storage: MockStorage) =>
  createInPageMock({ basePath: BASE, publicUrl: ORIGIN, siteUrl: ORIGIN, storage, now: TEST_NOW });

type Mock = Awaited<ReturnType<typeof open>>;

async function call(mock: Mock, method: string, path: string, body?: unknown, token?: string) {
  const headers = new Headers();
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
  const response = await mock.fetch(
    new Request(`${ORIGIN}${BASE}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

async function signIn(mock: Mock) {
  const { body } = await call(mock, 'POST', '/auth/login', DEMO.learner);
  const { user, token } = body as { user: { id: number }; token: { access_token: string } };
  return { id: user.id, token: token.access_token };
}

const favoriteIds = async (mock: Mock, learner: { id: number; token: string }) =>
  (
    (await call(mock, 'GET', `/favorites/${String(learner.id)}`, undefined, learner.token)).body as {
      courseId: number;
    }[]
  ).map((f) => f.courseId);

describe('the mock inside a page', () => {
  it('answers the API under its base path, seeded on the first visit', async () => {
    const mock = await open(memoryStorage());
    const courses = await call(mock, 'GET', '/courses/AllCourses?status=PUBLISHED');
    expect(courses.status).toBe(200);
    expect((courses.body as unknown[]).length).toBeGreaterThan(50);
    expect((await call(mock, 'GET', '/nowhere')).status).toBe(404);
  });

  it('keeps a learner’s writes across a reload (a new mock on the same storage), sign-in included', async () => {
    const storage = memoryStorage();
    const first = await open(storage);
    const learner = await signIn(first);
    expect((await call(first, 'POST', '/favorites/3', { userId: learner.id }, learner.token)).status).toBe(
      201,
    );
    await first.saved();

    const reloaded = await open(storage);
    // The token still holds: the secret is kept with the data.
    expect(await favoriteIds(reloaded, learner)).toContain(3);
  });

  it('restores the seed on reset, and resolves once that is kept (the page reloads next)', async () => {
    const storage = memoryStorage(50);
    const first = await open(storage);
    const learner = await signIn(first);
    await call(first, 'POST', '/favorites/3', { userId: learner.id }, learner.token);
    const before = await favoriteIds(first, learner);
    await first.reset();
    expect(storage.landed).toBe(storage.saves);
    const reloaded = await open(storage);
    const again = await signIn(reloaded);
    expect(await favoriteIds(reloaded, again)).toEqual(before.filter((id) => id !== 3));
  });

  it('reports a save that failed, and keeps saving the writes after it', async () => {
    const storage = memoryStorage();
    const mock = await open(storage);
    await mock.saved();
    const save = storage.save.bind(storage);
    storage.save = () => Promise.reject(new Error('QuotaExceededError'));
    const learner = await signIn(mock);
    await call(mock, 'POST', '/favorites/3', { userId: learner.id }, learner.token);
    await expect(mock.saved()).rejects.toThrow('QuotaExceededError');

    storage.save = save;
    await call(mock, 'POST', '/favorites/5', { userId: learner.id }, learner.token);
    await mock.saved();
    expect(await favoriteIds(await open(storage), learner)).toEqual(expect.arrayContaining([3, 5]));
  });

  it('saves after a write only, and starts again from the seed when the schema changed', async () => {
    const storage = memoryStorage();
    const mock = await open(storage);
    await mock.saved();
    const afterSeed = storage.saves;
    await call(mock, 'GET', '/blog');
    await mock.saved();
    expect(storage.saves).toBe(afterSeed);

    const learner = await signIn(mock);
    await call(mock, 'POST', '/favorites/3', { userId: learner.id }, learner.token);
    await mock.saved();
    const kept = await storage.load();
    if (kept === null) throw new Error('nothing kept');
    await storage.save({ ...kept, schema: 'an older schema' });
    const reloaded = await open(storage);
    const again = await signIn(reloaded);
    expect(await favoriteIds(reloaded, again)).not.toContain(3);
  });

  it('starts on a data set embedded in the page, and starts on it afresh when the data set changes', async () => {
    const seeded = await open(memoryStorage());
    const files = (await call(seeded, 'GET', '/__mock/export')).body as Record<
      string,
      Record<string, unknown>[]
    >;
    const [first, ...rest] = files['courses.json'] ?? [];
    const titled = (title: string) => ({ ...files, 'courses.json': [{ ...first, title }, ...rest] });
    const storage = memoryStorage();
    const withDataSet = (dataSet: Record<string, unknown>) =>
      createInPageMock({
        basePath: BASE,
        publicUrl: ORIGIN,
        siteUrl: ORIGIN,
        storage,
        now: TEST_NOW,
        dataSet,
      });
    const titleIn = async (mock: Mock) =>
      ((await call(mock, 'GET', `/courses/${String(first?.id)}`)).body as { title: string }).title;

    const mock = await withDataSet(titled('Formation du data set'));
    expect(await titleIn(mock)).toBe('Formation du data set');
    const learner = await signIn(mock);
    expect((await call(mock, 'POST', '/favorites/3', { userId: learner.id }, learner.token)).status).toBe(
      201,
    );
    await mock.saved();
    // A reload keeps the visitor's writes on the same data set…
    const reloaded = await withDataSet(titled('Formation du data set'));
    expect(await favoriteIds(reloaded, await signIn(reloaded))).toContain(3);
    // …and a build with another data set starts on that one.
    const rebuilt = await withDataSet(titled('Une autre formation'));
    expect(await titleIn(rebuilt)).toBe('Une autre formation');
    expect(await favoriteIds(rebuilt, await signIn(rebuilt))).not.toContain(3);
  });
});
