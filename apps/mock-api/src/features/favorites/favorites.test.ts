import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Favorite } from '@formation/contract';

import { courseBySlug, firstCourseWithStatus, patchCourse } from '../../testing/commerce-fixtures';
import { buildContractTestApp, injectAs, login, type SignedIn, type TestApp } from '../../testing/test-app';

let app: TestApp;
let learner: SignedIn;
let learner2: SignedIn;

beforeAll(async () => {
  app = await buildContractTestApp();
  learner = await login(app, 'learner');
  learner2 = await login(app, 'learner2');
});

afterAll(async () => {
  await app.close();
});

const add = (signedIn: SignedIn | null, courseId: number | string, userId: unknown) =>
  injectAs(app, signedIn, { method: 'POST', url: `/favorites/${courseId}`, payload: { userId } });
const remove = (signedIn: SignedIn | null, courseId: number | string, userId: unknown) =>
  injectAs(app, signedIn, { method: 'DELETE', url: `/favorites/${courseId}`, payload: { userId } });
const list = (signedIn: SignedIn | null, userId: number | string) =>
  injectAs(app, signedIn, { method: 'GET', url: `/favorites/${userId}` });

describe('favorites', () => {
  it('adds a course (201), keeps one when added twice (200, same entry), with its course', async () => {
    const course = courseBySlug(app, 'devops-foundation');
    const first = await add(learner, course.id, learner.userId);
    expect(first.statusCode).toBe(201);
    const entry = first.json<Favorite>();
    expect(entry).toMatchObject({ userId: learner.userId, courseId: course.id });
    expect(entry.course).toMatchObject({ id: course.id, slug: course.slug, status: 'PUBLISHED' });

    const second = await add(learner, course.id, learner.userId);
    expect(second.statusCode).toBe(200);
    expect(second.json<Favorite>().id).toBe(entry.id);

    const entries = (await list(learner, learner.userId)).json<Favorite[]>();
    expect(entries.filter((e) => e.courseId === course.id)).toHaveLength(1);
  });

  it('keeps one entry when many adds race (one 201, the rest 200)', async () => {
    const course = courseBySlug(app, 'capm-certification');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => add(learner, course.id, learner.userId)),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect(new Set(answers.map((r) => r.json<Favorite>().id)).size).toBe(1);
  });

  it('lists newest first and keeps only PUBLISHED courses', async () => {
    const a = courseBySlug(app, 'prince2-foundation');
    const b = courseBySlug(app, 'itil-4-foundation');
    expect((await add(learner2, a.id, learner2.userId)).statusCode).toBe(201);
    expect((await add(learner2, b.id, learner2.userId)).statusCode).toBe(201);
    let entries = (await list(learner2, learner2.userId)).json<Favorite[]>();
    expect(entries.map((e) => e.courseId).slice(0, 2)).toEqual([b.id, a.id]);
    for (const e of entries) expect(e.course.id).toBe(e.courseId);

    patchCourse(app, b.id, { status: 'ARCHIVED' });
    try {
      entries = (await list(learner2, learner2.userId)).json<Favorite[]>();
      expect(entries.map((e) => e.courseId)).not.toContain(b.id);
      expect(entries.map((e) => e.courseId)).toContain(a.id);
    } finally {
      patchCourse(app, b.id, { status: 'PUBLISHED' });
    }
  });

  it('answers 404 for unknown, DRAFT and ARCHIVED courses, 400 for bad ids and bodies', async () => {
    expect((await add(learner, 999_999, learner.userId)).statusCode).toBe(404);
    expect((await add(learner, firstCourseWithStatus(app, 'DRAFT').id, learner.userId)).statusCode).toBe(404);
    expect((await add(learner, firstCourseWithStatus(app, 'ARCHIVED').id, learner.userId)).statusCode).toBe(
      404,
    );
    expect((await add(learner, 'abc', learner.userId)).statusCode).toBe(400);
    expect((await add(learner, '-2', learner.userId)).statusCode).toBe(400);
    expect((await add(learner, '2.5', learner.userId)).statusCode).toBe(400);
    // Product rules 7: userId is an integer.
    expect((await add(learner, 1, String(learner.userId))).statusCode).toBe(400);
    const noBody = await injectAs(app, learner, { method: 'POST', url: '/favorites/1' });
    expect(noBody.statusCode).toBe(400);
    const malformed = await injectAs(app, learner, {
      method: 'POST',
      url: '/favorites/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"userId":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('removes a favorite (200), then 404 when it is not there; 404 for an unknown course', async () => {
    const course = courseBySlug(app, 'leading-safe-agilist');
    expect((await add(learner, course.id, learner.userId)).statusCode).toBe(201);
    const removed = await remove(learner, course.id, learner.userId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ userId: learner.userId, courseId: course.id, removed: true });
    expect((await remove(learner, course.id, learner.userId)).statusCode).toBe(404);
    expect((await remove(learner, 999_999, learner.userId)).statusCode).toBe(404);
    const entries = (await list(learner, learner.userId)).json<Favorite[]>();
    expect(entries.map((e) => e.courseId)).not.toContain(course.id);
  });

  it("refuses another user's favorites (403) and anonymous or badly signed calls (401)", async () => {
    const course = courseBySlug(app, 'devops-foundation');
    expect((await list(learner2, learner.userId)).statusCode).toBe(403);
    expect((await add(learner2, course.id, learner.userId)).statusCode).toBe(403);
    expect((await remove(learner2, course.id, learner.userId)).statusCode).toBe(403);
    expect((await list(null, learner.userId)).statusCode).toBe(401);
    expect((await add(null, course.id, learner.userId)).statusCode).toBe(401);
    expect((await remove(null, course.id, learner.userId)).statusCode).toBe(401);
    const bad = { token: 'garbage', userId: learner.userId };
    expect((await list(bad, learner.userId)).statusCode).toBe(401);
    // learner's favorite is still there.
    const entries = (await list(learner, learner.userId)).json<Favorite[]>();
    expect(entries.map((e) => e.courseId)).toContain(course.id);
  });
});
