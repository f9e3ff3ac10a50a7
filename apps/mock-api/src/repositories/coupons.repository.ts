import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';

import type { Db } from '../db/database';
import { coupons, couponUsages } from '../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponUsageRow = typeof couponUsages.$inferSelect;

/** Codes are case-insensitive: compared upper-case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

export function findCouponByCode(db: Db, code: string): CouponRow | undefined {
  return db
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.code})`, normaliseCode(code)))
    .get();
}

export function findCouponById(db: Db, id: number): CouponRow | undefined {
  return db.select().from(coupons).where(eq(coupons.id, id)).get();
}

export function usageOfEnrollment(db: Db, enrollmentId: number): CouponUsageRow | undefined {
  return db.select().from(couponUsages).where(eq(couponUsages.enrollmentId, enrollmentId)).get();
}

/**
 * Counts one use, unless the limit is reached: the guard is in the UPDATE itself, so parallel applies
 * can never push usedCount past usageLimit.
 */
export function countUse(db: Db, couponId: number): boolean {
  const result = db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .returning({ id: coupons.id })
    .all();
  return result.length === 1;
}

export function insertUsage(db: Db, values: typeof couponUsages.$inferInsert): CouponUsageRow | undefined {
  return db.insert(couponUsages).values(values).onConflictDoNothing().returning().all()[0];
}
