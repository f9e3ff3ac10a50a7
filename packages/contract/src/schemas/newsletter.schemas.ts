import { z } from 'zod';

import { definedByUs } from '../responses.js';
import { EmailSchema } from './common.schemas.js';

export const NewsletterBodySchema = z
  .object({
    email: EmailSchema,
    source: z.enum(['footer', 'under-construction', 'other']).optional(),
    locale: z.enum(['fr', 'en', 'ar']).optional(),
  })
  .describe(definedByUs('newsletter subscription (product rules 7: endpoint not shown)'));

/** Subscribing twice is not an error: the answer says so (status already-subscribed). */
export const NewsletterReplySchema = z.object({
  status: z.enum(['subscribed', 'already-subscribed']),
  email: z.string(),
});
