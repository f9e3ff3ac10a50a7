import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';

import type { Database_, DatabaseDriver } from './database';
import * as schema from './schema';

/** A database on better-sqlite3, whose own handle tests and benches may reach. */
export interface NativeDatabase extends Database_ {
  sqlite: Database.Database;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

function wrap(sqlite: Database.Database): NativeDatabase {
  sqlite.pragma('foreign_keys = ON');
  return {
    db: drizzle(sqlite, { schema }),
    sqlite,
    image: () => sqlite.serialize(),
    ping: () => {
      sqlite.prepare('SELECT 1').get();
    },
    close: () => sqlite.close(),
  };
}

/** Opens (creating if needed) and migrates a database: a file in WAL mode, or ':memory:' for tests. */
export function openDatabase(file: string): NativeDatabase {
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
export function openSnapshot(image: Uint8Array): NativeDatabase {
  return wrap(new Database(Buffer.from(image.buffer, image.byteOffset, image.byteLength)));
}

/** better-sqlite3, as the private data sets open their copies. */
export const nativeDriver: DatabaseDriver = {
  openMemory: () => openDatabase(':memory:'),
  openImage: openSnapshot,
};
