import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Comment, CourseReceived } from '@formation/contract';

import { courseBySlug, firstCourseWithStatus, OPEN_COURSE } from '../../testing/commerce-fixtures';
import { injectAs, withLearners, type SignedIn, type TestApp } from '../../testing/test-app';

let app: TestApp;
let learner: SignedIn;
let learner2: SignedIn;
let courseId: number;

beforeAll(async () => {
  ({ app, learner, learner2 } = await withLearners());
  courseId = courseBySlug(app, OPEN_COURSE).id;
});

afterAll(async () => {
  await app.close();
});

const create = (signedIn: SignedIn | null, payload: unknown) =>
  injectAs(app, signedIn, { method: 'POST', url: '/comments', payload: payload as Record<string, unknown> });

const listOf = async (id: number) => {
  const res = await app.inject({ method: 'GET', url: `/comments/course/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json<Comment[]>();
};

const ratingOf = async (id: number) => {
  const res = await app.inject({ method: 'GET', url: `/courses/${id}` });
  const course = res.json<CourseReceived>();
  return { average: course.ratingAverage, count: course.ratingCount };
};

describe('GET /comments/course/:courseId', () => {
  it("answers a course's comments newest first, each with its author", async () => {
    const withComments = courseBySlug(app, 'pmp-preparation-certification').id;
    const comments = await listOf(withComments);
    for (const c of comments) {
      expect(c.courseId).toBe(withComments);
      expect(c.user.id).toBe(c.userId);
      expect(typeof c.user.fullName).toBe('string');
    }
    const dates = comments.map((c) => c.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers 404 for an unknown course and 400 for ids that are not positive integers', async () => {
    expect((await app.inject({ method: 'GET', url: '/comments/course/999999' })).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '0', '1.5']) {
      const res = await app.inject({ method: 'GET', url: `/comments/course/${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('POST /comments', () => {
  it('creates a comment (201), stored as plain text exactly as typed, and the rating follows', async () => {
    const before = await ratingOf(courseId);
    const content = `<script>alert("x")</script> & <b>gras</b> 'cité' — très bien`;
    const res = await create(learner, { courseId, content, rate: 5 });
    expect(res.statusCode).toBe(201);
    const comment = res.json<Comment>();
    expect(comment).toMatchObject({ courseId, content, rate: 5, userId: learner.userId });
    expect(comment.user.id).toBe(learner.userId);

    const list = await listOf(courseId);
    expect(list[0]?.id).toBe(comment.id);
    expect(list[0]?.content).toBe(content);

    const after = await ratingOf(courseId);
    const count = (before.count ?? 0) + 1;
    const mean = ((before.average ?? 0) * (before.count ?? 0) + 5) / count;
    expect(after.count).toBe(count);
    expect(after.average).toBeCloseTo(Math.round(mean * 100) / 100, 2);
  });

  it('refuses an anonymous or badly signed request (401)', async () => {
    const payload = { courseId, content: 'Bien', rate: 4 };
    expect((await create(null, payload)).statusCode).toBe(401);
    const bad = await create({ token: 'not.a.token', userId: learner.userId }, payload);
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers 404 for an unknown course and for a course that is not published', async () => {
    expect((await create(learner, { courseId: 999_999, content: 'x', rate: 3 })).statusCode).toBe(404);
    const draft = firstCourseWithStatus(app, 'DRAFT');
    expect((await create(learner, { courseId: draft.id, content: 'x', rate: 3 })).statusCode).toBe(404);
    const archived = firstCourseWithStatus(app, 'ARCHIVED');
    expect((await create(learner, { courseId: archived.id, content: 'x', rate: 3 })).statusCode).toBe(404);
  });

  it.each([
    ['missing content', { rate: 4 }],
    ['missing rate', { content: 'Bien' }],
    ['empty content', { content: '   ', rate: 4 }],
    ['rate above 5', { content: 'Bien', rate: 6 }],
    ['rate below 1', { content: 'Bien', rate: 0 }],
    ['rate not an integer', { content: 'Bien', rate: 4.5 }],
    ['rate as text', { content: 'Bien', rate: '4' }],
    ['content too long', { content: 'a'.repeat(2001), rate: 4 }],
  ])('answers 400 for %s', async (_label, fields) => {
    const res = await create(learner, { courseId, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await injectAs(app, learner, {
      method: 'POST',
      url: '/comments',
      headers: { 'content-type': 'application/json' },
      payload: '{"courseId": 1, "content": ',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT and DELETE /comments/:id', () => {
  let commentId: number;

  beforeAll(async () => {
    const res = await create(learner, { courseId, content: 'Première version', rate: 2 });
    commentId = res.json<Comment>().id;
  });

  it('lets the author edit (200) and only the author (403), with 404 for unknown ids', async () => {
    const edit = { content: 'Version corrigée', rate: 4 };
    const other = await injectAs(app, learner2, {
      method: 'PUT',
      url: `/comments/${commentId}`,
      payload: edit,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });

    const anonymous = await app.inject({ method: 'PUT', url: `/comments/${commentId}`, payload: edit });
    expect(anonymous.statusCode).toBe(401);

    const unknown = await injectAs(app, learner, { method: 'PUT', url: '/comments/999999', payload: edit });
    expect(unknown.statusCode).toBe(404);

    const badId = await injectAs(app, learner, { method: 'PUT', url: '/comments/-3', payload: edit });
    expect(badId.statusCode).toBe(400);

    const badBody = await injectAs(app, learner, {
      method: 'PUT',
      url: `/comments/${commentId}`,
      payload: { rate: 9 },
    });
    expect(badBody.statusCode).toBe(400);

    const own = await injectAs(app, learner, { method: 'PUT', url: `/comments/${commentId}`, payload: edit });
    expect(own.statusCode).toBe(200);
    expect(own.json<Comment>()).toMatchObject({ id: commentId, ...edit, userId: learner.userId });
    const listed = (await listOf(courseId)).find((c) => c.id === commentId);
    expect(listed).toMatchObject(edit);
  });

  it('lets only the author delete (200 {id, deleted: true}); the rating follows; then 404', async () => {
    const other = await injectAs(app, learner2, { method: 'DELETE', url: `/comments/${commentId}` });
    expect(other.statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/comments/${commentId}` })).statusCode).toBe(401);

    const before = await ratingOf(courseId);
    const own = await injectAs(app, learner, { method: 'DELETE', url: `/comments/${commentId}` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ id: commentId, deleted: true });
    expect((await ratingOf(courseId)).count).toBe((before.count ?? 0) - 1);
    expect((await listOf(courseId)).some((c) => c.id === commentId)).toBe(false);

    const again = await injectAs(app, learner, { method: 'DELETE', url: `/comments/${commentId}` });
    expect(again.statusCode).toBe(404);
  });
});
