import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkContract, type CheckOptions } from './check-routes';
import type { FindingKind } from './findings';
import type { FailuresFile } from './generate/saved-failures';
import { renderHtml } from './report-html';
import { renderJunit } from './report-junit';
import type { Report } from './report-model';
import { startDriftingProxy, type Rewrite } from './testing/drifting-proxy';
import type { LocalServer } from './testing/local-server';
import { DEMO_LEARNER, learnerRun, startMock, type RunningMock } from './testing/mock-server';

const SEED = 20_261_127;
const LONG_NAME = 40;
/** --max-response-ms: far above what a loopback answer takes, even on a busy machine. */
const SLOW_MS = 1_000;

/**
 * A backend with one planted bug per route, each of a kind the generated calls look for; everything
 * else is the seeded mock's answer.
 */
const plantedBugs: Rewrite = (request, upstream) => {
  const json = (status: number, body: unknown) => ({
    status,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  const sent = (): Record<string, unknown> => {
    try {
      return JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  // A 500 on a long name.
  if (request.method === 'POST' && request.path === '/contact') {
    const name = sent().name;
    if (typeof name === 'string' && name.length > LONG_NAME)
      return json(500, { statusCode: 500, message: 'boom' });
  }
  // An invalid e-mail accepted.
  if (request.method === 'POST' && request.path === '/newsletter' && upstream.status === 400) {
    return json(201, { message: 'Subscribed' });
  }
  // A signed-in read that answers without a token.
  if (request.path === '/enrollments/me' && !request.authorized) return json(200, []);
  // A forged token accepted.
  if (
    request.path.startsWith('/favorites/') &&
    request.method === 'GET' &&
    request.authorized &&
    upstream.status === 401
  ) {
    return json(200, []);
  }
  // An unknown id answered 400, not 404.
  if (/^\/courses\/\d+$/.test(request.path) && upstream.status === 404) {
    return json(400, { statusCode: 400, error: 'Bad Request', message: 'Bad id' });
  }
  // An error body not in the one shape.
  if (request.path.startsWith('/blog/slug/') && upstream.status === 404)
    return json(404, { error: 'not found' });
  // A slow miss: a course looked up by a slug nobody has (one call of a run: the others stay fast).
  if (request.path.startsWith('/courses/slug/') && upstream.status === 404) {
    return { ...upstreamAsIs(upstream), delayMs: SLOW_MS + 500 };
  }
  return null;
};

function upstreamAsIs(upstream: { status: number; contentType: string | null; body: string }) {
  return {
    status: upstream.status,
    body: upstream.body,
    ...(upstream.contentType === null ? {} : { contentType: upstream.contentType }),
  };
}

let mock: RunningMock;
let buggy: LocalServer;

beforeAll(async () => {
  mock = await startMock();
  buggy = await startDriftingProxy(mock.url, plantedBugs);
});

afterAll(async () => {
  await buggy.close();
  await mock.close();
});

function options(url: string, extra: Partial<CheckOptions> = {}): CheckOptions {
  return learnerRun(url, {
    maxTimeMs: 120_000,
    generate: { seed: SEED, budget: 1_000, maxResponseMs: SLOW_MS },
    ...extra,
  });
}

function failuresOf(report: Report) {
  return report.generated?.failures ?? [];
}

function kindsByRoute(report: Report): Map<string, Set<FindingKind>> {
  const kinds = new Map<string, Set<FindingKind>>();
  for (const failure of failuresOf(report)) {
    const set = kinds.get(failure.route) ?? new Set<FindingKind>();
    for (const finding of failure.findings) set.add(finding.kind);
    kinds.set(failure.route, set);
  }
  return kinds;
}

describe('generated calls against a backend with planted bugs', () => {
  let report: Report;
  beforeAll(async () => {
    report = await checkContract(options(buggy.url));
  }, 120_000);

  it('finds each planted bug as its own kind of finding, on its route', () => {
    const kinds = kindsByRoute(report);
    expect(kinds.get('contact.send')).toContain('server-error');
    expect(kinds.get('newsletter.subscribe')).toContain('accepted-invalid');
    expect(kinds.get('enrollments.mine')).toContain('auth');
    expect(kinds.get('favorites.listForUser')).toContain('auth');
    expect(kinds.get('courses.byId')).toContain('not-found');
    expect(kinds.get('blog.bySlugShape')).toContain('error-shape');
    expect(kinds.get('courses.bySlug')).toContain('slow');
    expect(report.exitCode).toBe(1);
  });

  it('reports nothing on the routes it left alone', () => {
    const planted = new Set([
      'contact.send',
      'newsletter.subscribe',
      'enrollments.mine',
      'favorites.listForUser',
      'courses.byId',
      'blog.bySlugShape',
      'courses.bySlug',
    ]);
    const elsewhere = failuresOf(report).filter((failure) => !planted.has(failure.route));
    expect(elsewhere).toEqual([]);
  });

  it('tells the forged token from the missing one', () => {
    const intents = failuresOf(report)
      .filter((failure) => failure.findings.some((finding) => finding.kind === 'auth'))
      .map((failure) => `${failure.route} ${failure.call.intent.kind}`);
    expect(intents).toEqual(
      expect.arrayContaining(['enrollments.mine no-token', 'favorites.listForUser tampered-token']),
    );
    expect(intents).not.toContain('favorites.listForUser no-token');
  });

  it('shrinks a failing call to the smallest that still fails: required fields only, the name just too long', () => {
    const failure = failuresOf(report).find((f) => f.route === 'contact.send');
    const body = failure?.call.body as Record<string, unknown>;
    expect(failure?.shrinks).toBeGreaterThan(0);
    expect(Object.keys(body).sort()).toEqual(['category', 'email', 'message', 'name', 'subject']);
    expect((body.name as string).trim().length).toBe(LONG_NAME + 1);
    expect((body.message as string).length).toBe(1);
  });

  it('records each failure once, with its curl, and never the run’s password or token', () => {
    const recorded = report.results.filter(
      (r) => r.step?.startsWith('generated') === true && r.outcome === 'drift',
    );
    expect(recorded.length).toBe(failuresOf(report).length);
    for (const result of recorded) expect(result.curl).toMatch(/^curl /);
    const text = JSON.stringify(report);
    expect(text).not.toContain(DEMO_LEARNER.password);
  });

  it('puts each shrunk call in the JUnit and HTML reports, with its curl', () => {
    const failure = failuresOf(report).find((f) => f.route === 'contact.send');
    const junit = renderJunit(report);
    const html = renderHtml(report);
    expect(junit).toMatch(/generated \(seed \d+\): valid call, shrunk in \d+ steps?/);
    expect(html).toMatch(/generated \(seed \d+\): valid call, shrunk in \d+ steps?/);
    expect(failure?.curl).toMatch(/^curl .*\/contact/);
    const curlInXml = (failure?.curl ?? '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;');
    expect(junit.replace(/&quot;/g, '"').replace(/&apos;/g, "'")).toContain(curlInXml);
  });

  it('draws the same calls from the same seed', async () => {
    const again = await checkContract(options(buggy.url));
    const calls = (r: Report) => failuresOf(r).map((f) => [f.route, f.call.intent.kind, f.call.at]);
    expect(calls(again)).toEqual(calls(report));
  }, 120_000);

  it('replays the saved failures: still failing on the buggy backend, fixed on the clean one', async () => {
    const file: FailuresFile = {
      formatVersion: 1,
      baseUrl: buggy.url,
      createdAt: report.startedAt,
      seed: SEED,
      failures: failuresOf(report),
    };
    const stillBuggy = await checkContract(
      options(buggy.url, { generate: null, replay: { file, maxResponseMs: SLOW_MS } }),
    );
    const replays = stillBuggy.results.filter((r) => r.step?.startsWith('replay') === true);
    expect(replays).toHaveLength(file.failures.length);
    expect(
      replays
        .map((r) => `${r.step ?? ''} ${r.outcome}`)
        .filter((line) => !line.endsWith('still failing drift')),
    ).toEqual([]);
    expect(stillBuggy.exitCode).toBe(1);

    const fixed = await checkContract(
      options(mock.url, { generate: null, replay: { file, maxResponseMs: SLOW_MS } }),
    );
    const fixedReplays = fixed.results.filter((r) => r.step?.startsWith('replay') === true);
    expect(
      fixedReplays
        .map((r) => `${r.step ?? ''} ${r.outcome}`)
        .filter((line) => !/fixed \(was: .*\) ok$/.test(line)),
    ).toEqual([]);
    expect(fixed.exitCode).toBe(0);
  }, 60_000);
});

describe('generated calls against a rate-limited server', () => {
  it('judges nothing of a 429 but its status, and stops calling the route', async () => {
    let contactCalls = 0;
    const limited = await startDriftingProxy(mock.url, (request) => {
      if (request.path !== '/contact') return null;
      contactCalls += 1;
      return {
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Slow down',
          code: 'RATE_LIMITED',
        }),
      };
    });
    try {
      const report = await checkContract(
        options(limited.url, { generate: { seed: SEED, budget: 1_000, maxResponseMs: SLOW_MS } }),
      );
      expect(failuresOf(report)).toEqual([]);
      expect(contactCalls).toBe(1);
      expect(report.results.find((r) => r.route === 'contact.send' && r.step === 'generated')?.note).toMatch(
        /stopped at the rate limit \(429\)/,
      );
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe('generated calls against the seeded mock', () => {
  it.each(['full', 'spec'])(
    'find nothing in the %s profile, writes included',
    async (profile) => {
      const own = await startMock({ MOCK_PROFILE: profile });
      try {
        const report = await checkContract(
          options(own.url, { generate: { seed: SEED, budget: 1_000, maxResponseMs: 2_000 } }),
        );
        expect(failuresOf(report)).toEqual([]);
        expect(report.results.filter((r) => r.findings.length > 0)).toEqual([]);
        expect(report.exitCode).toBe(0);
      } finally {
        await own.close();
      }
    },
    120_000,
  );

  it('sends no write without --allow-writes', async () => {
    const seen: string[] = [];
    const watching = await startDriftingProxy(mock.url, (request) => {
      seen.push(request.method);
      return null;
    });
    try {
      await checkContract(options(watching.url, { allowWrites: false, auth: { kind: 'none' } }));
    } finally {
      await watching.close();
    }
    expect(new Set(seen)).toEqual(new Set(['GET']));
  }, 60_000);
});
