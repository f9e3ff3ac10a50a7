import type { AddressInfo } from 'node:net';
import addFormats from 'ajv-formats';
import Ajv2020 from 'ajv/dist/2020';
import type { FastifyInstance } from 'fastify';
import OpenAPIBackend from 'openapi-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getOpenApiDocument } from '@formation/contract/openapi';

import { buildTestApp, DEMO } from '../testing/test-app';

const COURSE = 'pmp-preparation-certification';
const ARTICLE = 'reussir-examen-pmp-conseils-formateurs';

type Call = { method: 'GET' | 'POST'; path: string; body?: unknown; signedIn?: boolean };

/** A short run of real calls: pages of the catalogue and blog, sign-in, a learner's own data, errors. */
function calls(ids: { course: number; user: number }): Call[] {
  const course = String(ids.course);
  const user = String(ids.user);
  return [
    { method: 'GET', path: '/health' },
    { method: 'GET', path: '/courses/AllCourses?status=PUBLISHED' },
    { method: 'GET', path: `/courses/slug/${COURSE}` },
    { method: 'GET', path: '/courses/slug/formation-inconnue' },
    { method: 'GET', path: `/courses/${course}` },
    { method: 'GET', path: `/courses/${course}/related?limit=3` },
    { method: 'GET', path: `/comments/course/${course}` },
    { method: 'GET', path: '/blog?limit=3&page=1' },
    { method: 'GET', path: `/blog/slug/${ARTICLE}` },
    { method: 'GET', path: `/blog/${ARTICLE}` },
    { method: 'GET', path: '/search/index' },
    { method: 'POST', path: '/auth/login', body: { email: DEMO.learner.email, password: 'wrong-password' } },
    { method: 'POST', path: '/auth/register', body: { fullName: '', email: 'nope' } },
    { method: 'GET', path: `/users/profile/${user}`, signedIn: true },
    { method: 'GET', path: `/users/profile/${user}` },
    { method: 'POST', path: `/favorites/${course}`, body: { userId: ids.user }, signedIn: true },
    { method: 'GET', path: `/favorites/${user}`, signedIn: true },
    { method: 'GET', path: '/enrollments/me', signedIn: true },
    { method: 'GET', path: `/payments/has-payment?userId=${user}&courseId=${course}`, signedIn: true },
    {
      method: 'POST',
      path: '/coupon-usage/verify',
      body: { code: 'INCONNU', courseId: ids.course },
      signedIn: true,
    },
    { method: 'POST', path: '/newsletter', body: { email: 'lectrice@example.tn' } },
    { method: 'GET', path: '/__mock/state' },
    { method: 'GET', path: '/__mock/outbox' },
  ];
}

/** Ajv for JSON Schema 2020-12, which OpenAPI 3.1's schemas are, with formats. */
function ajv2020(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
}

/** The document with ErrorBody written out where it is referred to: the validator compiles each
 * operation's schemas alone, without the document's components. */
function withErrorBodyInline(document: ReturnType<typeof getOpenApiDocument>): unknown {
  const reference = JSON.stringify({ $ref: '#/components/schemas/ErrorBody' });
  return JSON.parse(
    JSON.stringify(document).replaceAll(reference, JSON.stringify(document.components.schemas.ErrorBody)),
  );
}

/** What a call answered, checked by openapi-backend (Ajv) against the document alone. */
async function findings(
  base: string,
  validator: OpenAPIBackend,
  call: Call,
  token: string,
): Promise<string[]> {
  const headers: Record<string, string> =
    call.body === undefined ? {} : { 'content-type': 'application/json' };
  if (call.signedIn === true) headers.authorization = `Bearer ${token}`;
  const reply = await fetch(`${base}${call.path}`, {
    method: call.method,
    headers,
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  const url = new URL(call.path, base);
  const operation = validator.matchOperation({
    method: call.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
  });
  if (operation === undefined) return [`${call.method} ${call.path}: no operation in the document`];
  if (operation.responses?.[String(reply.status)] === undefined)
    return [`${call.method} ${call.path}: status ${String(reply.status)} is not in the document`];
  const result = validator.validateResponse(await reply.json(), operation, reply.status);
  return (result.errors ?? []).map(
    (error) =>
      `${call.method} ${call.path} ${String(reply.status)}: ${error.instancePath} ${error.message ?? ''}`,
  );
}

describe.each(['full', 'spec'])(
  'real answers of the %s profile, checked against the OpenAPI document',
  (profile) => {
    let app: FastifyInstance;
    let base: string;
    let validator: OpenAPIBackend;

    beforeAll(async () => {
      app = await buildTestApp({ MOCK_PROFILE: profile });
      await app.listen({ host: '127.0.0.1', port: 0 });
      base = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
      validator = new OpenAPIBackend({
        definition: withErrorBodyInline(getOpenApiDocument()) as never,
        // Its own check of the document knows OpenAPI 3.0 only; Redocly and Spectral check ours.
        quick: true,
        // OpenAPI 3.1's schemas are JSON Schema 2020-12; formats (dates, URLs, emails) count too.
        customizeAjv: ajv2020,
      });
      await validator.init();
    });
    afterAll(() => app.close());

    it('every answer matches its operation and status in the document', async () => {
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO.learner),
      });
      // The token is under `token` (ours) or at the top as `access_token` (the product rules' shape).
      const signedIn = (await login.json()) as {
        user: { id: number };
        token?: { access_token: string };
        access_token?: string;
      };
      const token = signedIn.token?.access_token ?? signedIn.access_token ?? '';
      const course = (await (await fetch(`${base}/courses/slug/${COURSE}`)).json()) as { id: number };

      const found: string[] = [];
      for (const call of calls({ course: course.id, user: signedIn.user.id }))
        found.push(...(await findings(base, validator, call, token)));
      expect(found).toEqual([]);
    });

    it('and the validator refuses an answer that does not match', () => {
      const course = validator.validateResponse({ id: 'pmp', title: 3 }, 'courses.bySlug', 200);
      expect(course.valid).toBe(false);
      const error = validator.validateResponse({ statusCode: 404, message: 'x' }, 'courses.bySlug', 404);
      expect(error.errors?.map((problem) => problem.message)).toContain(
        "must have required property 'error'",
      );
    });
  },
);
