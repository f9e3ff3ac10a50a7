import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATA_SET_HEADER } from '@formation/contract';

import { buildContractTestApp, buildTestApp, TEST_NOW, type TestApp } from '../../testing/test-app';

const HTTP_NOW = new Date(TEST_NOW).toUTCString();

let app: TestApp;
beforeAll(async () => {
  app = await buildContractTestApp();
});
afterAll(() => app.close());

describe("every answer's Date header is the mock clock of its data set", () => {
  it('a read, the same read kept and answered again, a 304 and an error', async () => {
    const first = await app.inject({ method: 'GET', url: '/courses/AllCourses' });
    const again = await app.inject({ method: 'GET', url: '/courses/AllCourses' });
    const unchanged = await app.inject({
      method: 'GET',
      url: '/courses/AllCourses',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    const missing = await app.inject({ method: 'GET', url: '/nope' });
    expect([first.statusCode, again.statusCode, unchanged.statusCode, missing.statusCode]).toEqual([
      200, 200, 304, 404,
    ]);
    for (const answer of [first, again, unchanged, missing]) expect(answer.headers.date).toBe(HTTP_NOW);
  });

  it('a private data set whose clock QA moved stamps its own time; the shared one keeps its own', async () => {
    const later = '2027-01-15T10:00:00.000Z';
    const session = { [DATA_SET_HEADER]: 'stamp-date-test' };
    const moved = await app.inject({
      method: 'POST',
      url: '/__mock/clock',
      headers: session,
      payload: { now: later },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.date).toBe(new Date(later).toUTCString());
    const own = await app.inject({ method: 'GET', url: '/courses/AllCourses', headers: session });
    expect(own.headers.date).toBe('Fri, 15 Jan 2027 10:00:00 GMT');
    const shared = await app.inject({ method: 'GET', url: '/courses/AllCourses' });
    expect(shared.headers.date).toBe(HTTP_NOW);
  });
});

describe('over HTTP, to a page of another origin', () => {
  it('the clock is the Date header, and the page may read it', async () => {
    const server = await buildTestApp();
    try {
      await server.listen({ host: '127.0.0.1', port: 0 });
      const { port } = server.server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${String(port)}/health`, {
        headers: { origin: 'http://localhost:5173' },
      });
      await answer.body?.cancel();
      expect(answer.headers.get('date')).toBe(HTTP_NOW);
      expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(answer.headers.get('access-control-expose-headers')).toBe('date');
    } finally {
      await server.close();
    }
  });
});
