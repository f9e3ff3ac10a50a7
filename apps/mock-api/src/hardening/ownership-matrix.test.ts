// Who may read or write a learner's data. One row per route of the contract that
// reads or writes a user's data (a user id or a user-owned id in its path, query or body, or the
// caller's own data); each row is called by the owner, another learner and an anonymous caller.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contract, listRoutes, type ErrorCode } from '@formation/contract';

import { operationsOf } from '../core/pipeline/route-table';
import type { InjectOptions } from '../fastify/fastify-app';
import { API_FEATURES, MOCK_FEATURES } from '../features';
import { multipartBody, onePixelPng, type Part } from '../testing/multipart-body';
import { buildContractTestApp, DEMO, type TestApp, type TestResponse } from '../testing/test-app';
import { CALLERS, openDataSet, type Caller, type DataSet } from './data-set';
import { expectErrorShape } from './error-shape';
import {
  enrollmentForm,
  makeOwnerData,
  openOnlinePayment,
  ownerSnapshot,
  RETURN_URL,
  type OwnerData,
} from './owner-data';

const ROUTES = new Map(listRoutes(contract).map((r) => [r.key, r]));
/** The public reads, as "METHOD /path", by their own facts. */
const PUBLIC_READS = new Set(
  operationsOf([...API_FEATURES, ...MOCK_FEATURES])
    .filter((o) => o.facts.shows !== undefined)
    .map((o) => `${o.method} ${o.pattern}`),
);

interface Call {
  params?: Record<string, number | string>;
  query?: Record<string, number | string>;
  body?: object;
  multipart?: Part[];
}

type Expected = Record<Caller, number>;

interface Row {
  /** The contract's key of the route (method and path come from the contract). */
  route: string;
  expected: Expected;
  call: (o: OwnerData, d: DataSet, who: Caller) => Call | Promise<Call>;
  /** The error code of the refusals, when it is the usual one. */
  codes?: Partial<Record<Caller, ErrorCode>>;
  /** A write: the owner's own call must change the owner's data (proves the read-back can see it). */
  write?: boolean;
  /** Mock admin surface: no user auth by design; its own writes are the point, so no read-back. */
  admin?: true;
  /** Further checks of an answer. */
  check?: (res: TestResponse, who: Caller, o: OwnerData, d: DataSet) => void;
}

/** The rule of every user-owned route: the owner succeeds, another learner 403, nobody signed in 401. */
const OWNER_ONLY = (ok: number): Expected => ({ owner: ok, other: 403, anonymous: 401 });
/** Routes on the caller's own data (no id to point elsewhere): any signed-in learner, for themselves. */
const SIGNED_IN = (ok: number): Expected => ({ owner: ok, other: ok, anonymous: 401 });
const ANYONE = (ok: number): Expected => ({ owner: ok, other: ok, anonymous: ok });
const STANDARD_CODES = { other: 'FORBIDDEN', anonymous: 'UNAUTHENTICATED' } as const;

const authorIs = (res: TestResponse, who: Caller, d: DataSet) => {
  if (who === 'anonymous') return;
  expect(res.json<{ userId: number }>().userId).toBe(who === 'owner' ? d.owner.userId : d.other.userId);
};

