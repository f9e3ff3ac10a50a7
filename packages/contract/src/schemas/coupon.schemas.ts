import { z } from 'zod';

import { definedByUs } from '../responses.js';
import { IdSchema, IsoDateTimeSchema, MoneySchema } from './common.schemas.js';

export const PromoCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\w-]+$/, 'Letters, digits, - and _ only');

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export const DiscountTypeSchema = z.enum(DISCOUNT_TYPES);

export const VerifyCouponBodySchema = z
  .object({ code: PromoCodeSchema, courseId: IdSchema })
  .describe(definedByUs('check a promo code for a course before the order is confirmed'));

export const CouponQuoteSchema = z
  .object({
    valid: z.literal(true),
    code: z.string(),
    discountType: DiscountTypeSchema,
    discountValue: z.number().positive().describe('Percent (e.g. 15) or an amount in DT'),
    subtotal: MoneySchema,
    discount: MoneySchema,
    total: MoneySchema,
    expiresAt: IsoDateTimeSchema.nullable(),
  })
  .describe(definedByUs('the discount a valid code gives on this course'));
export type CouponQuote = z.infer<typeof CouponQuoteSchema>;

export const ApplyCouponBodySchema = z
  .object({ code: PromoCodeSchema, courseId: IdSchema, enrollmentId: IdSchema })
  .describe(definedByUs('record the use of a code once the order is confirmed'));

export const CouponUsageSchema = z
  .object({
    id: IdSchema,
    code: z.string(),
    courseId: IdSchema,
    enrollmentId: IdSchema,
    userId: IdSchema,
    discount: MoneySchema,
    createdAt: IsoDateTimeSchema,
  })
  .describe(definedByUs('one recorded use of a promo code'));
