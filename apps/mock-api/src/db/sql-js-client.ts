import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/sql-js';
import { migrate } from 'drizzle-orm/sql-js/migrator';
import initSqlJs, { type Database as SqlJsDatabase, type SqlJsStatic } from 'sql.js';
import type { Database_, DatabaseDriver } from './database';
import * as schema from './schema';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * A database of the mock on sql.js: SQLite compiled to WebAssembly, kept in memory. This module reads
 * the migration files from disk, so it runs on Node (where its tests prove it gives the rows
 * better-sqlite3 gives); a browser build ships the migrations' SQL with it instead.
 */
export interface SqlJsHandle extends Database_ {
  sqlite: SqlJsDatabase;
}

let engine: Promise<SqlJsStatic> | undefined;

/** sql.js compiles its WebAssembly once per process. */
function loadEngine(): Promise<SqlJsStatic> {
  engine ??= initSqlJs();
  return engine;
}

function wrap(sqlite: SqlJsDatabase): SqlJsHandle {
  sqlite.run('PRAGMA foreign_keys = ON');
  return {
    db: drizzle(sqlite, { schema }),
    sqlite,
    image: () => sqlite.export(),
    ping: () => {
      sqlite.exec('SELECT 1');
    },
    close: () => {
      sqlite.close();
    },
  };
}

export interface SqlJsDriver extends DatabaseDriver {
  openMemory(): SqlJsHandle;
  openImage(image: Uint8Array): SqlJsHandle;
}

/** sql.js once its WebAssembly is compiled: a new migrated database, or a copy of an image. */
export async function sqlJsDriver(): Promise<SqlJsDriver> {
  const SQL = await loadEngine();
  return {
    openMemory: () => {
      const handle = wrap(new SQL.Database());
      migrate(drizzle(handle.sqlite, { schema }), { migrationsFolder: MIGRATIONS });
      return handle;
    },
    openImage: (image) => wrap(new SQL.Database(image)),
  };
}

/**
 * The same schema as on better-sqlite3, from the same migration files: a new database, migrated, or
 * one opened from an image that `image()` gave (already migrated).
 */
export async function openSqlJsDatabase(image?: Uint8Array): Promise<SqlJsHandle> {
  const driver = await sqlJsDriver();
  return image === undefined ? driver.openMemory() : driver.openImage(image);
}
