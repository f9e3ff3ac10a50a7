import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorBodySchema } from '@formation/contract';

import { BODY_LIMIT_BYTES } from '../core/route-facts';
import { MAX_PARAM_LENGTH } from '../core/transport-errors';
import { buildTestApp } from '../testing/test-app';
import { frameworkErrorOptions, registerErrorHandling } from './errors';

describe('framework errors (the router fails before any route runs)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify(frameworkErrorOptions);
    registerErrorHandling(app);
    app.get('/things/:slug', (request, reply) =>
      reply.send({ slug: (request.params as { slug: string }).slug }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('a URL that is not valid percent-encoding is a 400 in the one error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/things/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json())).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      details: [{ path: 'params' }],
    });
  });

  it('a path parameter over the limit is a 400 (not a 414 with a framework body)', async () => {
    const res = await app.inject({ method: 'GET', url: `/things/${'a'.repeat(10_000)}` });
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json()).details?.[0]?.message).toMatch(String(MAX_PARAM_LENGTH));
    expect(res.body).not.toMatch(/FST_|a{200}/);
  });

  it('the longest parameter the contract allows (a 200-character slug) reaches its route', async () => {
    const slug = 'é'.repeat(200);
    const res = await app.inject({ method: 'GET', url: `/things/${encodeURIComponent(slug)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ slug });
  });
});

describe('framework failures a route does not declare are answered within its contract', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const huge = JSON.stringify({ now: 'x'.repeat(BODY_LIMIT_BYTES) });

  it('a body sent to a call that takes none is a 400, whatever its type or size', async () => {
    for (const [url, method, payload, type] of [
      ['/__mock/reset', 'POST', '<x/>', 'application/xml'],
      ['/__mock/faults', 'DELETE', huge, 'application/json'],
      ['/comments/1', 'DELETE', '--b--\r\n', 'multipart/form-data; boundary=b'],
    ] as const) {
      const res = await app.inject({ method, url, payload, headers: { 'content-type': type } });
      expect(res.statusCode, url).toBe(400);
      expect(ErrorBodySchema.parse(res.json())).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'body', message: 'This call takes no request body' }],
      });
    }
  });

  it('a too large body is a 413 where the route takes a body, and a 400 where it takes none', async () => {
    const declared = await app.inject({
      method: 'POST',
      url: '/contact',
      payload: huge,
      headers: { 'content-type': 'application/json' },
    });
    expect(declared.statusCode).toBe(413);
    const undeclared = await app.inject({
      method: 'POST',
      url: '/__mock/reset',
      payload: huge,
      headers: { 'content-type': 'application/json' },
    });
    expect(undeclared.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(undeclared.json())).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body', message: 'This call takes no request body' }],
    });
  });
});
