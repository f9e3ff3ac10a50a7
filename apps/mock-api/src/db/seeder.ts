import type { Scenario } from '@formation/contract';

import { loadDataSet, type CheckedDataSet } from './data-set-files';
import type { Db } from './database';
import { seedDatabase } from './seed-database';
import { seedAccountHashes } from './seed-parts';

/** Fills a database with a scenario, dated from `nowIso`; returns the data's new generation. */
export type Seeder = (db: Db, scenario: Scenario, nowIso: string) => Promise<number>;

/**
 * The seed's scenarios, or, when the mock was started on a data set (MOCK_DATA_SET), that data set as
 * its `default`: a reset, a private data set and `POST /__mock/scenario/default` all start from it.
 * The other scenarios (empty, sold-out, many) stay the seed's.
 */
export function seederFor(dataSet: CheckedDataSet | undefined): Seeder {
  return async (db, scenario, nowIso) =>
    dataSet !== undefined && scenario === 'default'
      ? loadDataSet(db, dataSet, { accountHashes: await hashesFor(dataSet) })
      : seedDatabase(db, scenario, nowIso);
}

/** The seed accounts' hashes when the data set takes them (a recording); none otherwise. */
export async function hashesFor(dataSet: CheckedDataSet): Promise<ReadonlyMap<string, string> | undefined> {
  return dataSet.manifest.seedAccounts === true ? seedAccountHashes() : undefined;
}
