import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { extractAccessToken } from '@formation/domain';

import { checkContract, type CheckOptions } from '../check-routes';
import type { Report, RouteResult } from '../report-model';
import { renderTable } from '../report-table';
import { DEMO_LEARNER, learnerRun, startMock, type RunningMock } from '../testing/mock-server';

const FLOWS = [
  'pagination of GET /blog',
  'sign-up flow',
  'comment round',
  'favorite round',
  'enrolment flow',
];
const WRITE_FLOWS = FLOWS.slice(1);

const options = (mock: RunningMock, overrides: Partial<CheckOptions> = {}): CheckOptions =>
  learnerRun(mock.url, overrides);

const stepsOf = (report: Report, flow: string): RouteResult[] =>
  report.results.filter((r) => r.step?.startsWith(flow) === true);
const line = (r: RouteResult) => `${r.step ?? ''}: ${r.outcome}${r.status === null ? '' : ` ${r.status}`}`;

async function get(mock: RunningMock, path: string, token?: string): Promise<unknown> {
  const answer = await fetch(`${mock.url}${path}`, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  return answer.json();
}

async function tokenOf(mock: RunningMock): Promise<string> {
  const answer = await fetch(`${mock.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LEARNER),
  });
  return extractAccessToken(await answer.json());
}

describe.each(['full', 'spec'])('the flows against the seeded mock, %s profile', (profile) => {
  let mock: RunningMock;
  let report: Report;
  beforeAll(async () => {
    mock = await startMock(profile === 'spec' ? { MOCK_PROFILE: 'spec' } : {});
    report = await checkContract(options(mock));
  });
  afterAll(() => mock.close());

  it('runs every flow to the end with no finding, and exits 0', () => {
    expect(report.exitCode).toBe(0);
    for (const flow of FLOWS) {
      const steps = stepsOf(report, flow);
      expect(steps.length, flow).toBeGreaterThan(2);
      expect(steps.filter((r) => r.outcome !== 'ok').map(line), flow).toEqual([]);
      expect(
        steps.flatMap((r) => r.findings),
        flow,
      ).toEqual([]);
    }
    expect(stepsOf(report, 'sign-up flow').map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /auth/register',
      'POST /auth/register',
      'GET /__mock/outbox',
      'POST /auth/verify-email',
      'POST /auth/login',
    ]);
    // A course may turn out full (the spec profile does not say): its refused try comes first.
    expect(
      stepsOf(report, 'enrolment flow')
        .filter((r) => r.status !== 409)
        .map((r) => `${r.method} ${r.path} ${String(r.status)}`),
    ).toEqual(['POST /enrollments 201', 'POST /payments/onsite 201', 'GET /enrollments/me 200']);
  });

  it('walks the blog in pages that together give the whole list', () => {
    expect(stepsOf(report, 'pagination of GET /blog').map((r) => r.step)).toEqual([
      'pagination of GET /blog: the whole list (limit 1000)',
      'pagination of GET /blog: page 1 of 3 (limit 6)',
      'pagination of GET /blog: page 2 of 3 (limit 6)',
      'pagination of GET /blog: page 3 of 3 (limit 6)',
    ]);
  });

  it('signs in as the new account, and never shows its code, token or password', async () => {
    const register = stepsOf(report, 'sign-up flow')[0];
    const email = /contract-check\+[0-9a-f]+@example\.test/.exec(register?.note ?? '')?.[0] ?? '';
    expect(register?.note).toBe(
      `creates the account ${email}, which stays: the contract has no call to undo it`,
    );
    const mails = (await get(mock, `/__mock/outbox?to=${encodeURIComponent(email)}`)) as { code: string }[];
    const code = mails[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const text = JSON.stringify(report);
    expect(text).not.toContain(code);
    // Nor the new account's token (the mock's start with eyJ) or password.
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    for (const step of [register, stepsOf(report, 'sign-up flow')[4]])
      expect(step?.curl).toContain('"password":"(redacted)"');
    expect(stepsOf(report, 'sign-up flow')[4]?.payload).toContain(`"email":"${email}"`);
  });

  it('leaves the enrolment and its payment, says so, and finds them in my courses', async () => {
    const [enrol, pay] = stepsOf(report, 'enrolment flow').filter((r) => r.status !== 409);
    expect(enrol?.note).toMatch(
      /^creates an enrolment in course \d+, which stays: the contract has no call to undo it$/,
    );
    expect(pay?.note).toMatch(/^creates an on-site payment of enrolment \d+, which stays: /);
    const id = Number(/enrolment (\d+)/.exec(pay?.note ?? '')?.[1]);
    const mine = (await get(mock, '/enrollments/me', await tokenOf(mock))) as {
      id: number;
      paymentMethod: string;
    }[];
    expect(mine.find((e) => e.id === id)).toMatchObject({ paymentMethod: 'onsite' });
  });
});

describe('the flows when they cannot run', () => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());

  it('without --allow-writes: pagination only, every write flow skipped with the reason, one line each in the table', async () => {
    const report = await checkContract(options(mock, { auth: { kind: 'none' }, allowWrites: false }));
    expect(report.exitCode).toBe(0);
    expect(stepsOf(report, 'pagination of GET /blog').every((r) => r.outcome === 'ok')).toBe(true);
    for (const flow of WRITE_FLOWS) {
      expect(
        stepsOf(report, flow).map((r) => r.note),
        flow,
      ).toEqual(stepsOf(report, flow).map(() => 'write: needs --allow-writes (a sandbox only)'));
    }
    expect(report.results.filter((r) => r.outcome !== 'skipped' && r.method !== 'GET')).toEqual([]);
    expect(renderTable(report)).toContain(
      [
        'Not called: write: needs --allow-writes (a sandbox only)',
        '  sign-up flow (5 steps), comment round (5 steps), favorite round (4 steps),',
        '  enrolment flow (3 steps)',
      ].join('\n'),
    );
  });

  it('with --allow-writes but anonymous: the sign-up flow runs, the signed-in flows say why they do not', async () => {
    const report = await checkContract(options(mock, { auth: { kind: 'none' } }));
    expect(report.exitCode).toBe(0);
    expect(stepsOf(report, 'sign-up flow').map((r) => r.outcome)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    for (const flow of ['comment round', 'favorite round', 'enrolment flow']) {
      expect(new Set(stepsOf(report, flow).map((r) => r.note)), flow).toEqual(
        new Set(['write: needs sign-in: --email and --password, or --token']),
      );
    }
  });

  it('when every session is full: the enrolment flow is skipped, saying why', async () => {
    expect((await fetch(`${mock.url}/__mock/scenario/sold-out`, { method: 'POST' })).status).toBe(200);
    try {
      const report = await checkContract(options(mock));
      expect(report.exitCode).toBe(0);
      expect(stepsOf(report, 'enrolment flow').map((r) => r.note)).toEqual(
        Array<string>(3).fill(
          'no sample: no published course with a session to come, not full, that the user is not enrolled in',
        ),
      );
    } finally {
      await fetch(`${mock.url}/__mock/scenario/default`, { method: 'POST' });
    }
  });
});

describe('the sign-up flow where the outbox does not answer', () => {
  it('on a mock that wants its admin key: stops after the registration, saying why, with no finding', async () => {
    const locked = await startMock({ MOCK_ADMIN_TOKEN: 'contract-check-test-admin-key' });
    try {
      const report = await checkContract(options(locked));
      const steps = stepsOf(report, 'sign-up flow');
      expect(steps.map(line)).toEqual([
        'sign-up flow 1/5: register: ok 201',
        'sign-up flow 2/5: register the same e-mail again: ok 409',
        'sign-up flow 3/5: verification code: skipped 401',
        'sign-up flow 4/5: verify the email: skipped',
        'sign-up flow 5/5: sign in: skipped',
      ]);
      expect(steps[2]?.note).toMatch(
        /^the mock's outbox wants its admin key \(status 401 MOCK_ADMIN_LOCKED: .*\), which the check does not send$/,
      );
      expect(steps[3]?.note).toMatch(
        /^no verification code: the account contract-check\+[0-9a-f]+@example\.test stays unverified$/,
      );
      expect(report.exitCode).toBe(0);
    } finally {
      await locked.close();
    }
  });

  it('on a server without the mock surface (a real backend): the same, the answer kept but not judged', async () => {
    const bare = await startMock({ MOCK_ADMIN: 'false' });
    try {
      const report = await checkContract(options(bare));
      const outbox = stepsOf(report, 'sign-up flow')[2];
      expect(outbox).toMatchObject({ outcome: 'skipped', status: 404, findings: [] });
      expect(outbox?.note).toMatch(
        /^the server has no mock outbox \(status 404 .*\): a real backend mails the code, which the check cannot read$/,
      );
      expect(
        stepsOf(report, 'sign-up flow')
          .slice(3)
          .map((r) => r.outcome),
      ).toEqual(['skipped', 'skipped']);
      expect(report.exitCode).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
