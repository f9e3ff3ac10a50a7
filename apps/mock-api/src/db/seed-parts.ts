/* The seed's accounts, promo codes and pages, each written by itself: the seed writes them all, and a
   data set without accounts of its own (a recording) takes them beside its data. */
import { hashSeedPassword } from '../auth/passwords';
import { addDaysToDate } from '../clock';
import type { Db } from './database';
import * as t from './schema';
import { SEED_COUPONS } from './seed/coupons.data';
import { SEED_PAGES } from './seed/pages.data';
import { SEED_USERS } from './seed/users.data';

/** The seed accounts' password hashes by account key (hashed once per process and cost). */
export async function seedAccountHashes(): Promise<ReadonlyMap<string, string>> {
  const hashes = new Map<string, string>();
  for (const u of SEED_USERS) hashes.set(u.key, await hashSeedPassword(u.password));
  return hashes;
}

/** Writes the seed's accounts (the demo accounts first); returns their ids by account key. */
export function insertSeedAccounts(
  tx: Pick<Db, 'insert'>,
  hashes: ReadonlyMap<string, string>,
  createdAt: string,
): Map<string, number> {
  const ids = new Map<string, number>();
  for (const u of SEED_USERS) {
    const row = tx
      .insert(t.users)
      .values({
        fullName: u.fullName,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        passwordHash: hashes.get(u.key) ?? null,
        role: u.role,
        isActive: u.isActive,
        isEmailVerified: u.isEmailVerified,
        phoneNumber: u.phoneNumber,
        position: u.position,
        industry: u.industry,
        company: u.company,
        country: u.country,
        city: u.city,
        address: u.address,
        birthDate: u.birthDate,
        image: u.image,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: t.users.id })
      .get();
    ids.set(u.key, row.id);
  }
  return ids;
}

/**
 * Writes the seed's promo codes, their expiries counted from `today`: a code for one course only when
 * that course (by slug) is there, and none whose code is already taken.
 */
export function insertSeedCoupons(
  tx: Pick<Db, 'insert'>,
  courseIdOf: (slug: string) => number | undefined,
  today: string,
  takenCodes: ReadonlySet<string> = new Set(),
): void {
  for (const k of SEED_COUPONS) {
    const courseId = k.courseSlug === null ? null : (courseIdOf(k.courseSlug) ?? null);
    if ((k.courseSlug !== null && courseId === null) || takenCodes.has(k.code)) continue;
    tx.insert(t.coupons)
      .values({
        code: k.code,
        discountType: k.discountType,
        discountValue: k.discountValue,
        courseId,
        expiresAt:
          k.expiresOffsetDays === null ? null : `${addDaysToDate(today, k.expiresOffsetDays)}T23:59:59.000Z`,
        usageLimit: k.usageLimit,
        usedCount: k.usedCount,
      })
      .run();
  }
}

/** Writes the site's pages as the seed lists them (what the search index finds besides courses). */
export function insertSeedPages(tx: Pick<Db, 'insert'>): void {
  for (const page of SEED_PAGES)
    tx.insert(t.pages)
      .values({ ...page })
      .run();
}
