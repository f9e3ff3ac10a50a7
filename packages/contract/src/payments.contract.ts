import { z } from 'zod';

import { c } from './contract-instance.js';
import { definedByUs, errors } from './responses.js';
import { docs } from './route-docs.js';
import { IdParamSchema } from './schemas/common.schemas.js';
import {
  HasPaymentQuerySchema,
  HasPaymentReplySchema,
  OnlinePaymentBodySchema,
  OnsitePaymentBodySchema,
  PaymentSchema,
} from './schemas/payment.schemas.js';

export const paymentsContract = c.router({
  hasPayment: {
    method: 'GET',
    path: '/payments/has-payment',
    metadata: docs(7, 'user'),
    summary: 'Whether the user has paid for (or pre-enrolled in) the course',
    query: HasPaymentQuerySchema,
    responses: { 200: HasPaymentReplySchema, ...errors(401, 403) },
  },
  onsite: {
    method: 'POST',
    path: '/payments/onsite',
    metadata: docs(7, 'user'),
    summary: 'Choose to pay on site: the enrollment stays pending',
    description: definedByUs('product rules 7: payload and answer not shown.'),
    body: OnsitePaymentBodySchema,
    responses: { 201: PaymentSchema, ...errors(401, 403, 404, 409, 413, 415) },
  },
  online: {
    method: 'POST',
    path: '/payments/online',
    metadata: docs(2, 'user'),
    summary: 'Start an online payment: answers the provider checkout URL',
    description: definedByUs('the mock serves a stand-in checkout page with succeed and fail buttons.'),
    body: OnlinePaymentBodySchema,
    responses: { 201: PaymentSchema, ...errors(401, 403, 404, 409, 413, 415) },
  },
  byId: {
    method: 'GET',
    path: '/payments/:id',
    metadata: docs(2, 'user'),
    summary: "One of one's payments (to follow an online payment's outcome)",
    description: definedByUs('read after the provider page sends the learner back.'),
    pathParams: z.object({ id: IdParamSchema }),
    responses: { 200: PaymentSchema, ...errors(401, 403, 404) },
  },
});
