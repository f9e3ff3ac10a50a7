import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contract, DATA_SET_ID_PATTERN, listRoutes, type RouteEntry } from '@formation/contract';
import { POLLUTION_MARKER } from '@formation/zod-arbitraries';

import { signToken } from '../auth/tokens';
import type { InjectOptions, MockServer } from '../fastify/fastify-app';
import { buildTestApp, DEMO } from '../testing/test-app';
import { problemsOf, type Answer } from './answer-check';
import {
  CASE_FAMILIES,
  casesFor,
  DATA_SET_VALUES,
  describeCase,
  type CaseFamily,
  type SweepCase,
} from './request-cases';
import { hintsFor, makeLearnerRecords, seedHints, type SeedHints } from './seed-hints';

/**
 * Every route of the contract, fed generated inputs (valid, then mutated), with and
 * without a token. Every answer is a declared 2xx matching its schema or a declared 4xx in the one
 * error shape; never a 5xx, an undeclared status, or a trace of the implementation.
 *
 * Reproduce one route's failure with the seed and path fast-check prints (`fc.check(…, { seed, path })`).
 */
const SEED = 20_261_122;
const RUNS = 90;
/**
 * Routes whose valid inputs hash or verify a password (argon2id, about 40 ms each) or seed a whole data
 * set get fewer cases; every other route gets RUNS.
 */
const FEWER_RUNS: Readonly<Record<string, number>> = {
  'auth.login': 45,
  'auth.register': 45,
  'auth.resetPassword': 45,
  'users.changePassword': 45,
  'mock.reset': 45,
  'mock.scenario': 45,
};
/** One case in this many is also sent with a garbage and an expired token. */
const BAD_TOKEN_EVERY = 8;

const routes = listRoutes(contract);
const byPattern = new Map<string, RouteEntry[]>();
for (const entry of routes) {
  const key = `${entry.method} ${entry.path}`;
  byPattern.set(key, [...(byPattern.get(key) ?? []), entry]);
}

/** A stable seed per route: adding a route does not change the cases of the others. */
function seedOf(key: string): number {
  let hash = SEED;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash | 0;
}

interface Row {
  route: string;
  cases: number;
  requests: number;
  /** Answers by class: how many cases reached the route's success path, and how many were refused. */
  ok: number;
  refused: number;
  families: Record<CaseFamily, number>;
}
const rows: Row[] = [];

let app: MockServer;
let hints: SeedHints;
/** The contract route pattern that answered each request (undefined: none did). */
const answeredBy = new WeakMap<IncomingMessage, string | undefined>();
const prototypeKeysBefore = {
  object: Object.getOwnPropertyNames(Object.prototype).sort(),
  array: Object.getOwnPropertyNames(Array.prototype).sort(),
  function: Object.getOwnPropertyNames(Function.prototype).sort(),
};

beforeAll(async () => {
  app = await buildTestApp();
  app.addHook('onSend', async (request, _reply, payload) => {
    answeredBy.set(request.raw, request.routeOptions.url);
    return payload;
  });
  await app.ready();
  // Every private data set is a copy of the same seed: its ids are the shared data set's ids.
  hints = seedHints(app.ctx.store.db);
});

afterAll(async () => {
  await app.close();
  if (rows.length === 0) return;
  const header = ['route', 'cases', 'requests', '2xx', '4xx', ...CASE_FAMILIES];
  const lines = rows.map((r) => [
    r.route,
    r.cases,
    r.requests,
    r.ok,
    r.refused,
    ...CASE_FAMILIES.map((f) => r.families[f]),
  ]);
  const total = (i: number) => lines.reduce((sum, line) => sum + Number(line[i]), 0);
  lines.push(['total', ...header.slice(1).map((_h, i) => total(i + 1))]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => String(line[i]).length)));
  const format = (cells: (string | number)[]) =>
    cells
      .map((cell, i) =>
        i === 0 ? String(cell).padEnd(widths[i] ?? 0) : String(cell).padStart(widths[i] ?? 0),
      )
      .join('  ');
  console.log(
    [`contract sweep (seed ${SEED}): generated cases per route`, format(header), ...lines.map(format)].join(
      '\n',
    ),
  );
});

