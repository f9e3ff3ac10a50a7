import { and, eq } from 'drizzle-orm';

import type { Db } from '../db/database';
import { payments } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export function findPayment(db: Db, id: number): PaymentRow | undefined {
  return db.select().from(payments).where(eq(payments.id, id)).get();
}

export function pendingOnsitePaymentOf(db: Db, enrollmentId: number): PaymentRow | undefined {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.enrollmentId, enrollmentId),
        eq(payments.method, 'onsite'),
        eq(payments.status, 'pending'),
      ),
    )
    .get();
}

export function insertPayment(db: Db, values: typeof payments.$inferInsert): PaymentRow | undefined {
  return db.insert(payments).values(values).returning().all()[0];
}

export function setPaymentStatus(
  db: Db,
  id: number,
  status: PaymentRow['status'],
  updatedAt: string,
): PaymentRow | undefined {
  return db.update(payments).set({ status, updatedAt }).where(eq(payments.id, id)).returning().all()[0];
}

/** An online payment opened for an enrollment now asks `amount` (its total changed). */
export function repriceAwaitingPayment(
  db: Db,
  enrollmentId: number,
  amount: number,
  updatedAt: string,
): void {
  db.update(payments)
    .set({ amount, updatedAt })
    .where(and(eq(payments.enrollmentId, enrollmentId), eq(payments.status, 'awaiting')))
    .run();
}
