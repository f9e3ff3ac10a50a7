import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { CourseReceivedSchema, ErrorBodySchema } from '@formation/contract';

import { buildContractTestApp, injectAs, login, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildContractTestApp();
});
afterAll(() => app.close());

const list = async (query = '?status=PUBLISHED') => {
  const res = await app.inject({ method: 'GET', url: `/courses/AllCourses${query}` });
  expect(res.statusCode).toBe(200);
  return z.array(CourseReceivedSchema).parse(res.json());
};

describe('GET /courses/AllCourses', () => {
  it('answers the published courses: 60+ of them, every one PUBLISHED', async () => {
    const courses = await list();
    expect(courses.length).toBeGreaterThanOrEqual(60);
    expect(courses.every((c) => c.status === 'PUBLISHED')).toBe(true);
  });

  it('answers drafts and archived courses only without the PUBLISHED filter', async () => {
    const all = await list('');
    const published = await list();
    expect(all.length).toBeGreaterThan(published.length);
  });

  it('has upcoming, past, full, last-seats and guaranteed sessions relative to the mock clock', async () => {
    const courses = await list();
    const today = '2026-11-22';
    expect(courses.some((c) => (c.nextSession ?? '') > today)).toBe(true);
    expect(courses.some((c) => (c.sessionDates ?? []).every((d) => d.startDate < today))).toBe(true);
    expect(courses.some((c) => c.maxParticipants === c.enrolledCount)).toBe(true);
    expect(
      courses.some((c) => (c.maxParticipants ?? 0) - (c.enrolledCount ?? 0) in { 1: 1, 2: 1, 3: 1 }),
    ).toBe(true);
    expect(courses.some((c) => c.isGuaranteed === true)).toBe(true);
  });

  it('reports each course rating as the mean of its comment rates', async () => {
    const courses = await list();
    const rated = courses.find((c) => (c.ratingCount ?? 0) > 1);
    expect(rated).toBeDefined();
    const res = await app.inject({ method: 'GET', url: `/comments/course/${String(rated?.id)}` });
    expect(res.statusCode).toBe(200);
    const rates = res.json<{ rate: number }[]>().map((c) => c.rate);
    expect(rated?.ratingCount).toBe(rates.length);
    expect(rated?.ratingAverage).toBeCloseTo(rates.reduce((a, b) => a + b, 0) / rates.length, 2);
  });

  it('refuses an unknown status with the one error body listing the field', async () => {
    const res = await app.inject({ method: 'GET', url: '/courses/AllCourses?status=SOLD' });
    expect(res.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details?.[0]?.path).toBe('query.status');
  });
});

describe('GET /courses/:id, /courses/slug/:slug, /courses/:id/related', () => {
  it('finds a course by id and by slug, identically', async () => {
    const [first] = await list();
    const byId = await app.inject({ method: 'GET', url: `/courses/${String(first?.id)}` });
    const bySlug = await app.inject({ method: 'GET', url: `/courses/slug/${String(first?.slug)}` });
    expect(byId.statusCode).toBe(200);
    expect(bySlug.body).toBe(byId.body);
  });

  it('lists summaries; the detail adds the tabs (programme, objectives, instructor…)', async () => {
    const [first] = await list();
    expect(first).not.toHaveProperty('programme');
    expect(first).not.toHaveProperty('instructor');
    const detail = CourseReceivedSchema.parse(
      (await app.inject({ method: 'GET', url: `/courses/slug/${String(first?.slug)}` })).json(),
    );
    expect(detail.programme?.length).toBeGreaterThanOrEqual(3);
    expect(detail.objectives?.length).toBeGreaterThanOrEqual(4);
    expect(detail.instructor?.name).toBe(first?.experiencedInstructors);
  });

  it('answers 404 in the one shape for unknown ids and slugs', async () => {
    for (const url of ['/courses/999999', '/courses/slug/nope-nope']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(res.json())).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Course not found',
      });
    }
  });

  it('answers 400 for ids that are not positive integers', async () => {
    for (const id of ['0', '-1', 'abc', '1.5', '9'.repeat(40)]) {
      const res = await app.inject({ method: 'GET', url: `/courses/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(ErrorBodySchema.parse(res.json()).details?.[0]?.path).toBe('params.id');
    }
  });

  it('suggests upcoming courses of the same domain first', async () => {
    const courses = await list();
    const course = courses.find((c) => courses.filter((o) => o.domain === c.domain).length > 3);
    const res = await app.inject({ method: 'GET', url: `/courses/${String(course?.id)}/related?limit=3` });
    const related = z.array(CourseReceivedSchema).parse(res.json());
    expect(related).toHaveLength(3);
    expect(related.every((r) => r.domain === course?.domain && r.id !== course?.id)).toBe(true);
  });
});

describe('validators of the public reads', () => {
  it('tag an anonymous read with an ETag, answer a match with an empty 304, and tag no signed-in read', async () => {
    const first = await app.inject({ method: 'GET', url: '/courses/AllCourses?status=PUBLISHED' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app.inject({
      method: 'GET',
      url: '/courses/AllCourses?status=PUBLISHED',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const learner = await login(app, 'learner');
    const signedIn = await injectAs(app, learner, {
      method: 'GET',
      url: '/courses/AllCourses?status=PUBLISHED',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBeUndefined();
  });
});
