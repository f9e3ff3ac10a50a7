import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/sql-js';
import { migrate } from 'drizzle-orm/sql-js/migrator';
import initSqlJs, { type Database as SqlJsDatabase, type SqlJsStatic } from 'sql.js';
import type { Db } from './client';
import * as schema from './schema';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * A database of the mock on sql.js: SQLite compiled to WebAssembly, kept in memory. This module reads
 * the migration files from disk, so it runs on Node (where its tests prove it gives the rows
 * better-sqlite3 gives); a browser build will ship the migrations' SQL with it instead.
 */
export interface SqlJsHandle {
  db: Db;
  sqlite: SqlJsDatabase;
  /** The whole database as a file image, to keep it or copy it. */
  export(): Uint8Array;
  close(): void;
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
    export: () => sqlite.export(),
    close: () => {
      sqlite.close();
    },
  };
}

/**
 * The same schema as on better-sqlite3, from the same migration files: a new database, migrated, or
 * one opened from an image that `export` gave (already migrated).
 */
export async function openSqlJsDatabase(image?: Uint8Array): Promise<SqlJsHandle> {
  const SQL = await loadEngine();
  if (image !== undefined) return wrap(new SQL.Database(image));
  const handle = wrap(new SQL.Database());
  migrate(drizzle(handle.sqlite, { schema }), { migrationsFolder: MIGRATIONS });
  return handle;
}
