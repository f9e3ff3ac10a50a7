import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { siteContract } from '@formation/contract';

import { checkContract, type CheckOptions } from './check-routes';
import { ReportJsonSchema } from './report-json';
import type { Report, RouteResult } from './report-model';
import { planRoutes } from './route-plan';
import { checkStrict } from './strict-schema';
import { runCliOnTerminal, runCliProcess } from './testing/cli-process';
import { DEMO_LEARNER, learnerRun, startMock, type RunningMock } from './testing/mock-server';

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const options = (overrides: Partial<CheckOptions> = {}): CheckOptions => learnerRun(mock.url, overrides);

const called = (report: Report) => report.results.filter((r) => r.outcome !== 'skipped');
const readKeys = planRoutes(siteContract)
  .filter((r) => r.kind === 'read')
  .map((r) => r.key);

async function commentCount(courseId: number): Promise<number> {
  const answer = await fetch(`${mock.url}/comments/course/${String(courseId)}`);
  return ((await answer.json()) as unknown[]).length;
}

describe('the checker against the mock API (which follows the contract)', () => {
  it('gives every call its payload and a curl command, never a credential', async () => {
    const report = await checkContract(options({ allowWrites: false }));
    const calls = called(report);
    expect(calls.length).toBeGreaterThan(10);
    for (const result of calls) {
      expect(result.curl, result.route).toContain(`-X ${result.method} '${result.url ?? ''}'`);
      expect(result.payload, result.route).not.toBeNull();
    }
    const text = JSON.stringify(report);
    expect(text).not.toContain(DEMO_LEARNER.password);
    // A token, bare or after "Bearer", is three base64url parts; the mock's start with eyJ.
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    const signIn = calls.find((result) => result.route === 'auth.login');
    expect(signIn?.curl).toContain(`--data-raw '{"email":"${DEMO_LEARNER.email}","password":"(redacted)"}'`);
    expect(signIn?.payload).toMatch(/"access_token":"\(redacted\)"|"token":"\(redacted\)"/);
    const mine = calls.find((result) => result.route === 'enrollments.mine');
    expect(mine?.curl).toContain('"authorization: Bearer $CONTRACT_CHECK_TOKEN"');
  });

  it('signed in, with write rounds: zero findings, exit 0, every read route checked or said why not', async () => {
    const report = await checkContract(options());

    expect(report.results.flatMap((r) => r.findings)).toEqual([]);
    expect(report).toMatchObject({
      exitCode: 0,
      reachable: true,
      userId: 1,
      refusedSamples: [],
      timeBudgetExhausted: false,
    });
    // Every read is there; the only one skipped is the payment by id, which no read gives an id for.
    for (const key of readKeys)
      expect(
        report.results.some((r) => r.route === key),
        key,
      ).toBe(true);
    expect(report.results.filter((r) => r.method === 'GET' && r.outcome === 'skipped')).toEqual([
      expect.objectContaining({ route: 'payments.byId', note: 'no sample for :id' }),
    ]);
    // Every call succeeds, but the second registration of the sign-up flow, refused as it must be.
    const refusedOnPurpose = (r: RouteResult) =>
      r.step === 'sign-up flow 2/5: register the same e-mail again';
    expect(
      called(report).filter(
        (r) =>
          !(
            r.outcome === 'ok' &&
            r.status !== null &&
            (r.status < 300 || (refusedOnPurpose(r) && r.status === 409))
          ),
      ),
    ).toEqual([]);
    // Every route of the contract has a line in the report.
    for (const route of planRoutes(siteContract)) {
      expect(
        report.results.some((r) => r.route === route.key),
        route.key,
      ).toBe(true);
    }
    expect(checkStrict(ReportJsonSchema, JSON.parse(JSON.stringify(report)))).toEqual([]);
  });

  it('runs both rounds to the end, and leaves the data as it found it', async () => {
    const before = await commentCount(1);
    const report = await checkContract(options());
    const steps = report.results.filter((r) => r.step?.includes('round') === true);
    expect(steps.map((r) => `${r.method} ${r.path} ${String(r.status)}`)).toEqual([
      'POST /comments 201',
      'GET /comments/course/:courseId 200',
      'PUT /comments/:id 200',
      'DELETE /comments/:id 200',
      'GET /comments/course/:courseId 200',
      'POST /favorites/:courseId 201',
      'GET /favorites/:userId 200',
      'DELETE /favorites/:courseId 200',
      'GET /favorites/:userId 200',
    ]);
    expect(await commentCount(1)).toBe(before);
    const favorites = await fetch(`${mock.url}/favorites/1`, {
      headers: { authorization: `Bearer ${await tokenOf()}` },
    });
    expect(await favorites.json()).toEqual([]);
  });

  it('with a token and no sign-in, reads the user id from the token', async () => {
    const report = await checkContract(
      options({ auth: { kind: 'token', token: await tokenOf(), userId: null }, allowWrites: false }),
    );
    expect(report.exitCode).toBe(0);
    expect(report.userId).toBe(1);
    expect(report.results.find((r) => r.route === 'users.profile')).toMatchObject({
      outcome: 'ok',
      status: 200,
    });
    expect(report.results.find((r) => r.route === 'auth.login')).toMatchObject({ outcome: 'skipped' });
  });

  it('anonymous: the signed-in reads are skipped with the reason, and no write but the sign-up flow is attempted', async () => {
    const report = await checkContract(options({ auth: { kind: 'none' } }));
    expect(report.exitCode).toBe(0);
    expect(report.results.find((r) => r.route === 'enrollments.mine')).toMatchObject({
      outcome: 'skipped',
      note: 'needs sign-in: --email and --password, or --token',
    });
    // The sign-up flow needs no user: it registers its own account.
    expect(
      called(report).every((r) => r.method === 'GET' || r.step?.startsWith('sign-up flow') === true),
    ).toBe(true);
  });

  it('reports a refused sign-in and exits 1', async () => {
    const report = await checkContract(
      options({ auth: { kind: 'password', email: DEMO_LEARNER.email, password: 'wrong-password' } }),
    );
    expect(report.exitCode).toBe(1);
    const login = report.results.find((r) => r.route === 'auth.login');
    expect(login).toMatchObject({ outcome: 'error', status: 401 });
    expect(login?.findings[0]?.message).toMatch(/^sign-in refused \(status 401 INVALID_CREDENTIALS: /);
    expect(JSON.stringify(report)).not.toContain('wrong-password');
  });

  it('on an empty data set: the reads that need a sample say so, and nothing drifts', async () => {
    const empty = await fetch(`${mock.url}/__mock/scenario/empty`, { method: 'POST' });
    expect(empty.status).toBe(200);
    try {
      const report = await checkContract(options());
      expect(report.exitCode).toBe(0);
      expect(report.results.find((r) => r.route === 'courses.bySlug')).toMatchObject({
        outcome: 'skipped',
        note: 'no sample for :slug',
      });
      expect(report.results.find((r) => r.route === 'payments.hasPayment')).toMatchObject({
        note: 'no sample for ?courseId',
      });
      expect(report.results.filter((r) => r.step?.includes('round') === true).map((r) => r.note)).toEqual([
        ...Array<string>(5).fill('no sample: no published course'),
        ...Array<string>(4).fill('no sample: no published course'),
      ]);
    } finally {
      await fetch(`${mock.url}/__mock/scenario/default`, { method: 'POST' });
    }
  });

  it('as the real command: exit 0 and a table that ends "no drift"', async () => {
    const result = await runCliProcess([
      '--base-url',
      mock.url,
      '--email',
      DEMO_LEARNER.email,
      '--password',
      DEMO_LEARNER.password,
      '--allow-writes',
    ]);
    // Off a terminal, its progress: the first stage at once, a line every 5 s at most, the summary.
    expect(result.stderr).toMatch(
      /^contract-check · reads 0\/\d+ · 0 s\n(?:contract-check · .+ · \d+ s(?: · about \d+ s left)?\n)*contract-check: \d+ calls checked, \d+ routes skipped in \d+ s\n$/,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^contract-check {2}http:\/\/127\.0\.0\.1:\d+\/ {2}signed in \(password, user 1\) {2}writes: on/,
    );
    expect(result.stdout).toMatch(
      /0 drift, 0 error, \d+ skipped; 0 findings\n\d+ notes: fields of ours the server left out; the real backend may, and the site falls back\nexit 0: no drift\n$/,
    );
    expect(result.stdout).not.toContain(DEMO_LEARNER.password);
  });
  it('on a terminal: one line redrawn in place while it works, then the summary and the table', async () => {
    const result = await runCliOnTerminal(['--base-url', mock.url]);
    expect(result.code).toBe(0);
    // The pseudo-terminal writes a new line as \r\n. Each progress line is drawn over the last one,
    // after a carriage return and an erase; the summary then ends the line, and the table follows.
    const screen = result.stdout.replaceAll('\r\n', '\n');
    const [before, first, ...rest] = screen.split('\r\u001b[2K');
    const last = rest.pop() ?? '';
    expect(before).toBe('');
    expect(first).toMatch(/^contract-check · reads 0\/\d+ · 0 s$/);
    for (const drawn of rest) expect(drawn).toMatch(/^contract-check · [^\n]+$/);
    expect(last).toMatch(
      /^contract-check: \d+ calls checked, \d+ routes skipped in \d+ s\ncontract-check {2}http/,
    );
    expect(last).toMatch(/exit 0: no drift\n$/);
  });
});

describe("the checker against the mock's spec profile (only what the product rules document)", () => {
  let spec: RunningMock;
  beforeAll(async () => {
    spec = await startMock({ MOCK_PROFILE: 'spec' });
  });
  afterAll(() => spec.close());

  it('finds no drift, and notes each field of ours left out with what the site shows instead', async () => {
    const report = await checkContract(options({ baseUrl: new URL(spec.url) }));
    expect(report.results.flatMap((r) => r.findings)).toEqual([]);
    expect(report.exitCode).toBe(0);
    const notesOf = (route: string) =>
      report.results.filter((r) => r.route === route).flatMap((r) => r.notes.map((n) => n.path));
    expect(notesOf('courses.list')).toEqual(expect.arrayContaining(['$[*].sessionDates', '$[*].level']));
    expect(notesOf('users.profile')).toEqual(expect.arrayContaining(['$.notifications', '$.firstName']));
    expect(notesOf('blog.list')).toEqual(expect.arrayContaining(['$.total', '$.data[*].publishedAt']));
    const sessions = report.results
      .find((r) => r.route === 'courses.list')
      ?.notes.find((n) => n.path === '$[*].sessionDates');
    expect(sessions?.message).toBe(
      'a field of ours, absent: the site then shows one session on nextSession, else startingdate',
    );
    expect(report.summary.notes).toBeGreaterThan(20);
  });
});

async function tokenOf(): Promise<string> {
  const answer = await fetch(`${mock.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LEARNER),
  });
  const body = (await answer.json()) as { token: { access_token: string } };
  return body.token.access_token;
}
