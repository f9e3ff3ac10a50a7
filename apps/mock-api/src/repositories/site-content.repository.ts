import { asc, eq } from 'drizzle-orm';

import type { Db } from '../db/database';
import { contactRequests, newsletterSubscriptions, pages } from '../db/schema';

/** The static pages, by address. */
export function allPages(db: Db) {
  return db.select().from(pages).orderBy(asc(pages.href)).all();
}

/** A new subscription; false when the address was already subscribed. */
export function subscribe(db: Db, values: typeof newsletterSubscriptions.$inferInsert): boolean {
  const inserted = db
    .insert(newsletterSubscriptions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id })
    .all();
  return inserted.length > 0;
}

export function findSubscription(db: Db, email: string) {
  return db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).get();
}

/** A visitor's contact or quote request; its id. */
export function insertContactRequest(db: Db, values: typeof contactRequests.$inferInsert): number {
  return db.insert(contactRequests).values(values).returning({ id: contactRequests.id }).get().id;
}
