import type { DataSetFiles, MockProfile } from '@formation/contract';

import { settingsIn, type Config } from '../config-schema';
import { READ_METHODS } from '../core/request-guard';
import { checkDataSet } from '../db/data-set-files';
import type { Database_ } from '../db/database';
import { MIGRATIONS } from '../db/migrations.generated';
import { sqlJsDriver } from '../db/sql-js-client';
import type { UploadedFile } from '../features/users/uploads-folder';
import { restoreUploads, storedUploads } from '../features/users/uploads-folder.memory';
import { createHost } from '../host';
import { base64UrlOf, hexOf, randomBytes, sha256Of } from '../portable/crypto';
import { createFetchApp } from './fetch-app';

/** What a page keeps between visits: the database, the photos, and the secret its tokens carry. */
export interface SavedMock {
  /** The schema it was made with: data of another schema is dropped and the seed made again. */
  schema: string;
  image: Uint8Array;
  uploads: [string, UploadedFile][];
  secret: string;
}

/** Where the page keeps it (IndexedDB in a browser, see indexeddb-store.ts). */
export interface MockStorage {
  load(): Promise<SavedMock | null>;
  save(saved: SavedMock): Promise<void>;
}

export interface InPageMockOptions {
  /** The path the site calls the API under, on the page's own origin (e.g. "/api"). */
  basePath: string;
  /** The page's origin and base path, for the links answers carry (photos, the payment page). */
  publicUrl: string;
  /** The site's address, where the payment stand-in sends the learner back. */
  siteUrl: string;
  /** Where the page serves sql.js's WebAssembly file. */
  locateFile?: (file: string) => string;
  /** None: the data lives as long as the page. */
  storage?: MockStorage;
  /** A frozen clock (ISO date-time), as MOCK_NOW; none: real time. */
  now?: string;
  profile?: MockProfile;
  /**
   * A data set folder's files (embedded in the build) to start on instead of the seed's default; a
   * saved state of another data set is dropped, as one of another schema.
   */
  dataSet?: DataSetFiles;
  /** Told of a bug of ours answered with a 500. */
  onBug?: ((error: unknown) => void) | undefined;
}

export interface InPageMock {
  fetch(request: Request): Promise<Response>;
  /** Restores the seed (as POST /__mock/reset does); resolves once it is kept. */
  reset(): Promise<void>;
  /** Resolves once every write so far is kept; rejects if the last save failed. */
  saved(): Promise<void>;
}

const SCHEMA = hexOf(sha256Of(JSON.stringify(MIGRATIONS))).slice(0, 16);

// No save follows a read; the demo's page uses the same set for the calls it lets through.
export { READ_METHODS };

const noop = () => undefined;

/**
 * The whole mock inside a page: the fetch adapter on sql.js, seeded on the first visit, its data
 * (database, photos, token secret) kept after each write so a reload finds the learner's enrollments.
 * The admin surface is open: nothing outside the page can reach it.
 */
export async function createInPageMock(options: InPageMockOptions): Promise<InPageMock> {
  const dataSet = options.dataSet === undefined ? undefined : checkDataSet(options.dataSet);
  const schema = dataSet === undefined ? SCHEMA : `${SCHEMA}.${dataSet.id}`;
  const driver = await sqlJsDriver(options.locateFile);
  const saved = await options.storage?.load();
  const usable = saved !== null && saved !== undefined && saved.schema === schema ? saved : null;
  let database: Database_;
  if (usable === null) database = driver.openMemory();
  else {
    database = driver.openImage(usable.image);
    restoreUploads(new Map(usable.uploads));
  }
  const secret = usable?.secret ?? base64UrlOf(randomBytes(32));
  const settings = settingsIn('/', {
    HOST: 'localhost',
    MOCK_ADMIN: 'true',
    PUBLIC_URL: `${options.publicUrl}${options.basePath}`,
    SITE_URL: options.siteUrl,
    MOCK_NOW: options.now,
    MOCK_PROFILE: options.profile,
    AUTH_RATE_LIMIT: '1000000',
  });
  const config: Config = { ...settings, AUTH_SECRET: secret, authSecretFrom: 'memory' };
  const { host } = await createHost(config, database, driver, { dataSet });
  const app = createFetchApp({ host, basePath: options.basePath, onBug: options.onBug });

  let saving: Promise<void> = Promise.resolve();
  const keep = () => {
    const { storage } = options;
    if (storage === undefined) return;
    // One save at a time, each with the data as it is when it starts; one that failed (a full disk)
    // does not stop the next.
    saving = saving.catch(noop).then(() =>
      storage.save({
        schema,
        image: host.store.database.image(),
        uploads: [...storedUploads()],
        secret,
      }),
    );
    // Reported by saved(); a save no one waits for must not be an unhandled rejection.
    saving.catch(noop);
  };
  if (usable === null) keep();

  const answer = async (request: Request) => {
    const response = await app.fetch(request);
    if (!READ_METHODS.has(request.method) && response.status < 400) keep();
    return response;
  };
  return {
    fetch: answer,
    reset: async () => {
      await answer(
        new Request(new URL(`${options.basePath}/__mock/reset`, options.publicUrl), { method: 'POST' }),
      );
      await saving;
    },
    saved: () => saving,
  };
}
