import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_FEATURES, MOCK_FEATURES } from '../../features';
import { newAccount, post } from '../../testing/account-fixtures';
import { courseBySlug, enrolledId, OPEN_COURSE } from '../../testing/commerce-fixtures';
import { DEMO, injectAs, withLearners, type SignedIn, type TestApp } from '../../testing/test-app';
import { createRouteTable, operationsOf } from './route-table';

/**
 * Reads stay correct after every kind of write: each public read, kept, answers what the same read
 * answers unkept (asked in the start profile by name, which is never kept). A write that changes
 * more than its route's facts say (`changes`) fails here.
 */
let app: TestApp;
let learner: SignedIn;
let course: { id: number; slug: string };
/** A course no write of this file touches: its own answers stay kept (same ETag) across the comments on `course`. */
let other: { id: number; slug: string };
const ARTICLE = 'reussir-examen-pmp-conseils-formateurs';

beforeAll(async () => {
  ({ app, learner } = await withLearners());
  course = courseBySlug(app, OPEN_COURSE);
  other = courseBySlug(app, 'pmp-preparation-certification');
});
afterAll(() => app.close());

/** The reads about one course only. */
const ownReads = ({ id, slug }: { id: number; slug: string }) => [
  `/courses/slug/${slug}`,
  `/courses/${String(id)}`,
  `/comments/course/${String(id)}`,
];

const reads = () => [
  '/courses/AllCourses?status=PUBLISHED',
  `/courses/slug/${course.slug}`,
  `/courses/${String(course.id)}`,
  `/courses/${String(course.id)}/related`,
  `/comments/course/${String(course.id)}`,
  ...ownReads(other),
  '/blog',
  `/blog/${ARTICLE}`,
  `/blog/slug/${ARTICLE}`,
  '/search/index',
];

/** Every public read, kept (twice: the first may compute it) and unkept, must say the same. */
async function expectReadsFresh(after: string, headers: Record<string, string> = {}): Promise<void> {
  for (const url of reads()) {
    await app.inject({ method: 'GET', url, headers });
    const kept = await app.inject({ method: 'GET', url, headers });
    const fresh = await app.inject({ method: 'GET', url, headers: { ...headers, 'x-mock-profile': 'full' } });
    expect(kept.statusCode, `${url} after ${after}`).toBe(200);
    expect(kept.headers.etag, `${url} is kept`).toBeDefined();
    expect(kept.body, `${url} after ${after}`).toBe(fresh.body);
  }
}

const as = (method: string, url: string, payload?: object) =>
  injectAs(app, learner, { method, url, ...(payload === undefined ? {} : { payload }) });

