import { drizzle } from 'drizzle-orm/sql-js';
import initSqlJs, { type Database as SqlJsDatabase, type SqlJsStatic } from 'sql.js';

import type { Database_, DatabaseDriver } from './database';
import { MIGRATIONS } from './migrations.generated';
import * as schema from './schema';

/**
 * A database of the mock on sql.js: SQLite compiled to WebAssembly, kept in memory, migrated from the
 * migrations' SQL that this module ships (migrations.generated.ts), so it needs no file system: it
 * runs in a browser as on Node, where its tests prove it gives the rows better-sqlite3 gives.
 */
export interface SqlJsHandle extends Database_ {
  sqlite: SqlJsDatabase;
}

let engine: Promise<SqlJsStatic> | undefined;

/**
 * sql.js compiles its WebAssembly once per process; a page says where the file is (`locateFile`),
 * Node finds it in the package.
 */
function loadEngine(locateFile?: (file: string) => string): Promise<SqlJsStatic> {
  engine ??= initSqlJs(locateFile === undefined ? undefined : { locateFile });
  return engine;
}

/** Runs every migration's statements in order, in one transaction. */
function migrateFromSql(sqlite: SqlJsDatabase): void {
  sqlite.exec('BEGIN');
  for (const migration of MIGRATIONS) for (const statement of migration.statements) sqlite.exec(statement);
  sqlite.exec('COMMIT');
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
export async function sqlJsDriver(locateFile?: (file: string) => string): Promise<SqlJsDriver> {
  const SQL = await loadEngine(locateFile);
  return {
    openMemory: () => {
      const handle = wrap(new SQL.Database());
      migrateFromSql(handle.sqlite);
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
