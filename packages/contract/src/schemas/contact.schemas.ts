import { z } from 'zod';

import { definedByUs } from '../responses.js';
import { EmailSchema, IdSchema, IsoDateTimeSchema } from './common.schemas.js';

/** Contact roles (product rules 9). */
export const CONTACT_ROLES = ['enterprise', 'individual', 'sme', 'public-institution', 'student'] as const;
export const ContactRoleSchema = z.enum(CONTACT_ROLES);

export const CONTACT_CATEGORIES = [
  'quote',
  'training',
  'certification',
  'partnership',
  'support',
  'other',
] as const;
export const ContactCategorySchema = z.enum(CONTACT_CATEGORIES);

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** A contact or quote request (product rules 3). */
export const ContactRequestBodySchema = z
  .object({
    role: ContactRoleSchema.optional().describe(
      'Product rules 5 requires email, name, category and message only',
    ),
    name: z.string().trim().min(1).max(160),
    email: EmailSchema,
    subject: z.string().trim().max(200),
    message: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX_LENGTH),
    category: ContactCategorySchema,
    phone: z.string().trim().max(40).optional(),
    company: z.string().trim().max(160).optional(),
  })
  .describe(definedByUs('contact and quote request (product rules 7: endpoint not shown)'));
export type ContactRequestBody = z.infer<typeof ContactRequestBodySchema>;

export const ContactReceiptSchema = z.object({
  id: IdSchema,
  receivedAt: IsoDateTimeSchema,
  message: z.string(),
});
