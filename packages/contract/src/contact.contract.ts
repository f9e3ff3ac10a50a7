import { c } from './contract-instance.js';
import { definedByUs, errors } from './responses.js';
import { docs } from './route-docs.js';
import { ContactReceiptSchema, ContactRequestBodySchema } from './schemas/contact.schemas.js';

export const contactContract = c.router({
  send: {
    method: 'POST',
    path: '/contact',
    metadata: docs(7),
    summary: 'Send a contact or quote request',
    description: definedByUs('product rules 7: endpoint not shown.'),
    body: ContactRequestBodySchema,
    responses: { 201: ContactReceiptSchema, ...errors(413, 415, 429) },
  },
});
