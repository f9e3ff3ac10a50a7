import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listRoutes, siteContract, StatusCoverageSchema, type RouteEntry } from '@formation/contract';

import type { AnsweredStatus } from '../../core/call';
import { buildContractTestApp, type TestApp } from '../../testing/test-app';
import { buildStatusCoverage, StatusRecorder } from './status-coverage';

const entries = listRoutes(siteContract);
const entry = (method: string, path: string): RouteEntry[] =>
  entries.filter((e) => e.method === method && e.path === path);
const answered = (method: string, path: string, status: number, injected = false): AnsweredStatus => ({
  method,
  path,
  status,
  injected,
});

describe('buildStatusCoverage', () => {
  it('sets what a route declares against what was answered', () => {
    const report = buildStatusCoverage(entry('POST', '/enrollments'), [
      answered('POST', '/enrollments', 201),
      answered('POST', '/enrollments', 409),
      answered('POST', '/enrollments', 401, true),
      answered('POST', '/enrollments', 403),
      answered('GET', '/enrollments/me', 500),
    ]);
    expect(report.routes).toEqual([
      {
        method: 'POST',
        path: '/enrollments',
        keys: ['enrollments.create'],
        declared: [400, 401, 404, 409, 413, 415, 422, 500, 503],
        exercised: [401, 409],
        missing: [400, 404, 413, 415, 422, 500, 503],
        injectedOnly: [401],
        undeclared: [403],
        successes: [201],
      },
    ]);
    expect(report.totals).toEqual({
      routes: 1,
      touched: 1,
      untouched: 0,
      declared: 9,
      exercised: 2,
      undeclared: 1,
    });
  });

  it('lists every route of the contract once per method and path, untouched ones included', () => {
    const report = StatusCoverageSchema.parse(buildStatusCoverage(entries, []));
    const ids = report.routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(entries.map((e) => `${e.method} ${e.path}`)));
    expect(report.routes.find((r) => r.path === '/users/:id')?.keys).toEqual([
      'users.update',
      'users.updateWithPhoto',
    ]);
    expect(report.totals.touched).toBe(0);
    expect(report.totals.untouched).toBe(report.routes.length);
    expect(report.totals.exercised).toBe(0);
    // The router's common statuses are declared by every route.
    for (const route of report.routes)
      expect(route.declared).toEqual(expect.arrayContaining([400, 500, 503]));
    expect(report.totals.declared).toBe(report.routes.reduce((n, r) => n + r.declared.length, 0));
  });

  it('counts a route with only successes as touched, and ignores answers of other routes', () => {
    const report = buildStatusCoverage(entry('GET', '/blog'), [
      answered('GET', '/blog', 304),
      answered('GET', '/__mock/state', 200),
      answered('HEAD', '/blog', 200),
    ]);
    expect(report.routes[0]).toMatchObject({ successes: [304], exercised: [] });
    expect(report.totals).toMatchObject({ touched: 1, untouched: 0 });
  });
});

describe('StatusRecorder', () => {
  it('keeps one entry per answer, injected until a real answer gives the same status', () => {
    const recorder = new StatusRecorder();
    recorder.record({ method: 'GET', path: '/blog', status: 503, injected: true });
    recorder.record({ method: 'GET', path: '/blog', status: 503, injected: true });
    expect(recorder.entries()).toEqual([answered('GET', '/blog', 503, true)]);
    recorder.record({ method: 'GET', path: '/blog', status: 503, injected: false });
    recorder.record({ method: 'GET', path: '/blog', status: 503, injected: true });
    expect(recorder.entries()).toEqual([answered('GET', '/blog', 503, false)]);
  });

  it('stays bounded', () => {
    const recorder = new StatusRecorder(3);
    for (let status = 400; status < 410; status += 1)
      recorder.record({ method: 'GET', path: '/blog', status: status, injected: false });
    expect(recorder.entries().map((e) => e.status)).toEqual([400, 401, 402]);
  });
});

describe('GET /__mock/coverage', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildContractTestApp();
  });
  afterAll(() => app.close());

  const coverage = async () => {
    const res = await app.inject({ method: 'GET', url: '/__mock/coverage' });
    expect(res.statusCode).toBe(200);
    return StatusCoverageSchema.parse(res.json());
  };
  const route = (report: Awaited<ReturnType<typeof coverage>>, method: string, path: string) =>
    report.routes.find((r) => r.method === method && r.path === path);

  it('counts what the API answered over every data set, never the admin surface', async () => {
    const before = await coverage();
    expect(before.totals.touched).toBe(0);

    await app.inject({ method: 'GET', url: '/courses/1' });
    await app.inject({ method: 'GET', url: '/courses/999999', headers: { 'x-mock-session': 'qa-coverage' } });
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { rules: [{ method: 'GET', path: '/blog', status: 503, times: 1 }] },
    });
    await app.inject({ method: 'GET', url: '/blog' });
    await app.inject({ method: 'GET', url: '/health' });
    await app.inject({ method: 'GET', url: '/nowhere' });

    const after = await coverage();
    expect(route(after, 'GET', '/courses/:id')).toMatchObject({ exercised: [404], successes: [200] });
    expect(route(after, 'GET', '/blog')).toMatchObject({
      exercised: [503],
      injectedOnly: [503],
      successes: [],
    });
    expect(after.totals).toMatchObject({ touched: 2, exercised: 2, untouched: after.totals.routes - 2 });
    expect(after.routes.some((r) => r.path.startsWith('/__mock') || r.path === '/health')).toBe(false);
  });

  it('does not count a dropped connection as an answer', async () => {
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { rules: [{ method: 'GET', path: '/search/index', network: 'reset', times: 1 }] },
    });
    await expect(app.inject({ method: 'GET', url: '/search/index' })).rejects.toBeDefined();
    expect(route(await coverage(), 'GET', '/search/index')).toMatchObject({ exercised: [], successes: [] });
  });

  it('is absent when MOCK_ADMIN=false', async () => {
    const closed = await buildContractTestApp({ MOCK_ADMIN: 'false' });
    try {
      expect((await closed.inject({ method: 'GET', url: '/__mock/coverage' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
