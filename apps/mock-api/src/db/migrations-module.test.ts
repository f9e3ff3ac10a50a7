import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { openDatabase } from './client';
import { readMigrationFolder } from './migration-sql';
import { MIGRATIONS } from './migrations.generated';
import { openSqlJsDatabase } from './sql-js-client';

const FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** The schema as SQLite keeps it; drizzle's own bookkeeping table is the server's alone. */
const SCHEMA =
  "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE '%drizzle%' ORDER BY type, name";

describe('the migrations a browser build ships', () => {
  it('are the migration folder, statement for statement (run `pnpm db:generate` after a change)', () => {
    expect(MIGRATIONS).toEqual(readMigrationFolder(FOLDER));
  });

  it('give sql.js the schema drizzle migrates better-sqlite3 to', async () => {
    const native = openDatabase(':memory:');
    const wasm = await openSqlJsDatabase();
    try {
      const onNative = native.sqlite.prepare(SCHEMA).all();
      const [result] = wasm.sqlite.exec(SCHEMA);
      const onWasm = (result?.values ?? []).map(([type, name, tbl_name, sql]) => ({
        type,
        name,
        tbl_name,
        sql,
      }));
      expect(onNative.length).toBeGreaterThan(10);
      expect(onWasm).toEqual(onNative);
    } finally {
      native.close();
      wasm.close();
    }
  });
});
