import { and, desc, eq } from 'drizzle-orm';

import type { Db } from '../db/database';
import { outbox } from '../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

/** The mails sent, newest first: to one address, of one kind, or all. */
export function outboxMessages(
  db: Db,
  { to, kind }: { to: string | undefined; kind: OutboxRow['kind'] | undefined },
): OutboxRow[] {
  return db
    .select()
    .from(outbox)
    .where(
      and(
        to === undefined ? undefined : eq(outbox.to, to.trim().toLowerCase()),
        kind === undefined ? undefined : eq(outbox.kind, kind),
      ),
    )
    .orderBy(desc(outbox.id))
    .all();
}

export function insertMail(db: Db, values: typeof outbox.$inferInsert): void {
  db.insert(outbox).values(values).run();
}
