import { z } from 'zod';

import {
  EmailAddressSchema,
  IsoDateTimeSchema,
  MoneySchema,
  OnlinePaymentBodySchema,
  RateSchema,
} from '@formation/contract';
import { toMillimes } from '@formation/domain';

import { PASSWORD_LEFT_OUT } from './data-set-password-hashes';

/*
 * The rules the routes hold a row's fields to, for the rows a data set loads: the contract's own
 * schemas, so a row from a folder is one a route could have written and every answer made from it
 * passes its check on the way out. The return URL's rule that depends on the mock's settings is in
 * data-set-return-urls.ts.
 */

/**
 * An argon2id hash at no more than the common libraries' highest default cost (64 MiB, 4 passes, 4
 * lanes): a folder cannot make each sign-in of an account cost what it likes.
 */
const ARGON2ID_HASH =
  /^\$argon2id\$v=19\$m=(\d{1,6}),t=(\d{1,2}),p=(\d{1,2})\$[A-Za-z0-9+/]{16,64}\$[A-Za-z0-9+/]{16,128}$/;
const PasswordHashSchema = z.string().refine(
  (hash) => {
    const [, memory, passes, lanes] = ARGON2ID_HASH.exec(hash) ?? [];
    return Number(memory) <= 65_536 && Number(passes) <= 4 && Number(lanes) <= 4;
  },
  { message: 'Not an argon2id hash of at most 64 MiB, 4 passes and 4 lanes' },
);

/** What POST /payments/online takes as a return URL. */
const ReturnUrlSchema = OnlinePaymentBodySchema.shape.returnUrl;

/** Fields held to a rule of their own, by table and column (the rest by their column's type). */
const FIELD_RULES: Readonly<Record<string, Readonly<Record<string, z.ZodTypeAny>>>> = {
  users: { email: EmailAddressSchema, passwordHash: PasswordHashSchema },
  courses: { originalPrice: MoneySchema, discountedPrice: MoneySchema },
  comments: { rate: RateSchema },
  enrollments: {
    email: EmailAddressSchema,
    subtotal: MoneySchema,
    discount: MoneySchema,
    total: MoneySchema,
  },
  payments: { amount: MoneySchema, returnUrl: ReturnUrlSchema },
  coupons: { discountValue: MoneySchema },
  coupon_usages: { discount: MoneySchema },
  connection_users: { email: EmailAddressSchema },
  newsletter_subscriptions: { email: EmailAddressSchema },
  contact_requests: { email: EmailAddressSchema },
};

/**
 * Fields a file may leave out for a reason of its own, and what they then hold: an account whose
 * hash an export left out (data-set-password-hashes.ts) has a password nobody knows, not none.
 */
const LEFT_OUT: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  users: { passwordHash: PASSWORD_LEFT_OUT },
};

/** What a field left out of a row holds, when the file may leave it out for a reason of its own. */
export const leftOutAs = (table: string, column: string): unknown => LEFT_OUT[table]?.[column];

/** A text column written from the clock (`createdAt`, `expiresAt`, an appointment): an ISO date-time. */
const DATE_TIME_COLUMN = /At$|^appointmentTime$/;

/** The rule of a field: its own, a date-time's by its name, or none beyond its column's type. */
export function fieldRule(table: string, column: string, isText: boolean): z.ZodTypeAny | undefined {
  return (
    FIELD_RULES[table]?.[column] ?? (isText && DATE_TIME_COLUMN.test(column) ? IsoDateTimeSchema : undefined)
  );
}

type Row = Record<string, unknown>;

/** A money field as millimes, or null when the field's own rule has refused it already. */
const millimesOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? toMillimes(value) : null;

/**
 * Product rules 3, as orderTotals computes the order summary: the discount never exceeds the
 * subtotal, and the total is the subtotal less the discount, to the millime.
 */
function enrollmentRules(row: Row, ctx: z.RefinementCtx): void {
  const subtotal = millimesOf(row.subtotal);
  const discount = millimesOf(row.discount);
  const total = millimesOf(row.total);
  if (subtotal === null || discount === null || total === null) return;
  if (discount > subtotal) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['discount'], message: 'Above the subtotal' });
  } else if (total !== subtotal - discount) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['total'],
      message: 'Not the subtotal less the discount',
    });
  }
}

/** An online payment carries the return URL its call required; one on site has none. */
function paymentRules(row: Row, ctx: z.RefinementCtx): void {
  if (row.method === 'online' && row.returnUrl === null) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['returnUrl'], message: 'An online payment has one' });
  }
  if (row.method === 'onsite' && row.returnUrl !== null && row.returnUrl !== undefined) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['returnUrl'], message: 'A payment on site has none' });
  }
}

/** A percentage off is at most the whole price, as orderTotals caps it. */
function couponRules(row: Row, ctx: z.RefinementCtx): void {
  if (row.discountType === 'percent' && typeof row.discountValue === 'number' && row.discountValue > 100) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['discountValue'], message: 'A percentage above 100' });
  }
}

/** Rules between the fields of one row, by table. */
export const ROW_RULES: Readonly<Record<string, (row: Row, ctx: z.RefinementCtx) => void>> = {
  enrollments: enrollmentRules,
  payments: paymentRules,
  coupons: couponRules,
};
