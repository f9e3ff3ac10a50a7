import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contract, listRoutes } from '@formation/contract';

import type { InjectOptions } from '../fastify/fastify-app';
import { casesFor, type SweepCase } from '../hardening/request-cases';
import { hintsFor, makeLearnerRecords, seedHints, type SeedHints } from '../hardening/seed-hints';
import { buildFetchTestApp } from '../testing/fetch-test-app';
import { buildTestApp, DEMO, testEnv, type TestApp, type TestResponse } from '../testing/test-app';

/**
 * The two adapters side by side, on the same seed and clock: Fastify on better-sqlite3 (the server)
 * and the fetch adapter on sql.js (the in-page mock). Every route of the contract gets the sweep's
 * generated cases (valid, then mutated), sent to both in the same order, with and without a token;
 * both must answer the same status and the same body. The contract-level tests also run on both
 * (vitest project `fetch-adapter`).
 */
const CASES_PER_ROUTE = 20;
const SEED = 20_261_126;

let server: TestApp;
let inPage: TestApp;
let hints: SeedHints;
let compared = 0;

/** Every UTF-16 unit within Latin-1: what a header value may hold in fetch. */
const isLatin1 = (text: string) =>
  Array.from({ length: text.length }, (_, i) => text.charCodeAt(i)).every((c) => c <= 0xff);

/** One secret for both: the same seed, clock and secret sign the same tokens. */
const ENV = { AUTH_SECRET: 'adapter-parity-secret' };

beforeAll(async () => {
  [server, inPage] = await Promise.all([buildTestApp(ENV), buildFetchTestApp(testEnv(ENV))]);
  hints = seedHints(server.ctx.store.db);
});

afterAll(async () => {
  await Promise.all([server.close(), inPage.close()]);
  console.log(`adapter parity: ${String(compared)} requests answered alike by both adapters`);
});

/**
 * A stored photo's name has random bytes in it (private data sets share one uploads folder, so their
 * names must never collide): the one part of an answer that differs by design.
 */
const PHOTO_NAME = /avatars\/(\d+)-[0-9a-f]{16}/g;

/** What must be equal: the status, the body (as JSON when it is JSON) and its media type. */
function comparable(res: TestResponse) {
  const type = String(res.headers['content-type'] ?? '').split(';')[0] ?? '';
  const text = res.body.replace(PHOTO_NAME, 'avatars/$1-(random)');
  let body: unknown = text;
  if (type === 'application/json') body = JSON.parse(text) as unknown;
  return { status: res.statusCode, type: res.body === '' ? '' : type, body };
}

async function signIn(app: TestApp, dataSet: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: DEMO.learner,
    headers: { 'x-mock-session': dataSet },
  });
  return res.json<{ token: { access_token: string } }>().token.access_token;
}

function optionsOf(c: SweepCase, dataSet: string, authorization: string | undefined): InjectOptions {
  const headers: Record<string, string> = { 'x-mock-session': dataSet, ...c.headers };
  if (authorization !== undefined && headers.authorization === undefined)
    headers.authorization = authorization;
  return {
    method: c.method,
    url: c.url,
    headers,
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  };
}

/** A stable seed per route, as in the sweep. */
function seedOf(key: string): number {
  let hash = SEED;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash | 0;
}

describe('both adapters answer alike', () => {
  for (const entry of listRoutes(contract)) {
    it(`${entry.method} ${entry.path} (${entry.key})`, async () => {
      const dataSet = `parity.${entry.key}`;
      const [token, sameToken] = await Promise.all([signIn(server, dataSet), signIn(inPage, dataSet)]);
      expect(sameToken, 'the same seed, clock and secret sign the same token').toBe(token);
      const records = await makeLearnerRecords(server, dataSet, token, hints);
      await makeLearnerRecords(inPage, dataSet, token, hints);
      const cases = fc.sample(casesFor(entry, hintsFor(entry, hints, records)), {
        seed: seedOf(entry.key),
        numRuns: CASES_PER_ROUTE,
      });
      // A browser cannot send a header value beyond Latin-1 (fetch refuses it): such cases reach
      // only the server.
      for (const c of cases.filter((one) => Object.values(one.headers).every(isLatin1))) {
        for (const authorization of [undefined, `Bearer ${token}`]) {
          const options = optionsOf(c, dataSet, authorization);
          const [a, b] = [await server.inject(options), await inPage.inject(options)];
          expect(comparable(b), `${c.method} ${c.url} (${c.label})`).toEqual(comparable(a));
          compared += 1;
        }
      }
    });
  }
});
