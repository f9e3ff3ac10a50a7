import { z } from 'zod';

import { definedByUs } from '../responses.js';
import { EmailSchema, IdSchema, IsoDateTimeSchema, MoneySchema } from './common.schemas.js';

export const PAYMENT_METHODS = ['online', 'onsite'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** Enrollment status of a course (product rules 4): confirmed or pending. */
export const ENROLLMENT_STATUSES = ['pending', 'confirmed'] as const;
export const EnrollmentStatusSchema = z.enum(ENROLLMENT_STATUSES);
export type EnrollmentStatus = z.infer<typeof EnrollmentStatusSchema>;

export const PAYMENT_STATUSES = ['awaiting', 'pending', 'succeeded', 'failed'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** The enrollment form (product rules 3): full name, email, appointment time, payment method, promo code. */
export const EnrollmentFormSchema = z.object({
  fullName: z.string().trim().min(1).max(160),
  email: EmailSchema,
  appointmentTime: IsoDateTimeSchema.describe('When the advisor may call the learner'),
  paymentMethod: PaymentMethodSchema,
  promoCode: z.string().trim().max(40).optional(),
});
export type EnrollmentForm = z.infer<typeof EnrollmentFormSchema>;

export const CreateEnrollmentBodySchema = EnrollmentFormSchema.extend({ courseId: IdSchema }).describe(
  definedByUs('enrollment creation (product rules 7: endpoint not shown)'),
);
export type CreateEnrollmentBody = z.infer<typeof CreateEnrollmentBodySchema>;

/** Order totals in DT (product rules 3): subtotal, promo and total. */
export const OrderTotalsSchema = z.object({
  subtotal: MoneySchema,
  discount: MoneySchema,
  total: MoneySchema,
});
export type OrderTotals = z.infer<typeof OrderTotalsSchema>;

export const EnrollmentSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  courseId: IdSchema,
  course: z.object({
    id: IdSchema,
    title: z.string(),
    slug: z.string(),
    image: z.string().nullable(),
    nextSession: z.string().nullable(),
    location: z.string(),
    type: z.string(),
  }),
  status: EnrollmentStatusSchema,
  fullName: z.string(),
  email: z.string(),
  appointmentTime: IsoDateTimeSchema,
  paymentMethod: PaymentMethodSchema,
  paymentStatus: PaymentStatusSchema,
  promoCode: z.string().nullable(),
  totals: OrderTotalsSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Enrollment = z.infer<typeof EnrollmentSchema>;

/** POST /connection-users (product rules 7: payload and answer not shown). */
export const ConnectionUserBodySchema = z
  .object({
    fullName: z.string().trim().min(1).max(160),
    email: EmailSchema,
    appointmentTime: IsoDateTimeSchema,
    courseId: IdSchema,
    userId: IdSchema.optional(),
    enrollmentId: IdSchema.optional(),
  })
  .describe(definedByUs('the pre-registration contact the advisor calls back within 24 hours'));

export const ConnectionUserSchema = ConnectionUserBodySchema.extend({
  id: IdSchema,
  createdAt: IsoDateTimeSchema,
  followUpBy: IsoDateTimeSchema.describe('createdAt + 24 hours (product rules 9)'),
}).describe(definedByUs('the stored pre-registration contact'));

export const SetEnrollmentStatusBodySchema = z.object({ status: EnrollmentStatusSchema });
