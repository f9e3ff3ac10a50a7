import type { AppRoute } from '@ts-rest/core';

import { reasonPhrase } from './errors.js';
import { ADMIN_KEY_HEADER } from './mock-headers.js';
import { DEFINED_BY_US } from './responses.js';
import { isRouteDocs, SPEC_SECTIONS, type Caller } from './route-docs.js';

/** An operation as the OpenAPI document holds it (the parts this module reads or writes). */
export type OperationObject = {
  summary?: string;
  description?: string;
  tags?: string[];
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema?: unknown }>; links?: Record<string, unknown> }
  >;
  parameters?: unknown[];
  requestBody?: { description?: string; required?: boolean; content?: Record<string, unknown> };
  [extension: `x-${string}`]: unknown;
};

/** One tag per feature (a router of the contract), each with what it holds. */
export const TAGS: Record<string, string> = {
  auth: 'Sign-up with the mailed code, sign-in by password or identity provider, password reset.',
  courses: 'The catalogue: every published course, one course by slug or id, related courses.',
  comments: "A course's comments and ratings; the signed-in author edits and deletes their own.",
  favorites: "The signed-in user's favorite courses.",
  users: 'Profile, photo and password of the signed-in user.',
  payments: 'Payment on site or online, and whether a user has paid for a course.',
  coupons: 'Promo codes: check one for a course, record its use.',
  enrollments: "Pre-enrollment in a session, the advisor's contact, the user's courses.",
  blog: 'Articles, a page at a time, and one article by slug.',
  newsletter: 'Newsletter subscription.',
  contact: 'Contact and quote requests.',
  search: 'What the global search looks through.',
  mock: "The mock API's own surface: health, data sets, clock, faults, outbox, and the providers' stand-ins.",
};

export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The token that sign-in answers; every request carries it when one is stored (section 7).',
  },
  providerToken: {
    type: 'http',
    scheme: 'bearer',
    description: "The identity provider's access token (sign-in with the provider, section 7).",
  },
  mockAdminKey: {
    type: 'apiKey',
    in: 'header',
    name: ADMIN_KEY_HEADER,
    description:
      "The mock's admin key (MOCK_ADMIN_TOKEN): needed when one is set or the mock listens beyond loopback.",
  },
} as const;

const SECURITY: Record<Caller, Record<string, string[]>[]> = {
  user: [{ bearerAuth: [] }],
  provider: [{ providerToken: [] }],
  // Open on loopback without a key: the empty requirement says "or nothing".
  'mock-admin': [{}, { mockAdminKey: [] }],
};

const SUCCESS_PHRASES: Record<string, string> = { '200': 'OK', '201': 'Created' };

/**
 * Completes what ts-rest writes of an operation from the route's docs (`metadata`): where in the
 * specification it comes from, who may call it, whether we defined it, and what each status means.
 */
export function describeOperation(operation: OperationObject, route: AppRoute): OperationObject {
  const docs = route.metadata;
  if (!isRouteDocs(docs)) throw new Error(`${route.method} ${route.path} has no docs (metadata: docs(…))`);
  const { specSection, caller } = docs;
  const origin =
    specSection === null
      ? 'Not in the specification: the mock API’s own surface.'
      : `Specification section ${String(specSection)} (${SPEC_SECTIONS[specSection]}).`;
  const ours = specSection === null || (route.description?.startsWith(DEFINED_BY_US) ?? false);
  const responses = Object.fromEntries(
    Object.entries(operation.responses).map(([status, response]) => [
      status,
      {
        ...response,
        description:
          Number(status) < 400 ? (SUCCESS_PHRASES[status] ?? 'Success') : reasonPhrase(Number(status)),
      },
    ]),
  );
  return {
    ...operation,
    description: [route.description, origin].filter(Boolean).join('\n\n'),
    security: caller === undefined ? [] : SECURITY[caller],
    responses,
    ...(specSection === null ? {} : { 'x-spec-section': specSection }),
    ...(ours ? { 'x-defined-by-us': true } : {}),
  };
}
