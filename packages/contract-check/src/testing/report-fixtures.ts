import { exitCodeOf, summarise, type Report, type RouteResult } from '../report-model';

/** One result of a run, an ok GET of the catalogue unless told otherwise. */
export const result = (overrides: Partial<RouteResult>): RouteResult => ({
  route: 'courses.list',
  method: 'GET',
  path: '/courses/AllCourses',
  step: null,
  url: 'http://127.0.0.1:3001/courses/AllCourses',
  status: 200,
  outcome: 'ok',
  note: null,
  durationMs: 12,
  curl: "curl -sS -i -X GET 'http://127.0.0.1:3001/courses/AllCourses' -H 'accept: application/json'",
  payload: '[{"id":1,"title":"PMP"}]',
  findings: [],
  notes: [],
  ...overrides,
});

/** A report of these results, its summary and exit code derived from them. */
export function reportOf(results: RouteResult[], overrides: Partial<Report> = {}): Report {
  const base = { reachable: true, timeBudgetExhausted: false, summary: summarise(results), ...overrides };
  return {
    formatVersion: 1,
    baseUrl: 'http://127.0.0.1:3001/',
    startedAt: '2026-11-22T00:00:00.000Z',
    durationMs: 1234,
    auth: 'password',
    userId: 1,
    writes: false,
    unreachableReason: null,
    refusedSamples: [],
    generated: null,
    ...base,
    exitCode: exitCodeOf(base),
    results,
  };
}

/** A catalogue course whose answer drifts: a price sent as text, and a field the contract lacks. */
export const driftingCourse = (overrides: Partial<RouteResult> = {}): RouteResult =>
  result({
    route: 'courses.bySlug',
    path: '/courses/slug/:slug',
    url: 'http://127.0.0.1:3001/courses/slug/pmp',
    outcome: 'drift',
    findings: [
      {
        kind: 'wrong-type',
        path: '$.originalPrice',
        message: 'expected number, got string',
        seen: '"1190.5"',
      },
      { kind: 'extra', path: '$.x', message: 'not in the contract', seen: '1' },
    ],
    ...overrides,
  });

/** A route not called: no answer gave an id for its parameter. */
export const skippedForNoSample = (overrides: Partial<RouteResult> = {}): RouteResult =>
  result({
    route: 'payments.byId',
    path: '/payments/:id',
    url: null,
    status: null,
    outcome: 'skipped',
    note: 'no sample for :id',
    ...overrides,
  });