const ROWS: Row[] = [
  {
    route: 'users.profile',
    expected: OWNER_ONLY(200),
    codes: STANDARD_CODES,
    call: (_o, d) => ({ params: { id: d.owner.userId } }),
  },
  {
    route: 'users.update',
    expected: OWNER_ONLY(200),
    codes: STANDARD_CODES,
    write: true,
    call: (_o, d) => ({ params: { id: d.owner.userId }, body: { city: 'Sfax', position: 'Chef de projet' } }),
  },
  {
    route: 'users.updateWithPhoto',
    expected: OWNER_ONLY(200),
    codes: STANDARD_CODES,
    write: true,
    call: (_o, d) => ({
      params: { id: d.owner.userId },
      multipart: [
        { name: 'photo', content: onePixelPng(), filename: 'moi.png', contentType: 'image/png' },
        { name: 'data', content: JSON.stringify({ city: 'Sousse' }) },
      ],
    }),
  },
  {
    // Karim's password is Amira's too (DEMO): only the ownership check can refuse him.
    route: 'users.changePassword',
    expected: OWNER_ONLY(200),
    codes: STANDARD_CODES,
    write: true,
    call: (_o, d) => ({
      params: { id: d.owner.userId },
      body: { currentPassword: DEMO.learner.password, newPassword: 'Nouveau-Mot-De-Passe-2026' },
    }),
  },
  {
    route: 'favorites.add',
    expected: OWNER_ONLY(201),
    codes: STANDARD_CODES,
    write: true,
    call: (o, d) => ({ params: { courseId: o.freeCourseId }, body: { userId: d.owner.userId } }),
  },
  {
    route: 'favorites.remove',
    expected: OWNER_ONLY(200),
    codes: STANDARD_CODES,
    write: true,
    call: (o, d) => ({ params: { courseId: o.favoriteCourseId }, body: { userId: d.owner.userId } }),
  },
  {
    route: 'favorites.listForUser',
    expected: OWNER_ONLY(200),
    codes: STANDARD_CODES,
    call: (_o, d) => ({ params: { userId: d.owner.userId } }),
  },
  {
    // No user id to send: the author is whoever the token says, never someone else.
    route: 'comments.create',
    expected: SIGNED_IN(201),
    codes: STANDARD_CODES,
    write: true,
    call: (o) => ({
      body: { courseId: o.enrolledCourseId, content: 'Très utile pour la certification.', rate: 4 },
    }),
    check: (res, who, _o, d) => {
      authorIs(res, who, d);
    },
  },
  {
    route: 'comments.update',
    expected: OWNER_ONLY(200),
    codes: STANDARD_CODES,
    write: true,
    call: (o) => ({ params: { id: o.commentId }, body: { content: 'Contenu remplacé', rate: 1 } }),
  },
  {
    route: 'comments.remove',
    expected: OWNER_ONLY(200),
    codes: STANDARD_CODES,
    write: true,
    call: (o) => ({ params: { id: o.commentId } }),
  },
  {
    // The form names the owner, but the enrollment belongs to whoever the token says.
    route: 'enrollments.create',
    expected: SIGNED_IN(201),
    codes: STANDARD_CODES,
    write: true,
    call: (o) => ({ body: enrollmentForm(o.freeCourseId) }),
    check: (res, who, _o, d) => {
      authorIs(res, who, d);
    },
  },
  {
    route: 'enrollments.mine',
    expected: SIGNED_IN(200),
    codes: STANDARD_CODES,
    call: () => ({}),
    check: (res, who, o) => {
      if (who === 'anonymous') return;
      const ids = res.json<{ id: number }[]>().map((e) => e.id);
      expect(ids.includes(o.enrollmentId)).toBe(who === 'owner');
    },
  },
  {
    route: 'enrollments.connectionUser',
    expected: OWNER_ONLY(201),
    codes: STANDARD_CODES,
    write: true,
    call: (o, d) => ({
      body: {
        fullName: 'Amira Ben Salah',
        email: o.ownerEmail,
        appointmentTime: '2026-11-24T14:30:00+01:00',
        courseId: o.enrolledCourseId,
        userId: d.owner.userId,
        enrollmentId: o.enrollmentId,
      },
    }),
  },
  {
    route: 'payments.hasPayment',
    expected: OWNER_ONLY(200),
    codes: STANDARD_CODES,
    call: (o, d) => ({ query: { userId: d.owner.userId, courseId: o.enrolledCourseId } }),
  },
  {
    route: 'payments.onsite',
    expected: OWNER_ONLY(201),
    codes: STANDARD_CODES,
    write: true,
    call: (o) => ({ body: { enrollmentId: o.enrollmentId } }),
  },
  {
    route: 'payments.online',
    expected: OWNER_ONLY(201),
    codes: STANDARD_CODES,
    write: true,
    call: (o) => ({ body: { enrollmentId: o.enrollmentId, returnUrl: RETURN_URL } }),
  },
  {
    route: 'payments.byId',
    expected: OWNER_ONLY(200),
    codes: STANDARD_CODES,
    call: (o) => ({ params: { id: o.paymentId } }),
  },
  {
    // A quote holds no user data, but the route is for signed-in learners.
    route: 'coupons.verify',
    expected: SIGNED_IN(200),
    codes: STANDARD_CODES,
    call: (o) => ({ body: { code: 'BIENVENUE15', courseId: o.enrolledCourseId } }),
  },
  {
    route: 'coupons.apply',
    expected: OWNER_ONLY(201),
    codes: STANDARD_CODES,
    write: true,
    call: (o) => ({
      body: { code: 'BIENVENUE15', courseId: o.enrolledCourseId, enrollmentId: o.enrollmentId },
    }),
  },
  // The mock's admin surface (off with MOCK_ADMIN=false) is QA's and the providers' stand-ins: it does
  // not look at the caller, by design. The rows pin that down, so a change is a decision, not a slip.
  {
    route: 'mock.outbox',
    expected: ANYONE(200),
    admin: true,
    call: (o) => ({ query: { to: o.ownerEmail } }),
  },
  // The whole data set, accounts' e-mails and hashes included: the admin key's holders alone beyond loopback.
  // An empty folder is refused alike whoever sends it: the load never looks at the caller either.
  {
    route: 'mock.loadDataSet',
    expected: ANYONE(400),
    admin: true,
    call: () => ({ body: {} }),
  },
  {
    route: 'mock.exportDataSet',
    expected: ANYONE(200),
    admin: true,
    call: () => ({}),
  },
  {
    route: 'mock.setEnrollmentStatus',
    expected: ANYONE(200),
    admin: true,
    call: (o) => ({ params: { id: o.enrollmentId }, body: { status: 'pending' } }),
  },
  {
    route: 'mock.checkoutPage',
    expected: ANYONE(200),
    admin: true,
    call: (o) => ({ params: { id: o.paymentId } }),
  },
  {
    // Each caller settles a payment of its own (a failed one leaves the enrollment payable again).
    route: 'mock.completeCheckout',
    expected: ANYONE(200),
    admin: true,
    call: async (o, d) => ({ params: { id: await openOnlinePayment(d, o) }, body: { outcome: 'fail' } }),
  },
];

