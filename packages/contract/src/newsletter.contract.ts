import { c } from './contract-instance.js';
import { definedByUs, errors } from './responses.js';
import { docs } from './route-docs.js';
import { NewsletterBodySchema, NewsletterReplySchema } from './schemas/newsletter.schemas.js';

export const newsletterContract = c.router({
  subscribe: {
    method: 'POST',
    path: '/newsletter',
    metadata: docs(7),
    summary: 'Subscribe an email to the newsletter',
    description: definedByUs(
      '201 when new; 200 with status already-subscribed on a second time (not an error).',
    ),
    body: NewsletterBodySchema,
    responses: { 200: NewsletterReplySchema, 201: NewsletterReplySchema, ...errors(413, 415, 429) },
  },
});
