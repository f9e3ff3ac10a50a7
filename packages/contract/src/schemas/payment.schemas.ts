import { z } from 'zod';

import { definedByUs, ours } from '../responses.js';
import { IdSchema, IsoDateTimeSchema, MoneySchema } from './common.schemas.js';
import { PaymentMethodSchema, PaymentStatusSchema } from './enrollment.schemas.js';

export const HasPaymentQuerySchema = z.object({
  userId: z.coerce.number().int().positive(),
  courseId: z.coerce.number().int().positive(),
});

export const HasPaymentReplySchema = z.object({
  hasPayment: z.boolean().describe('Whether the user has paid for, or pre-enrolled in, the course'),
  status: ours(
    z.enum(['pending', 'confirmed']).nullable(),
    'the enrollment status, if any',
    'reads the status from My courses',
  ),
  enrollmentId: ours(IdSchema.nullable(), 'the enrollment, if any', 'reads the enrollment from My courses'),
});
export type HasPaymentReply = z.infer<typeof HasPaymentReplySchema>;

export const PaymentSchema = z
  .object({
    id: IdSchema,
    enrollmentId: IdSchema,
    userId: IdSchema,
    courseId: IdSchema,
    method: PaymentMethodSchema,
    status: PaymentStatusSchema,
    amount: MoneySchema,
    currency: z.literal('TND'),
    checkoutUrl: z.string().url().nullable().describe('Online payments: the provider page to open'),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .describe(definedByUs('a payment (product rules 7: payload and answer not shown)'));
export type Payment = z.infer<typeof PaymentSchema>;

export const OnsitePaymentBodySchema = z
  .object({ enrollmentId: IdSchema })
  .describe(definedByUs('pay on site: the enrollment stays pending until paid at the office'));

export const OnlinePaymentBodySchema = z
  .object({
    enrollmentId: IdSchema,
    returnUrl: z.string().url().max(2048).describe('Where the provider page sends the learner back'),
  })
  .describe(definedByUs('start an online payment; the answer carries the provider checkout URL'));

export const CompleteCheckoutBodySchema = z.object({ outcome: z.enum(['succeed', 'fail']) });
