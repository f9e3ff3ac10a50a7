import { and, asc, count, eq, inArray, isNotNull, isNull, notExists } from 'drizzle-orm';

import type { Db } from '../db/database';
import { providerIdentities, users } from '../db/schema';

export type ProviderIdentityRow = typeof providerIdentities.$inferSelect;

export function insertProviderIdentity(db: Db, values: typeof providerIdentities.$inferInsert): void {
  db.insert(providerIdentities).values(values).run();
}

/** The oldest identity of an email that no key binds (one a trusted caller made). */
export function keylessIdentityOf(db: Db, email: string): ProviderIdentityRow | undefined {
  return db
    .select()
    .from(providerIdentities)
    .where(and(eq(providerIdentities.email, email), isNull(providerIdentities.keyHash)))
    .orderBy(asc(providerIdentities.createdAt), asc(providerIdentities.sub))
    .get();
}

export function identityWithKey(db: Db, email: string, keyHash: string): ProviderIdentityRow | undefined {
  return db
    .select()
    .from(providerIdentities)
    .where(and(eq(providerIdentities.email, email), eq(providerIdentities.keyHash, keyHash)))
    .get();
}

/** How many identities a key binds (made by strangers on an open mock). */
export function countKeyedIdentities(db: Db): number {
  return (
    db.select({ n: count() }).from(providerIdentities).where(isNotNull(providerIdentities.keyHash)).get()
      ?.n ?? 0
  );
}

/** Drops the `limit` oldest keyed identities no account is linked to. */
export function dropOldestUnlinkedKeyedIdentities(db: Db, limit: number): void {
  const unused = db
    .select({ sub: providerIdentities.sub })
    .from(providerIdentities)
    .where(
      and(
        isNotNull(providerIdentities.keyHash),
        notExists(db.select().from(users).where(eq(users.googleId, providerIdentities.sub))),
      ),
    )
    .orderBy(asc(providerIdentities.createdAt))
    .limit(limit)
    .all()
    .map((row) => row.sub);
  if (unused.length > 0) db.delete(providerIdentities).where(inArray(providerIdentities.sub, unused)).run();
}
