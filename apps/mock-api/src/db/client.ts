import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';

/**
 * The database as the handlers use it: synchronous SQLite through drizzle, whichever driver runs it
 * (better-sqlite3, or sql.js: SQLite compiled to WebAssembly, see sql-js-client.ts). What a
 * statement returns beyond its rows differs between drivers, so nothing reads it: a write that must
 * say whether it touched a row asks for that row back (`returning`).
 */
export type Db = BaseSQLiteDatabase<'sync', unknown, typeof schema>;

export interface Database_ {
  db: Db;
  sqlite: Database.Database;
  close(): void;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

function wrap(sqlite: Database.Database): Database_ {
  sqlite.pragma('foreign_keys = ON');
  return { db: drizzle(sqlite, { schema }), sqlite, close: () => sqlite.close() };
}

/** Opens (creating if needed) and migrates a database: a file in WAL mode, or ':memory:' for tests. */
export function openDatabase(file: string): Database_ {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  // NORMAL in WAL mode survives a killed process (not a power cut), which is what a mock needs.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const database = wrap(sqlite);
  // The migrator takes the driver's own type; `Db` is the driver-neutral one.
  migrate(drizzle(sqlite, { schema }), { migrationsFolder: MIGRATIONS });
  return database;
}

/** An in-memory database copied from a serialised image (already migrated and seeded): a memcpy. */
export function openSnapshot(image: Buffer): Database_ {
  return wrap(new Database(image));
}
