import { describe, expect, it } from 'vitest';

import { renderJson, ReportJsonSchema } from './report-json';
import { exitCodeOf, summarise, type RouteResult } from './report-model';
import { renderTable } from './report-table';
import { checkStrict } from './strict-schema';
import { driftingCourse, reportOf, result, skippedForNoSample } from './testing/report-fixtures';

const results: RouteResult[] = [
  result({}),
  driftingCourse(),
  result({
    route: 'blog.bySlug',
    path: '/blog/:slug',
    status: 404,
    note: 'declared 404: the success shape was not checked',
  }),
  skippedForNoSample(),
  result({
    route: 'users.update',
    method: 'PATCH',
    path: '/users/:id',
    url: null,
    status: null,
    outcome: 'skipped',
    note: 'write: needs --allow-writes (a sandbox only)',
  }),
  result({
    route: 'users.updateWithPhoto',
    method: 'PATCH',
    path: '/users/:id',
    url: null,
    status: null,
    outcome: 'skipped',
    note: 'write: needs --allow-writes (a sandbox only)',
  }),
];

describe('renderTable', () => {
  it('prints a header, one row per call, findings under their route, writes not called grouped, a verdict', () => {
    expect(renderTable(reportOf(results))).toBe(
      [
        'contract-check  http://127.0.0.1:3001/  signed in (password, user 1)  writes: off  1.2 s',
        '',
        'ROUTE                    STATUS  RESULT',
        'GET /courses/AllCourses  200     ok',
        'GET /courses/slug/:slug  200     drift: 2 findings',
        '      http://127.0.0.1:3001/courses/slug/pmp',
        '      $.originalPrice  wrong type: expected number, got string  seen: "1190.5"',
        '      $.x              extra field: not in the contract  seen: 1',
        'GET /blog/:slug          404     ok (declared 404: the success shape was not checked)',
        'GET /payments/:id        -       skipped (no sample for :id)',
        '',
        'Not called: write: needs --allow-writes (a sandbox only)',
        '  PATCH /users/:id (users.update), PATCH /users/:id (users.updateWithPhoto)',
        '',
        '6 results: 2 ok, 1 drift, 0 error, 3 skipped; 2 findings',
        'exit 1: the server and the contract disagree, or a check could not be made',
        '',
      ].join('\n'),
    );
  });

  it('names a flow none of whose steps ran once under its reason, and lists the steps of a flow that ran', () => {
    const step = (route: string, method: string, path: string, label: string, note: string | null) =>
      result({
        route,
        method,
        path,
        step: label,
        ...(note === null ? {} : { url: null, status: null, outcome: 'skipped' as const, note }),
      });
    const needsWrites = 'write: needs --allow-writes (a sandbox only)';
    const table = renderTable(
      reportOf([
        step('comments.create', 'POST', '/comments', 'comment round 1/2: create', needsWrites),
        step(
          'comments.listForCourse',
          'GET',
          '/comments/course/:courseId',
          'comment round 2/2: read back',
          needsWrites,
        ),
        step('auth.register', 'POST', '/auth/register', 'sign-up flow 1/2: register', null),
        step(
          'auth.verifyEmail',
          'POST',
          '/auth/verify-email',
          'sign-up flow 2/2: verify',
          'no verification code',
        ),
        step(
          'blog.list',
          'GET',
          '/blog',
          'pagination of GET /blog: pages',
          '1 item: nothing to page through',
        ),
      ]),
    );
    expect(table).toContain(
      ['', 'Not called: write: needs --allow-writes (a sandbox only)', '  comment round (2 steps)', ''].join(
        '\n',
      ),
    );
    expect(table).toMatch(/^POST \/auth\/register \[sign-up flow 1\/2: register\] +200 +ok$/m);
    expect(table).toMatch(
      /^POST \/auth\/verify-email \[sign-up flow 2\/2: verify\] +- +skipped \(no verification code\)$/m,
    );
    expect(table).toMatch(
      /^GET \/blog \[pagination of GET \/blog: pages\] +- +skipped \(1 item: nothing to page through\)$/m,
    );
    expect(table).not.toContain('comment round 1/2');
  });

  it('says when the server could not be reached, when time ran out, and which samples were refused', () => {
    const unreachable = renderTable(reportOf([], { reachable: false, unreachableReason: 'ECONNREFUSED' }));
    expect(unreachable).toMatch(
      /Server unreachable: ECONNREFUSED\nexit 2: the server could not be reached\n$/,
    );
    const late = renderTable(
      reportOf([result({})], {
        timeBudgetExhausted: true,
        refusedSamples: ['article: slug "//x" is an absolute URL'],
      }),
    );
    expect(late).toContain('sample refused: article: slug "//x" is an absolute URL');
    expect(late).toContain('The time budget (--max-time-ms) ran out');
    expect(late).toMatch(/exit 1: /);
  });
});

describe('notes: fields of ours the server left out', () => {
  const note = {
    kind: 'fallback' as const,
    path: '$[*].sessionDates',
    message: 'a field of ours, absent: the site then shows one session on nextSession, else startingdate',
    seen: '(absent)',
  };

  it('leave the result ok and the exit 0, and are printed under the route with the fallback', () => {
    const report = reportOf([result({ notes: [note] })]);
    expect(report.summary).toMatchObject({ ok: 1, drift: 0, findings: 0, notes: 1 });
    expect(report.exitCode).toBe(0);
    const table = renderTable(report);
    expect(table).toMatch(/^GET \/courses\/AllCourses +200 +ok, 1 note$/m);
    expect(table).toContain(
      '$[*].sessionDates  note, ours absent: a field of ours, absent: the site then shows one session on nextSession',
    );
    expect(table).toContain(
      '1 note: fields of ours the server left out; the real backend may, and the site falls back',
    );
    expect(table).toMatch(/exit 0: no drift\n$/);
  });

  it('are counted apart from the findings of a drifting answer', () => {
    const drift = {
      kind: 'missing' as const,
      path: '$[0].title',
      message: 'expected string',
      seen: '(absent)',
    };
    const report = reportOf([result({ outcome: 'drift', findings: [drift], notes: [note] })]);
    expect(report.summary).toMatchObject({ drift: 1, findings: 1, notes: 1 });
    expect(renderTable(report)).toMatch(/drift: 1 finding, 1 note$/m);
  });
});

describe('renderJson', () => {
  it('prints the report in the documented shape', () => {
    const json: unknown = JSON.parse(renderJson(reportOf(results)));
    expect(checkStrict(ReportJsonSchema, json)).toEqual([]);
    expect(json).toMatchObject({
      exitCode: 1,
      summary: { results: 6, ok: 2, drift: 1, skipped: 3, findings: 2, notes: 0 },
    });
  });
});

describe('exitCodeOf', () => {
  it('is 2 when unreachable, 1 on drift, error or an exhausted budget, else 0', () => {
    const summary = summarise([result({})]);
    expect(exitCodeOf({ reachable: false, timeBudgetExhausted: false, summary })).toBe(2);
    expect(exitCodeOf({ reachable: true, timeBudgetExhausted: true, summary })).toBe(1);
    expect(
      exitCodeOf({
        reachable: true,
        timeBudgetExhausted: false,
        summary: summarise([result({ outcome: 'error' })]),
      }),
    ).toBe(1);
    expect(
      exitCodeOf({
        reachable: true,
        timeBudgetExhausted: false,
        summary: summarise([result({ outcome: 'skipped' })]),
      }),
    ).toBe(0);
    expect(exitCodeOf({ reachable: true, timeBudgetExhausted: false, summary })).toBe(0);
  });
});
