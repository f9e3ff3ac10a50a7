import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Comment, CourseReceived } from '@formation/contract';
import { writeDataSetFolder } from '@formation/contract/data-set-folder';

import type { MockServer } from '../../fastify/fastify-app';
import { enrolledId } from '../../testing/commerce-fixtures';
import { buildTestApp, DEMO, injectAs, login } from '../../testing/test-app';

type Row = Record<string, unknown>;

const dirs: string[] = [];
let recording: Record<string, unknown>;
let app: MockServer;

/**
 * A folder as a recording of a backend would be: its catalogue, blog and comments, whose authors are
 * people without a password, e-mail or phone of theirs; no account, promo code or learner's data.
 */
async function recordingLike(): Promise<Record<string, unknown>> {
  const seeded = await buildTestApp();
  try {
    const files = (await seeded.inject({ method: 'GET', url: '/__mock/export' })).json<
      Record<string, Row[]>
    >();
    const comments = files['comments.json'] ?? [];
    const authors = new Set(comments.map((comment) => comment.userId));
    const people = (files['users.json'] ?? [])
      .filter((user) => authors.has(user.id))
      .map((user, n) => ({
        ...user,
        fullName: `Personne ${String(n + 1)}`,
        firstName: 'Personne',
        lastName: String(n + 1),
        email: `personne-${String(n + 1)}@recorded.invalid`,
        passwordHash: null,
        phoneNumber: '',
        address: '',
      }));
    const tables = {
      'users.json': people,
      'courses.json': files['courses.json'] ?? [],
      'articles.json': files['articles.json'] ?? [],
      'comments.json': comments,
    };
    const counts = Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
    const manifest = {
      ...(files['manifest.json'] as unknown as Row),
      source: 'https://api.example.tn',
      counts,
      seedAccounts: true,
    };
    return { 'manifest.json': manifest, ...tables };
  } finally {
    await seeded.close();
  }
}

beforeAll(async () => {
  recording = await recordingLike();
  const dir = mkdtempSync(join(tmpdir(), 'recording-'));
  dirs.push(dir);
  writeDataSetFolder(dir, recording);
  app = await buildTestApp({ MOCK_DATA_SET: dir });
});

afterAll(async () => {
  await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a data set without accounts of its own (a recording)', () => {
  it('shows its comments under the people it names, and takes the seed’s accounts beside them', async () => {
    const catalogue = (await app.inject({ method: 'GET', url: '/courses/AllCourses' })).json<
      CourseReceived[]
    >();
    const commented = catalogue.find((course) => (course.ratingCount ?? 0) > 0);
    if (commented === undefined) throw new Error('no commented course');
    const comments = (
      await app.inject({ method: 'GET', url: `/comments/course/${String(commented.id)}` })
    ).json<Comment[]>();
    expect(comments.length).toBeGreaterThan(0);
    expect(comments.map((comment) => comment.user.fullName.slice(0, 9))).toEqual(
      comments.map(() => 'Personne '),
    );

    // A recording holds no page of the site: the seed's come with its accounts.
    const index = (await app.inject({ method: 'GET', url: '/search/index' })).json<{ pages?: unknown[] }>();
    expect(index.pages?.length ?? 0).toBeGreaterThan(10);

    const learner = await login(app, 'learner');
    const profile = await injectAs(app, learner, {
      method: 'GET',
      url: `/users/profile/${String(learner.userId)}`,
    });
    expect(profile.json()).toMatchObject({ email: DEMO.learner.email });
  });

  it('stays stateful: a seeded learner enrolls in a recorded course, with a promo code of the seed', async () => {
    const learner = await login(app, 'learner');
    const catalogue = (await app.inject({ method: 'GET', url: '/courses/AllCourses' })).json<
      CourseReceived[]
    >();
    const open = catalogue.find(
      (course) =>
        course.status === 'PUBLISHED' && (course.enrolledCount ?? 0) < (course.maxParticipants ?? 0),
    );
    if (open === undefined) throw new Error('no course with a place');
    const enrollmentId = await enrolledId(app, learner, open.id);
    const verified = await injectAs(app, learner, {
      method: 'POST',
      url: '/coupon-usage/verify',
      payload: { code: 'BIENVENUE15', courseId: open.id, enrollmentId },
    });
    expect(verified.statusCode).toBe(200);
    const mine = await injectAs(app, learner, { method: 'GET', url: '/enrollments/me' });
    expect(mine.body).toContain(open.title);
  });

  it('refuses a user whose e-mail is a seed account’s, naming the file', async () => {
    const users = recording['users.json'] as Row[];
    const clash = {
      ...recording,
      'users.json': [{ ...users[0], email: DEMO.learner.email }, ...users.slice(1)],
    };
    const loaded = await app.inject({
      method: 'POST',
      url: '/__mock/data-set',
      headers: { 'x-mock-session': 'clash' },
      payload: clash,
    });
    expect(loaded.statusCode).toBe(400);
    expect(JSON.stringify(loaded.json())).toContain(
      "users.json: the seed's accounts cannot be added beside these users",
    );
  });

  it('gives its learner, a user without a password, the seed’s: they sign in and see their courses', async () => {
    const users = recording['users.json'] as Row[];
    const learner: Row = { ...users[0], email: 'learner@recording.invalid' };
    const course = (recording['courses.json'] as Row[])[0];
    const enrollment = {
      id: 900,
      userId: learner.id,
      courseId: course?.id,
      status: 'confirmed',
      fullName: learner.fullName,
      email: learner.email,
      appointmentTime: '2026-11-23T10:00:00.000Z',
      paymentMethod: 'onsite',
      paymentStatus: 'succeeded',
      promoCode: null,
      subtotal: 100,
      discount: 0,
      total: 100,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    const manifest = recording['manifest.json'] as Row;
    const withLearner = {
      ...recording,
      'manifest.json': {
        ...manifest,
        learner: learner.email,
        counts: { ...(manifest.counts as Row), 'enrollments.json': 1 },
      },
      'users.json': [learner, ...users.slice(1)],
      'enrollments.json': [enrollment],
    };
    const session = { 'x-mock-session': 'with-learner' };
    const load = (files: unknown) =>
      app.inject({ method: 'POST', url: '/__mock/data-set', headers: session, payload: files as object });
    expect((await load(withLearner)).statusCode).toBe(200);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: session,
      payload: { email: learner.email, password: DEMO.learner.password },
    });
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json<{ token: { access_token: string } }>().token.access_token;
    const mine = await app.inject({
      method: 'GET',
      url: '/enrollments/me',
      headers: { ...session, authorization: `Bearer ${token}` },
    });
    expect(mine.json<{ id: number; status: string }[]>()).toMatchObject([{ id: 900, status: 'confirmed' }]);

    // Only a user of the folder, and only beside the seed's accounts, whose password it takes.
    const stranger = { ...withLearner['manifest.json'], learner: 'nobody@recording.invalid' };
    const unknown = await load({ ...withLearner, 'manifest.json': stranger });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(
      'manifest.json: learner: no user of users.json has the e-mail nobody@recording.invalid',
    );
    const alone = { ...withLearner['manifest.json'], seedAccounts: false };
    const withoutSeed = await load({ ...withLearner, 'manifest.json': alone });
    expect(withoutSeed.statusCode).toBe(400);
    expect(withoutSeed.body).toContain('manifest.json: learner: only with seedAccounts');
  });
});
