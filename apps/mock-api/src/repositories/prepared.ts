import type { Db } from '../db/database';

/**
 * A query prepared once per database and run many times. Built for each call, a drizzle query spends
 * more time assembling its SQL than SQLite spends answering it (the catalogue's reads, profiled
 * under load); `sql.placeholder()` names what changes from one run to the next.
 */
export function preparedPer<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDatabase = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
