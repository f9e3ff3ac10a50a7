import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { checkContract, type CheckOptions } from '../check-routes';
import type { Finding } from '../findings';
import type { Report, RouteResult } from '../report-model';
import { startDriftingProxy, type Rewritten, type UpstreamAnswer } from '../testing/drifting-proxy';
import type { LocalServer } from '../testing/local-server';
import { DEMO_LEARNER, learnerRun, startMock, type RunningMock } from '../testing/mock-server';

type Json = Record<string, unknown>;

/** The ways the server drifts in the test under way (each test turns some on). */
type Drift =
  | 'comment created with 200'
  | 'comment created with 200, nested'
  | 'comment created with 200, no body, a Location'
  | 'comment created with 200, no body'
  | 'list hides the round comment'
  | 'comment delete refused, and still listed'
  | 'favorite still listed after removal'
  | 'second page repeats the first'
  | 'total off by one'
  | 'new account cannot sign in'
  | 'a second registration accepted'
  | 'a conflict that does not name the e-mail'
  | 'no verification mail'
  | 'enrolment never in my courses';

const ROUND_COMMENT = /^contract-check [0-9a-f]+: /;
const isRoundComment = (entry: unknown) =>
  typeof (entry as Json).content === 'string' && ROUND_COMMENT.test((entry as Json).content as string);

let mock: RunningMock;
let drifting: LocalServer;
const on = new Set<Drift>();
/** What the rewrites remember within one run: a comment or favorite to show again, pages, enrolments. */
let memory: {
  /** The comment the run's create made, by the id the mock gave it. */
  createdId: unknown;
  comment: Json | null;
  favorite: Json | null;
  favoriteCourse: string | null;
  firstPages: Map<number, string>;
  enrolments: Set<number> | null;
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Rewritten => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
  headers,
});
const parsed = (upstream: UpstreamAnswer): unknown =>
  JSON.parse(upstream.body === '' ? 'null' : upstream.body);

function commentCreate(upstream: UpstreamAnswer): Rewritten | null {
  const comment = parsed(upstream) as Json;
  memory.createdId = comment.id;
  if (on.has('comment created with 200')) return json(200, comment);
  if (on.has('comment created with 200, nested')) return json(200, { data: comment });
  if (on.has('comment created with 200, no body, a Location'))
    return json(200, {}, { location: `/comments/${String(comment.id)}` });
  if (on.has('comment created with 200, no body')) return json(200, {});
  return null;
}

function commentList(upstream: UpstreamAnswer): Rewritten | null {
  const list = parsed(upstream) as Json[];
  const isOurs = (c: Json) => c.id === memory.createdId;
  const ours = list.find(isOurs);
  if (ours !== undefined) memory.comment = ours;
  if (on.has('list hides the round comment'))
    return json(
      200,
      list.filter((c) => !isOurs(c)),
    );
  if (on.has('comment delete refused, and still listed') && ours === undefined && memory.comment !== null)
    return json(200, [memory.comment, ...list]);
  return null;
}

function favoriteList(upstream: UpstreamAnswer): Rewritten | null {
  const list = parsed(upstream) as Json[];
  const ours = list.find((f) => String(f.courseId) === memory.favoriteCourse);
  if (ours !== undefined) memory.favorite = ours;
  if (on.has('favorite still listed after removal') && ours === undefined && memory.favorite !== null)
    return json(200, [...list, memory.favorite]);
  return null;
}

function blogPage(upstream: UpstreamAnswer): Rewritten | null {
  const page = parsed(upstream) as Json & { page: number; limit: number; total: number };
  if (on.has('total off by one')) return json(200, { ...page, total: page.total + 1 });
  if (!on.has('second page repeats the first') || page.limit === 1000) return null;
  if (page.page === 1) memory.firstPages.set(page.limit, upstream.body);
  const first = memory.firstPages.get(page.limit);
  return page.page === 2 && first !== undefined
    ? { status: 200, contentType: 'application/json', body: first }
    : null;
}

