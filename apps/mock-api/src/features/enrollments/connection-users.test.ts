import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  courseBySlug,
  enrolledId,
  firstCourseWithStatus,
  OPEN_COURSE,
} from '../../testing/commerce-fixtures';
import { injectAs, TEST_NOW, withLearners, type SignedIn, type TestApp } from '../../testing/test-app';

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

const contact = (extra: Record<string, unknown> = {}) => ({
  fullName: 'Karim Jaziri',
  email: 'Karim.Jaziri@Example.tn',
  appointmentTime: '2026-11-24T14:30:00+01:00',
  courseId,
  ...extra,
});

const post = (signedIn: SignedIn | null, payload: Record<string, unknown>) =>
  injectAs(app, signedIn, { method: 'POST', url: '/connection-users', payload });

describe('POST /connection-users', () => {
  it('records an anonymous contact (201) with a follow-up 24 hours later', async () => {
    const res = await post(null, contact());
    expect(res.statusCode).toBe(201);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      fullName: 'Karim Jaziri',
      email: 'karim.jaziri@example.tn',
      courseId,
      createdAt: TEST_NOW,
      followUpBy: '2026-11-23T00:00:00.000Z',
    });
    expect(body).not.toHaveProperty('userId');
    expect(body).not.toHaveProperty('enrollmentId');
  });

  it("records a signed-in learner's contact with their own ids", async () => {
    const enrollmentId = await enrolledId(app, learner, courseId);
    const res = await post(learner, contact({ userId: learner.userId, enrollmentId }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: learner.userId, enrollmentId });
    const implicit = await post(learner, contact());
    expect(implicit.json()).toMatchObject({ userId: learner.userId });
  });

  it("refuses someone else's user id or enrollment (403), and ids without a token (401)", async () => {
    const enrollmentId = await enrolledId(app, learner2, courseBySlug(app, 'capm-certification').id);
    expect((await post(learner2, contact({ userId: learner.userId }))).statusCode).toBe(403);
    const theirs = await post(
      learner,
      contact({ enrollmentId, courseId: courseBySlug(app, 'capm-certification').id }),
    );
    expect(theirs.statusCode).toBe(403);
    expect((await post(null, contact({ userId: learner.userId }))).statusCode).toBe(401);
    expect((await post(null, contact({ enrollmentId }))).statusCode).toBe(401);
    expect((await post({ token: 'bad', userId: 1 }, contact())).statusCode).toBe(401);
  });

  it('answers 404 for an unknown course or enrollment, 400 for bad input', async () => {
    expect((await post(null, contact({ courseId: 999_999 }))).statusCode).toBe(404);
    expect((await post(null, contact({ courseId: firstCourseWithStatus(app, 'DRAFT').id }))).statusCode).toBe(
      404,
    );
    expect((await post(learner, contact({ enrollmentId: 999_999 }))).statusCode).toBe(404);
    expect((await post(null, contact({ email: 'nope' }))).statusCode).toBe(400);
    expect((await post(null, contact({ fullName: '' }))).statusCode).toBe(400);
    expect((await post(null, contact({ appointmentTime: 'lundi' }))).statusCode).toBe(400);
    expect((await post(null, contact({ courseId: '3' }))).statusCode).toBe(400);
    expect((await post(null, contact({ userId: 0 }))).statusCode).toBe(400);
  });
});
