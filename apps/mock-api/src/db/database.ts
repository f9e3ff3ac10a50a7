import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';

import type * as schema from './schema';

/**
 * The database as the handlers use it: synchronous SQLite through drizzle, whichever driver runs it
 * (better-sqlite3 on Node, client.ts; sql.js, SQLite compiled to WebAssembly, sql-js-client.ts). What
 * a statement returns beyond its rows differs between drivers, so nothing reads it: a write that must
 * say whether it touched a row asks for that row back (`returning`).
 */
export type Db = BaseSQLiteDatabase<'sync', unknown, typeof schema>;

/** A database of the mock, whichever driver runs it. */
export interface Database_ {
  db: Db;
  /** The whole database as a file image: to copy it into a private data set, or to keep it. */
  image(): Uint8Array;
  /** Runs a trivial statement: throws when the database cannot answer. */
  ping(): void;
  close(): void;
}

/** Opens databases of one driver, all migrated to the same schema. */
export interface DatabaseDriver {
  /** A new, empty, migrated database in memory. */
  openMemory(): Database_;
  /** An in-memory copy of an image that `image()` gave (already migrated). */
  openImage(image: Uint8Array): Database_;
}