describe('kept public reads after each kind of write', () => {
  it('reads say what they show, writes what they change, and this test reads every public read', () => {
    const operations = operationsOf([...API_FEATURES, ...MOCK_FEATURES]);
    for (const { method, pattern, facts } of operations) {
      if (facts.shows !== undefined) expect(method, pattern).toBe('GET');
      if (facts.changes !== undefined) expect(method, pattern).not.toBe('GET');
    }
    const table = createRouteTable(operations);
    const read = reads().map((url) => table.match('GET', url.split('?')[0] ?? url)?.operation.pattern);
    const shown = operations.filter((o) => o.facts.shows !== undefined).map((o) => o.pattern);
    expect(new Set(read)).toEqual(new Set(shown));
  });

  it('answers fresh after sign-in, sign-up, the newsletter and the contact form', async () => {
    await expectReadsFresh('nothing');
    expect(
      (await post(app, '/auth/login', { email: 'amira.bensalah@example.tn', password: 'Apprenant2026!' }))
        .statusCode,
    ).toBe(200);
    await expectReadsFresh('a sign-in');
    const registered = await post(app, '/auth/register', newAccount('lecteur.frais@example.tn'));
    expect(registered.statusCode).toBe(201);
    await expectReadsFresh('a sign-up');
    expect((await post(app, '/newsletter', { email: 'abonne.frais@example.tn' })).statusCode).toBe(201);
    expect(
      (
        await post(app, '/contact', {
          role: 'individual',
          name: 'Visiteur',
          email: 'visiteur@example.tn',
          subject: 'Une question',
          message: 'Bonjour, une question sur les sessions.',
          category: 'other',
        })
      ).statusCode,
    ).toBe(201);
    await expectReadsFresh('the newsletter and the contact form');
  });

  it('answers fresh after a comment is written, edited, its author renamed, and it is deleted', async () => {
    await expectReadsFresh('nothing');
    const tagsOf = async (urls: readonly string[]) =>
      Promise.all(urls.map(async (url) => (await app.inject({ method: 'GET', url })).headers.etag));
    const othersBefore = await tagsOf(ownReads(other));
    const coursesBefore = await tagsOf(ownReads(course));
    const created = await as('POST', '/comments', { courseId: course.id, content: 'Très utile.', rate: 2 });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    // A comment drops its own course's answers and the lists; another course's are still the kept ones.
    expect(await tagsOf(ownReads(other))).toEqual(othersBefore);
    const coursesAfter = await tagsOf(ownReads(course));
    coursesAfter.forEach((tag, n) => {
      expect(tag, ownReads(course)[n]).not.toBe(coursesBefore[n]);
    });
    await expectReadsFresh('a new comment');
    expect(
      (await as('PUT', `/comments/${String(id)}`, { content: 'Très utile, vraiment.', rate: 5 })).statusCode,
    ).toBe(200);
    await expectReadsFresh('an edited comment');
    expect(
      (await as('PATCH', `/users/${String(learner.userId)}`, { fullName: 'Amira B. S.' })).statusCode,
    ).toBe(200);
    await expectReadsFresh("the author's new name");
    expect((await as('DELETE', `/comments/${String(id)}`)).statusCode).toBe(200);
    await expectReadsFresh('a deleted comment');
  });

  it('answers fresh after a favorite, an enrollment, a coupon and a payment', async () => {
    expect((await as('POST', `/favorites/${String(course.id)}`, { userId: learner.userId })).statusCode).toBe(
      201,
    );
    expect(
      (await as('DELETE', `/favorites/${String(course.id)}`, { userId: learner.userId })).statusCode,
    ).toBe(200);
    await expectReadsFresh('a favorite added and removed');
    const enrollmentId = await enrolledId(app, learner, course.id, { paymentMethod: 'onsite' });
    await expectReadsFresh('an enrollment');
    expect(
      (await as('POST', '/coupon-usage/verify', { code: 'BIENVENUE15', courseId: course.id })).statusCode,
    ).toBe(200);
    expect(
      (await as('POST', '/coupon-usage/apply', { code: 'BIENVENUE15', courseId: course.id, enrollmentId }))
        .statusCode,
    ).toBe(201);
    await expectReadsFresh('a coupon');
    expect((await as('POST', '/payments/onsite', { enrollmentId })).statusCode).toBe(201);
    await expectReadsFresh('a payment on site');
  });

  it('answers fresh in a private data set after its own comment, and the shared one is left as it was', async () => {
    const mine = { 'x-mock-session': 'fresh-reads' };
    await expectReadsFresh('nothing', mine);
    const shared = (await app.inject({ method: 'GET', url: '/courses/AllCourses?status=PUBLISHED' })).body;
    const signedIn = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: mine,
      payload: DEMO.learner,
    });
    const token = signedIn.json<{ token: { access_token: string } }>().token.access_token;
    const created = await app.inject({
      method: 'POST',
      url: '/comments',
      headers: { ...mine, authorization: `Bearer ${token}` },
      payload: { courseId: course.id, content: 'Dans mon jeu de données.', rate: 1 },
    });
    expect(created.statusCode).toBe(201);
    await expectReadsFresh('a comment in a private data set', mine);
    expect((await app.inject({ method: 'GET', url: '/courses/AllCourses?status=PUBLISHED' })).body).toBe(
      shared,
    );
    await expectReadsFresh('a comment in another data set');
  });

  it("answers fresh after QA's levers: fault rules set and cleared, then a reset", async () => {
    const rules = [{ method: 'GET', path: '/blog', status: 503, times: 1 }];
    expect((await post(app, '/__mock/faults', { rules })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/__mock/faults' })).statusCode).toBe(200);
    await expectReadsFresh('fault rules');
    expect((await post(app, '/__mock/reset', {})).statusCode).toBe(200);
    await expectReadsFresh('a reset');
  });
});
