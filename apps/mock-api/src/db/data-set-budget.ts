import { sql } from 'drizzle-orm';

import type { Db } from './database';

/**
 * What a data set's database takes: its pages, free ones included (page_count × page_size). A private
 * copy lives in memory as exactly that: SQLite's in-memory database is one buffer of its pages, and
 * it never gives back the pages a delete freed. The folder's JSON is what was sent, not what is kept
 * (the seed's 306 KiB of files make a 472 KiB database, its indexes with it). On top of it, each
 * connection caches the pages it reads (SQLite's default: up to 2 MB), which is not counted.
 */
export function databaseBytes(db: Pick<Db, 'get'>): number {
  const { page_count: pages } = db.get<{ page_count: number }>(sql`PRAGMA page_count`);
  const { page_size: size } = db.get<{ page_size: number }>(sql`PRAGMA page_size`);
  return pages * size;
}

/** A data set that would take more than every private data set may take together. */
export class DataSetOverBudget extends Error {
  constructor(
    readonly bytes: number,
    readonly budget: number,
  ) {
    super(`A data set of ${String(bytes)} bytes, where all private data sets may take ${String(budget)}`);
  }
}
