import { eq } from 'drizzle-orm';

import type { Db } from './database';
import { mockState } from './schema';

/** What QA set and a restart must keep: the scenario, the data generation and a frozen clock. */
export type MockStateKey = 'scenario' | 'generation' | 'clock';

export function readMockState(db: Pick<Db, 'select'>, key: MockStateKey): string | undefined {
  return db.select().from(mockState).where(eq(mockState.key, key)).get()?.value;
}

export function writeMockState(db: Pick<Db, 'insert'>, key: MockStateKey, value: string): void {
  db.insert(mockState)
    .values({ key, value })
    .onConflictDoUpdate({ target: mockState.key, set: { value } })
    .run();
}
