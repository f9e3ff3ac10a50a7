import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkContract, type CheckOptions } from './check-routes';
import { runCliProcess } from './testing/cli-process';
import { startDriftingProxy } from './testing/drifting-proxy';
import { closedPort, listenLocal, type LocalServer } from './testing/local-server';
import { startMock, type RunningMock } from './testing/mock-server';

const options = (baseUrl: string, overrides: Partial<CheckOptions> = {}): CheckOptions => ({
  baseUrl: new URL(baseUrl),
  auth: { kind: 'none' },
  allowWrites: false,
  timeoutMs: 10_000,
  maxTimeMs: 60_000,
  ignore: [],
  ...overrides,
});

describe('a server nobody answers for', () => {
  it('a closed port: exit 2, the refused connection reported, nothing else tried', async () => {
    const url = `http://127.0.0.1:${String(await closedPort())}`;
    const report = await checkContract(
      options(url, { auth: { kind: 'password', email: 'a@b.tn', password: 'pw-secret' } }),
    );
    expect(report).toMatchObject({ exitCode: 2, reachable: false });
    expect(report.unreachableReason).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/courses\/AllCourses\?status=PUBLISHED: ECONNREFUSED/,
    );
    expect(report.results).toHaveLength(1);
    expect(report.results[0]?.findings[0]?.kind).toBe('network');
    expect(report.results[0]?.findings[0]?.message).toMatch(/^ECONNREFUSED/);
  });

  it('a closed port, as the real command: exit 2', async () => {
    const result = await runCliProcess(['--base-url', `http://127.0.0.1:${String(await closedPort())}`]);
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/^Server unreachable: .*ECONNREFUSED/m);
    expect(result.stdout).toMatch(/exit 2: the server could not be reached\n$/);
  });
});

describe('a server that hangs', () => {
  let hanging: LocalServer;
  beforeAll(async () => {
    hanging = await listenLocal(() => undefined);
  });
  afterAll(() => hanging.close());

  it('on the first call: the per-call timeout fires, is reported, and the exit code is 2', async () => {
    const report = await checkContract(options(hanging.url, { timeoutMs: 200 }));
    expect(report.exitCode).toBe(2);
    expect(report.unreachableReason).toMatch(
      /the first call \(.*\/courses\/AllCourses.*\) timed out after 200 ms/,
    );
    expect(report.results[0]?.findings).toEqual([
      { kind: 'timeout', path: null, message: 'no answer within 200 ms (--timeout-ms)', seen: '(no answer)' },
    ]);
  });
});

describe('a server that hangs on one route', () => {
  let mock: RunningMock;
  let slowBlog: LocalServer;
  beforeAll(async () => {
    mock = await startMock();
    slowBlog = await startDriftingProxy(mock.url, ({ path }) => (path === '/blog' ? 'hang' : null));
  });
  afterAll(async () => {
    await slowBlog.close();
    await mock.close();
  });

  it('reports the timeout on that route, checks the others, and exits 1', async () => {
    const report = await checkContract(options(slowBlog.url, { timeoutMs: 300 }));
    expect(report.exitCode).toBe(1);
    expect(report.reachable).toBe(true);
    const blog = report.results.find((r) => r.route === 'blog.list');
    expect(blog).toMatchObject({ outcome: 'error', status: null });
    expect(blog?.findings[0]?.message).toBe('no answer within 300 ms (--timeout-ms)');
    expect(report.results.find((r) => r.route === 'courses.bySlug')).toMatchObject({ outcome: 'ok' });
    // The blog list gave no slug, but the search index did: the article reads still ran.
    expect(report.results.find((r) => r.route === 'blog.bySlug')).toMatchObject({ outcome: 'ok' });
  });

  it('stops at --max-time-ms: the routes after it are skipped and the exit code is 1', async () => {
    const report = await checkContract(options(slowBlog.url, { timeoutMs: 10_000, maxTimeMs: 1500 }));
    expect(report.exitCode).toBe(1);
    expect(report.timeBudgetExhausted).toBe(true);
    expect(report.results.find((r) => r.route === 'blog.list')?.findings[0]?.message).toMatch(
      /^no answer within \d+ ms \(what was left of --max-time-ms\)$/,
    );
    expect(report.results.find((r) => r.route === 'courses.bySlug')).toMatchObject({
      outcome: 'skipped',
      note: 'time budget (--max-time-ms) exhausted',
    });
  });
});
