import { eq } from 'drizzle-orm';

import type { Clock } from '../clock';
import {
  createRandomSource,
  type RandomCounters,
  type RandomPurpose,
  type RandomSource,
} from '../random-source';
import type { Db } from './database';
import { mockState } from './schema';

/**
 * What QA set and a restart must keep: the scenario, the data generation, a frozen clock, the data
 * set the database was loaded from, and where each sequence of derived values stands.
 */
export type MockStateKey =
  'scenario' | 'generation' | 'clock' | 'data-set' | 'data-set-clock' | `counter:${RandomPurpose}`;

export function readMockState(db: Pick<Db, 'select'>, key: MockStateKey): string | undefined {
  return db.select().from(mockState).where(eq(mockState.key, key)).get()?.value;
}

export function writeMockState(db: Pick<Db, 'insert'>, key: MockStateKey, value: string): void {
  db.insert(mockState)
    .values({ key, value })
    .onConflictDoUpdate({ target: mockState.key, set: { value } })
    .run();
}

/**
 * The shared data set's counters of derived values, kept in mock_state for its generation: a restart
 * goes on where it stopped, a re-seed (a new generation) starts again from zero.
 */
function countersInMockState(db: Pick<Db, 'select' | 'insert'>, generation: string): RandomCounters {
  return {
    read: (purpose) => {
      const [of, value] = (readMockState(db, `counter:${purpose}`) ?? '').split(' ');
      return of === generation ? Number(value) || 0 : 0;
    },
    write: (purpose, value) => {
      writeMockState(db, `counter:${purpose}`, `${generation} ${String(value)}`);
    },
  };
}

/** The shared data set's random source for its generation, counters kept in mock_state. */
export function sharedRandomSource(db: Db, clock: Clock, secret: string, generation: string): RandomSource {
  return createRandomSource(clock, { secret, generation, counters: countersInMockState(db, generation) });
}