function myCourses(upstream: UpstreamAnswer): Rewritten | null {
  if (!on.has('enrolment never in my courses')) return null;
  const list = parsed(upstream) as Json[];
  // The enrolments there before the run are shown; the one the run makes never is.
  memory.enrolments ??= new Set(list.map((e) => e.id as number));
  const known = memory.enrolments;
  return json(
    200,
    list.filter((e) => known.has(e.id as number)),
  );
}

beforeAll(async () => {
  mock = await startMock();
  drifting = await startDriftingProxy(mock.url, ({ method, path }, upstream) => {
    const route = `${method} ${path.replace(/\d+/g, 'N')}`;
    if (route === 'POST /favorites/N') memory.favoriteCourse = /\d+/.exec(path)?.[0] ?? null;
    switch (route) {
      case 'POST /comments':
        return upstream.status === 201 ? commentCreate(upstream) : null;
      case 'GET /comments/course/N':
        return upstream.status === 200 ? commentList(upstream) : null;
      case 'DELETE /comments/N':
        return on.has('comment delete refused, and still listed')
          ? json(403, { statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: 'Not yours' })
          : null;
      case 'GET /favorites/N':
        return upstream.status === 200 ? favoriteList(upstream) : null;
      case 'GET /blog':
        return upstream.status === 200 ? blogPage(upstream) : null;
      case 'POST /auth/register':
        if (upstream.status !== 409) return null;
        if (on.has('a second registration accepted')) return json(201, { message: 'Registered' });
        return on.has('a conflict that does not name the e-mail')
          ? json(409, { statusCode: 409, error: 'Conflict', code: 'EMAIL_TAKEN', message: 'Conflict' })
          : null;
      case 'POST /auth/login': {
        const user = (parsed(upstream) as { user?: Json } | null)?.user;
        return on.has('new account cannot sign in') && isRoundAccount(user?.email)
          ? json(401, {
              statusCode: 401,
              error: 'Unauthorized',
              code: 'EMAIL_NOT_VERIFIED',
              message: 'Please verify your email',
            })
          : null;
      }
      case 'GET /__mock/outbox':
        return on.has('no verification mail') ? json(200, []) : null;
      case 'GET /enrollments/me':
        return upstream.status === 200 ? myCourses(upstream) : null;
      default:
        return null;
    }
  });
});
afterAll(async () => {
  await drifting.close();
  await mock.close();
});
beforeEach(() => {
  on.clear();
  memory = {
    createdId: null,
    comment: null,
    favorite: null,
    favoriteCourse: null,
    firstPages: new Map(),
    enrolments: null,
  };
});

function isRoundAccount(email: unknown): boolean {
  return typeof email === 'string' && email.startsWith('contract-check+');
}

const options = (overrides: Partial<CheckOptions> = {}): CheckOptions => learnerRun(drifting.url, overrides);

/** Round comments on course 1 before the test's run, to tell what the run left. */
let before = 0;

async function runWith(...drifts: Drift[]): Promise<Report> {
  for (const drift of drifts) on.add(drift);
  before = await roundComments();
  return checkContract(options());
}

const stepsOf = (report: Report, flow: string): RouteResult[] =>
  report.results.filter((r) => r.step?.startsWith(flow) === true);
/** Each finding of a flow's steps as "step | kind | message". */
const findingsOf = (report: Report, flow: string): string[] =>
  stepsOf(report, flow).flatMap((r) =>
    r.findings.map((f: Finding) => `${r.step ?? ''} | ${f.kind} | ${f.message}`),
  );

async function roundComments(): Promise<number> {
  const answer = await fetch(`${mock.url}/comments/course/1`);
  return ((await answer.json()) as unknown[]).filter(isRoundComment).length;
}

