import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkContract } from './check-routes';
import type { Progress } from './progress';
import { retryAfterMs } from './route-caller';
import { startDriftingProxy } from './testing/drifting-proxy';
import type { LocalServer } from './testing/local-server';
import { learnerRun, startMock, type RunningMock } from './testing/mock-server';

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const RATE_LIMITED = JSON.stringify({
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'Too many requests, please try again later',
  code: 'RATE_LIMITED',
});

/** A backend whose sign-in brake refuses the first `refusals` sign-ins, asking to wait `retryAfter`. */
async function braked(
  retryAfter: string,
  refusals = 1,
): Promise<{ server: LocalServer; refused: () => number }> {
  let refused = 0;
  const server = await startDriftingProxy(mock.url, ({ method, path }) => {
    if (method !== 'POST' || path !== '/auth/login' || refused >= refusals) return null;
    refused += 1;
    return {
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': retryAfter },
      body: RATE_LIMITED,
    };
  });
  return { server, refused: () => refused };
}

function stagesOf(): { progress: Progress; stages: string[] } {
  const stages: string[] = [];
  return {
    stages,
    progress: { stage: (name) => stages.push(name), step: () => undefined, end: () => undefined },
  };
}

const signInFindings = (report: Awaited<ReturnType<typeof checkContract>>) =>
  report.results.flatMap((result) => result.findings).filter((finding) => finding.kind === 'sign-in');

describe("a sign-in the server's brake refuses for now (429)", () => {
  it('is made again once the Retry-After it gives has passed, and the signed-in reads run', async () => {
    const backend = await braked('1');
    try {
      const { progress, stages } = stagesOf();
      const report = await checkContract(learnerRun(backend.server.url, { allowWrites: false, progress }));
      expect(backend.refused()).toBe(1);
      expect(stages).toContain('sign-in refused for now (429): waiting 1 s as the server asks');
      expect(signInFindings(report)).toEqual([]);
      const mine = report.results.filter(
        (result) => result.method === 'GET' && result.path === '/enrollments/me',
      );
      expect(mine.map((result) => [result.status, result.outcome])).toContainEqual([200, 'ok']);
    } finally {
      await backend.server.close();
    }
  });

  it('is not made by a replay with nothing to send again: no call, no wait, exit 0', async () => {
    const backend = await braked('3600');
    try {
      const report = await checkContract({
        ...learnerRun(backend.server.url, { allowWrites: false }),
        replay: {
          file: { formatVersion: 1, baseUrl: backend.server.url, createdAt: '', seed: 1, failures: [] },
          maxResponseMs: 1_000,
        },
      });
      expect(backend.refused()).toBe(0);
      expect(report.results).toEqual([]);
      expect(report.exitCode).toBe(0);
    } finally {
      await backend.server.close();
    }
  });

  it('is not waited for when the server asks for more than a minute: the refusal is the finding', async () => {
    const backend = await braked('3600');
    try {
      const report = await checkContract(learnerRun(backend.server.url, { allowWrites: false }));
      expect(backend.refused()).toBe(1);
      expect(signInFindings(report).map((finding) => finding.message)).toEqual([
        'sign-in refused (status 429 RATE_LIMITED: Too many requests, please try again later): the signed-in reads are skipped',
      ]);
    } finally {
      await backend.server.close();
    }
  });
});

describe('Retry-After', () => {
  it('is seconds or an HTTP date; anything else is none', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(retryAfterMs('42', now)).toBe(42_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
