import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  contract,
  ErrorBodySchema,
  SPEC_ARTICLE_FIELDS,
  SPEC_COURSE_FIELDS,
  SPEC_USER_FIELDS,
} from '@formation/contract';

import type { InjectOptions, MockServer } from '../fastify/fastify-app';
import { buildTestApp, DEMO } from '../testing/test-app';

const SPEC = { 'x-mock-profile': 'spec' };
const keysOf = (value: unknown) => Object.keys(value as object).sort();
const sorted = (keys: readonly string[]) => [...keys].sort();

interface SpecCourse {
  id: number;
  slug: string;
  image: string | null;
}

describe('the spec profile, chosen per request (x-mock-profile: spec)', () => {
  let app: MockServer;
  const get = (url: string, headers: Record<string, string> = SPEC) =>
    app.inject({ method: 'GET', url, headers });
  const send = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...SPEC, ...options.headers } });

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function signIn(): Promise<{ token: string; userId: number; reply: Record<string, unknown> }> {
    const res = await send({ method: 'POST', url: '/auth/login', payload: DEMO.learner });
    expect(res.statusCode).toBe(200);
    const reply = res.json<{ access_token: string; user: { id: number } }>();
    return {
      token: reply.access_token,
      userId: reply.user.id,
      reply: reply as unknown as Record<string, unknown>,
    };
  }

  it('answers courses with the 17 fields of product rules 3 only, still within the contract', async () => {
    const res = await get('/courses/AllCourses?status=PUBLISHED');
    const courses = res.json<SpecCourse[]>();
    expect(courses.length).toBeGreaterThan(50);
    for (const course of courses) expect(keysOf(course)).toEqual(sorted(SPEC_COURSE_FIELDS));
    expect(contract.courses.list.responses[200].safeParse(courses).success).toBe(true);

    const one = await get(`/courses/slug/${courses[0]?.slug ?? ''}`);
    expect(keysOf(one.json())).toEqual(sorted(SPEC_COURSE_FIELDS));
    const byId = await get(`/courses/${String(courses[0]?.id)}`);
    expect(keysOf(byId.json())).toEqual(sorted(SPEC_COURSE_FIELDS));
  });

  it('sends some course images empty and some as Windows paths under uploads\\, never null', async () => {
    const images = (await get('/courses/AllCourses?status=PUBLISHED'))
      .json<SpecCourse[]>()
      .map((c) => c.image);
    expect(images).not.toContain(null);
    expect(images.filter((image) => image === '').length).toBeGreaterThan(0);
    expect(images.filter((image) => image?.startsWith('uploads\\') === true).length).toBeGreaterThan(0);
  });

  it('answers the full profile as before to requests without the header', async () => {
    const course = (await get('/courses/AllCourses', {})).json<Record<string, unknown>[]>()[0];
    expect(course).toHaveProperty('ratingAverage');
    expect(course).toHaveProperty('sessionDates');
  });

  it('puts the token at the top of the sign-in reply as access_token, with the user of 11 fields', async () => {
    const { reply, token, userId } = await signIn();
    expect(keysOf(reply)).toEqual(['access_token', 'user']);
    expect(keysOf(reply.user)).toEqual(sorted(SPEC_USER_FIELDS));
    const profile = await send({
      method: 'GET',
      url: `/users/profile/${String(userId)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(keysOf(profile.json())).toEqual(sorted(SPEC_USER_FIELDS));
  });

  it('answers a registration with a message and the user, nothing of ours', async () => {
    const res = await send({
      method: 'POST',
      url: '/auth/register',
      payload: {
        fullName: 'Rim Gharbi',
        email: 'rim.gharbi@example.tn',
        phoneNumber: '+216 20 000 000',
        password: 'Motdepasse1',
      },
    });
    expect(res.statusCode).toBe(201);
    const reply = res.json<Record<string, unknown>>();
    expect(keysOf(reply).every((key) => key === 'message' || key === 'user')).toBe(true);
    expect(reply).not.toHaveProperty('resendAvailableAt');
  });

  it('answers the blog list under data, without page facts, and ignores category (product rules 7)', async () => {
    const all = (await get('/blog?limit=1000')).json<Record<string, unknown>>();
    expect(keysOf(all)).toEqual(['data']);
    const articles = all.data as Record<string, unknown>[];
    for (const article of articles) expect(keysOf(article)).toEqual(sorted(SPEC_ARTICLE_FIELDS));

    const full = (await get('/blog?limit=1000', {})).json<{ results: { category: string }[] }>();
    const category = full.results[0]?.category ?? '';
    const filteredFull = (await get(`/blog?limit=1000&category=${encodeURIComponent(category)}`, {})).json<{
      results: unknown[];
    }>();
    expect(filteredFull.results.length).toBeLessThan(full.results.length);
    const filteredSpec = (await get(`/blog?limit=1000&category=${encodeURIComponent(category)}`)).json<{
      data: unknown[];
    }>();
    expect(filteredSpec.data).toEqual(articles);

    const one = await get(`/blog/${String(articles[0]?.slug)}`);
    expect(keysOf(one.json())).toEqual(sorted(SPEC_ARTICLE_FIELDS));
  });

  it('cuts nested courses too (favorites) and our fields of other answers (has-payment)', async () => {
    const { token, userId } = await signIn();
    const headers = { authorization: `Bearer ${token}` };
    await send({ method: 'POST', url: '/favorites/1', headers, payload: { userId } });
    const favorites = await send({ method: 'GET', url: `/favorites/${String(userId)}`, headers });
    const entries = favorites.json<{ course: unknown }[]>();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(keysOf(entry.course)).toEqual(sorted(SPEC_COURSE_FIELDS));

    const has = await send({
      method: 'GET',
      url: `/payments/has-payment?userId=${String(userId)}&courseId=1`,
      headers,
    });
    expect(has.json()).toEqual({ hasPayment: expect.any(Boolean) as boolean });
  });

  it('keeps the one error shape, and refuses an unknown profile', async () => {
    const missing = await get('/courses/slug/nope');
    expect(missing.statusCode).toBe(404);
    expect(ErrorBodySchema.safeParse(missing.json()).success).toBe(true);

    const bad = await get('/courses/AllCourses', { 'x-mock-profile': 'real' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: [{ path: 'headers.x-mock-profile' }] });
  });

  it('works with the rest of the mock: private data sets, faults and the outbox', async () => {
    const session = { ...SPEC, 'x-mock-session': 'spec-profile-test' };
    const fault = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      headers: session,
      payload: { rules: [{ method: 'GET', path: '/courses/AllCourses', status: 503, times: 1 }] },
    });
    expect(fault.statusCode).toBe(200);
    expect((await get('/courses/AllCourses', session)).statusCode).toBe(503);
    expect((await get('/courses/AllCourses', session)).statusCode).toBe(200);

    await send({
      method: 'POST',
      url: '/auth/forgot-password',
      headers: session,
      payload: { email: DEMO.learner.email },
    });
    const outbox = await get(`/__mock/outbox?to=${DEMO.learner.email}`, session);
    expect(outbox.json<unknown[]>().length).toBe(1);
  });
});

describe('the spec profile, chosen at start (MOCK_PROFILE=spec)', () => {
  let app: MockServer;
  beforeAll(async () => {
    app = await buildTestApp({ MOCK_PROFILE: 'spec' });
  });
  afterAll(() => app.close());

  it('answers every request with the documented shapes, and a request may ask for the full profile', async () => {
    const spec = await app.inject({ method: 'GET', url: '/courses/AllCourses' });
    expect(keysOf(spec.json<unknown[]>()[0])).toEqual(sorted(SPEC_COURSE_FIELDS));
    // A second read is served from the read cache: it must be the same spec answer.
    const cached = await app.inject({ method: 'GET', url: '/courses/AllCourses' });
    expect(cached.body).toBe(spec.body);
    const full = await app.inject({
      method: 'GET',
      url: '/courses/AllCourses',
      headers: { 'x-mock-profile': 'full' },
    });
    expect(full.json<unknown[]>()[0]).toHaveProperty('sessionDates');
  });
});