async function signIn(dataSet: string): Promise<{ token: string; expired: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: DEMO.learner,
    headers: { 'x-mock-session': dataSet },
  });
  const body = res.json<{ user: { id: number }; token: { access_token: string } }>();
  const { clock, generation } = app.ctx.store;
  const longAgo = new Date(clock.now().getTime() - 30 * 24 * 3600 * 1000);
  const expired = signToken(
    { userId: body.user.id, generation, tokenVersion: 0 },
    longAgo,
    3600,
    app.ctx.config.AUTH_SECRET,
  );
  return { token: body.token.access_token, expired };
}

async function send(
  c: SweepCase,
  dataSet: string,
  authorization: string | undefined,
): Promise<Answer & { raw: IncomingMessage }> {
  const headers: Record<string, string> = { 'x-mock-session': dataSet, ...c.headers };
  if (authorization !== undefined && headers.authorization === undefined)
    headers.authorization = authorization;
  const options: InjectOptions = { method: c.method, url: c.url, headers };
  if (c.payload !== undefined) options.payload = c.payload;
  const res = await app.inject(options);
  return { statusCode: res.statusCode, headers: res.headers, body: res.body, raw: res.raw.req };
}

/** The contract routes that answered: the route's own, another one (a raw path), or none. */
function routesOf(entry: RouteEntry, c: SweepCase, raw: IncomingMessage): readonly RouteEntry[] | null {
  if (!answeredBy.has(raw)) {
    // No hook ran (a URL the router refused outright): the route aimed at, unless the path was raw.
    return c.rawPath ? null : [entry];
  }
  const pattern = answeredBy.get(raw);
  return pattern === undefined ? null : (byPattern.get(`${c.method} ${pattern}`) ?? null);
}

describe('contract sweep: generated bad inputs on every route', () => {
  for (const entry of routes) {
    it(`${entry.method} ${entry.path} (${entry.key})`, async () => {
      const dataSet = `sweep.${entry.key}`;
      const tokens = await signIn(dataSet);
      const records = await makeLearnerRecords(app, dataSet, tokens.token, hints);
      const row: Row = {
        route: entry.key,
        cases: 0,
        requests: 0,
        ok: 0,
        refused: 0,
        families: Object.fromEntries(CASE_FAMILIES.map((f) => [f, 0])) as Record<CaseFamily, number>,
      };
      const property = fc.asyncProperty(casesFor(entry, hintsFor(entry, hints, records)), async (c) => {
        row.cases += 1;
        row.families[c.family] += 1;
        const variants: (string | undefined)[] = [undefined, `Bearer ${tokens.token}`];
        if (row.cases % BAD_TOKEN_EVERY === 0) {
          variants.push(
            `Bearer ${tokens.expired}`,
            'Bearer garbage.garbage.garbage',
            `Basic ${'x'.repeat(5000)}`,
          );
        }
        const problems: string[] = [];
        for (const authorization of variants) {
          row.requests += 1;
          const answer = await send(c, dataSet, authorization);
          if (answer.statusCode < 300) row.ok += 1;
          else row.refused += 1;
          const found = problemsOf(answer, routesOf(entry, c, answer.raw));
          const who = authorization === undefined ? 'no token' : authorization.slice(0, 14);
          problems.push(...found.map((p) => `${who}: ${p}`));
        }
        if (problems.length > 0) throw new Error(`${describeCase(c)}\n${problems.join('\n')}`);
      });
      const details = await fc.check(property, {
        seed: seedOf(entry.key),
        numRuns: FEWER_RUNS[entry.key] ?? RUNS,
        // Shrinking replays requests against a data set that earlier cases changed: report as found.
        endOnFailure: true,
      });
      rows.push(row);
      // The route's data set goes, and so do those of the odd data set ids that are valid (`__proto__`):
      // shared by every route's cases, they would carry one route's writes and faults to the next.
      for (const id of [dataSet, ...DATA_SET_VALUES.filter((v) => DATA_SET_ID_PATTERN.test(v))]) {
        await app.inject({ method: 'DELETE', url: '/__mock/session', headers: { 'x-mock-session': id } });
      }
      if (details.failed) {
        const cause = details.errorInstance instanceof Error ? details.errorInstance.message : '';
        throw new Error(`${entry.key}: ${fc.defaultReportMessage(details) ?? ''}\n${cause}`);
      }
    });
  }

  it('left Object.prototype, Array.prototype and Function.prototype untouched', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeysBefore.object);
    expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(prototypeKeysBefore.array);
    expect(Object.getOwnPropertyNames(Function.prototype).sort()).toEqual(prototypeKeysBefore.function);
    expect(POLLUTION_MARKER in {}).toBe(false);
  });
});