/**
 * The other routes, and why none of them reads or writes a given user's data. A public read says so
 * beside its handler (its facts' `shows`: its answer is kept for every visitor) and is not listed.
 */
const NOT_USER_DATA: Record<string, string> = {
  'auth.login': 'credential in, token out: no user id',
  'auth.register': 'creates an account: no user id',
  'auth.checkGoogleUser': 'provider token proves the identity: no user id',
  'auth.googleSignIn': 'provider token proves the identity: no user id',
  'auth.googleSignUp': 'provider token proves the identity: no user id',
  'auth.verifyEmail': 'the mailed code proves the address: no user id',
  'auth.resendCode': 'mails the address itself: no user id',
  'auth.forgotPassword': 'mails the address itself, same answer for any email: no user id',
  'auth.resetPassword': 'the mailed token proves the account: no user id',
  'newsletter.subscribe': 'an email in, no account',
  'contact.send': 'a message in, no account',
  'mock.health': 'liveness',
  'mock.state': 'admin: scenario and clock',
  'mock.reset': 'admin: the whole data set',
  'mock.scenario': 'admin: the whole data set',
  'mock.dropSession': 'admin: the whole data set',
  'mock.getClock': 'admin: the clock',
  'mock.setClock': 'admin: the clock',
  'mock.getFaults': 'admin: fault rules',
  'mock.setFaults': 'admin: fault rules',
  'mock.clearFaults': 'admin: fault rules',
  'mock.coverage': 'admin: status counts',
  'mock.providerScript': "identity-provider stand-in: the provider's script",
  'mock.providerToken': "identity-provider stand-in: the provider's own test accounts",
  'mock.providerUserInfo': "identity-provider stand-in: the provider's own test accounts",
};

function toInject(route: string, call: Call): InjectOptions {
  const entry = ROUTES.get(route);
  if (entry === undefined) throw new Error(`${route} is no route of the contract`);
  const url = entry.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query =
    call.query === undefined
      ? ''
      : `?${new URLSearchParams(Object.fromEntries(Object.entries(call.query).map(([k, v]) => [k, String(v)]))).toString()}`;
  const method = entry.method;
  if (call.multipart !== undefined) {
    const { payload, headers } = multipartBody(call.multipart);
    return { method, url: url + query, payload, headers };
  }
  return { method, url: url + query, ...(call.body === undefined ? {} : { payload: call.body }) };
}

let app: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'mock-api-ownership-'));
  app = await buildContractTestApp({ UPLOADS_DIR: uploadsDir });
  console.log(
    `ownership matrix: ${ROWS.length} routes × ${CALLERS.length} callers = ${ROWS.length * CALLERS.length} calls`,
  );
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('ownership matrix', () => {
  it('classifies every route of the contract: in the matrix, or holding no user data', () => {
    const inMatrix = ROWS.map((r) => r.route);
    expect(new Set(inMatrix).size).toBe(inMatrix.length);
    expect(inMatrix.filter((key) => key in NOT_USER_DATA)).toEqual([]);
    const publicReads = [...ROUTES.values()]
      .filter((r) => PUBLIC_READS.has(`${r.method} ${r.path}`))
      .map((r) => r.key);
    expect(inMatrix.filter((key) => publicReads.includes(key))).toEqual([]);
    expect(publicReads.filter((key) => key in NOT_USER_DATA)).toEqual([]);
    expect([...inMatrix, ...Object.keys(NOT_USER_DATA), ...publicReads].sort()).toEqual(
      [...ROUTES.keys()].sort(),
    );
  });

  it.each(ROWS.map((row) => [row.route, row] as const))('%s', async (route, row) => {
    const d = await openDataSet(app, `ownership-${route}`);
    const o = await makeOwnerData(d);
    for (const who of CALLERS) {
      const before = row.admin === true ? null : await ownerSnapshot(d, o);
      const res = await d.as(who, toInject(route, await row.call(o, d, who)));
      const expected = row.expected[who];
      expect(res.statusCode, `${route} as ${who}: ${res.body.slice(0, 300)}`).toBe(expected);
      if (expected >= 400) expectErrorShape(res, expected, row.codes?.[who]);
      row.check?.(res, who, o, d);
      if (before === null) continue;
      const after = await ownerSnapshot(d, o);
      // Nobody but the owner changes the owner's data; the owner's own write shows in the read-back.
      if (who === 'owner' && row.write === true) expect(after).not.toEqual(before);
      else expect(after, `${route} as ${who} changed the owner's data`).toEqual(before);
    }
  });
});