describe('the comment round on a server whose create answers 200 instead of 201', () => {
  it('reports the status, takes the id from the body, and deletes the comment', async () => {
    const report = await runWith('comment created with 200');
    expect(findingsOf(report, 'comment round')).toEqual([
      'comment round 1/5: create | status | status 200 is not declared for this route (declared: 201, 400, 401, 404, 413, 415, 500, 503)',
    ]);
    expect(stepsOf(report, 'comment round').map((r) => r.outcome)).toEqual(['drift', 'ok', 'ok', 'ok', 'ok']);
    expect(await roundComments()).toBe(before);
  });

  it('takes the id from a nested { data: { id } }', async () => {
    const report = await runWith('comment created with 200, nested');
    expect(stepsOf(report, 'comment round').map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await roundComments()).toBe(before);
  });

  it('takes the id from the Location header when neither the body nor the list gives it', async () => {
    const report = await runWith(
      'comment created with 200, no body, a Location',
      'list hides the round comment',
    );
    expect(findingsOf(report, 'comment round')).toEqual([
      expect.stringMatching(/^comment round 1\/5: create \| status \| status 200 is not declared/),
      expect.stringMatching(
        /^comment round 2\/5: read back \| round \| the created comment \d+ is not in the course's list$/,
      ),
    ]);
    expect(stepsOf(report, 'comment round').map((r) => r.method)).toEqual([
      'POST',
      'GET',
      'PUT',
      'DELETE',
      'GET',
    ]);
    expect(await roundComments()).toBe(before);
  });

  it('finds the comment in the list by its text when the answer gives no id', async () => {
    const report = await runWith('comment created with 200, no body');
    expect(stepsOf(report, 'comment round').map((r) => `${r.method} ${String(r.status)}`)).toEqual([
      'POST 200',
      'GET 200',
      'PUT 200',
      'DELETE 200',
      'GET 200',
    ]);
    expect(await roundComments()).toBe(before);
  });

  it('with no id anywhere: says which comment it left and how to find it, and goes no further', async () => {
    const report = await runWith('comment created with 200, no body', 'list hides the round comment');
    const steps = stepsOf(report, 'comment round');
    const leftBehind = steps[0]?.findings.find((f) => f.message.startsWith('left behind'));
    expect(leftBehind?.message).toMatch(
      /^left behind: a comment on course 1: its id is in neither the create's answer \(id, data\.id, comment\.id, Location\) nor the course's list \(GET \/comments\/course\/1\); find the comment with text "contract-check [0-9a-f]+: temporary comment, deleted by the same run" on course 1 in the course's list \(GET \/comments\/course\/1\) and delete it \(DELETE \/comments\/<its id>\)$/,
    );
    expect(steps.slice(2).map((r) => `${r.outcome}: ${r.note ?? ''}`)).toEqual(
      Array<string>(3).fill("skipped: the comment's id is unknown: see the create step"),
    );
    expect(await roundComments()).toBe(before + 1);
    // The test cleans up what the round could not.
    const token = await tokenOf();
    await fetch(`${mock.url}/comments/${String(memory.createdId)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  });

  it('when the delete is refused and the comment stays listed: the drift, and the curl that removes it', async () => {
    const report = await runWith('comment delete refused, and still listed');
    const after = stepsOf(report, 'comment round')[4];
    expect(after?.findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^the deleted comment \d+ is still in the course's list$/),
      expect.stringMatching(
        /^left behind: the comment (\d+) on course 1; remove it with: curl -sS -i -X DELETE 'http:\/\/127\.0\.0\.1:\d+\/comments\/\1' -H 'accept: application\/json' -H "authorization: Bearer \$CONTRACT_CHECK_TOKEN"$/,
      ),
    ]);
    expect(report.exitCode).toBe(1);
  });
});

describe('the flows on a server whose read-backs disagree with the writes before them', () => {
  it('a removed favorite still listed', async () => {
    const report = await runWith('favorite still listed after removal');
    expect(findingsOf(report, 'favorite round')).toEqual([
      expect.stringMatching(
        /^favorite round 4\/4: read after remove \| round \| the removed course \d+ is still in the favorites$/,
      ),
      expect.stringMatching(
        /^favorite round 4\/4: read after remove \| round \| left behind: course \d+ in the favorites of user 1; remove it with: curl -sS -i -X DELETE .* --data-raw '\{"userId":1\}'$/,
      ),
    ]);
  });

  it('a second page that repeats the first', async () => {
    const report = await runWith('second page repeats the first');
    expect(findingsOf(report, 'pagination of GET /blog')).toEqual([
      expect.stringMatching(
        /^pagination of GET \/blog: page 2 of 3 \(limit 6\) \| round \| page 2 repeats 6 items of page 1: id \d+, id \d+, id \d+, id \d+, id \d+ and 1 more$/,
      ),
      'pagination of GET /blog: page 2 of 3 (limit 6) | round | the answer says page 1; page 2 was asked for',
      expect.stringMatching(
        /^pagination of GET \/blog: page 3 of 3 \(limit 6\) \| round \| 6 items of the whole list are on no page: /,
      ),
    ]);
    expect(report.exitCode).toBe(1);
  });

  it('a total that is not the number of items', async () => {
    const report = await runWith('total off by one');
    const totals = stepsOf(report, 'pagination of GET /blog').flatMap((r) =>
      r.findings.map((f) => `${f.path ?? ''} ${f.message}`),
    );
    expect(new Set(totals)).toEqual(new Set(['$.total total says 17; the whole list holds 16']));
    expect(totals).toHaveLength(4);
  });

  it('runs pagination without --allow-writes, and reports it there too', async () => {
    on.add('second page repeats the first');
    const from = drifting.hits.length;
    const report = await checkContract(options({ allowWrites: false, auth: { kind: 'none' } }));
    expect(findingsOf(report, 'pagination of GET /blog')).toHaveLength(3);
    expect(drifting.hits.slice(from).filter((hit) => !hit.startsWith('GET '))).toEqual([]);
  });
  it('a new account that cannot sign in after its email was verified', async () => {
    const report = await runWith('new account cannot sign in');
    expect(findingsOf(report, 'sign-up flow')).toEqual([
      'sign-up flow 5/5: sign in | round | the account just registered and verified cannot sign in (status 401 EMAIL_NOT_VERIFIED: Please verify your email)',
    ]);
    expect(report.results.find((r) => r.step === 'sign-in')?.outcome).toBe('ok');
  });

  it('a second registration of the same e-mail accepted', async () => {
    expect(findingsOf(await runWith('a second registration accepted'), 'sign-up flow')).toEqual([
      expect.stringMatching(
        /^sign-up flow 2\/5: register the same e-mail again \| round \| a second registration of contract-check\+[0-9a-f]+@example\.test was not refused as a conflict \(status 201: Registered\)$/,
      ),
    ]);
  });

  it('a second registration refused without the words the site reads', async () => {
    expect(findingsOf(await runWith('a conflict that does not name the e-mail'), 'sign-up flow')).toEqual([
      'sign-up flow 2/5: register the same e-mail again | round | the refusal does not name the e-mail as existing: the site shows its "email already exists" text only for a message holding both "email" and "exist"',
    ]);
  });

  it('a registration that mails no code', async () => {
    const report = await runWith('no verification mail');
    expect(findingsOf(report, 'sign-up flow')).toEqual([
      expect.stringMatching(
        /^sign-up flow 3\/5: verification code \| round \| no verification code was mailed to contract-check\+[0-9a-f]+@example\.test at the registration$/,
      ),
    ]);
    expect(
      stepsOf(report, 'sign-up flow')
        .slice(3)
        .map((r) => r.outcome),
    ).toEqual(['skipped', 'skipped']);
  });

  it('an enrolment that never shows in my courses', async () => {
    const report = await runWith('enrolment never in my courses');
    expect(findingsOf(report, 'enrolment flow')).toEqual([
      expect.stringMatching(
        /^enrolment flow 3\/3: my courses \| round \| the enrolment \d+ \(course \d+\) just made is not in my courses$/,
      ),
    ]);
  });
});

async function tokenOf(): Promise<string> {
  const answer = await fetch(`${mock.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LEARNER),
  });
  return ((await answer.json()) as { token: { access_token: string } }).token.access_token;
}
