import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Article, CourseReceived } from '@formation/contract';
import { writeDataSetFolder } from '@formation/contract/data-set-folder';

import type { MockServer } from '../../fastify/fastify-app';
import { enrolledId } from '../../testing/commerce-fixtures';
import { buildTestApp, DEMO, injectAs, login, type TestApp } from '../../testing/test-app';

let seeded: MockServer;
let loaded: MockServer;
const dirs: string[] = [];

/** The files with one table's rows replaced, the manifest counting them. */
function withRows(files: Record<string, unknown>, file: string, rows: unknown[]): Record<string, unknown> {
  const manifest = files['manifest.json'] as { counts: Record<string, number> };
  return {
    ...files,
    'manifest.json': { ...manifest, counts: { ...manifest.counts, [file]: rows.length } },
    [file]: rows,
  };
}

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'data-set-'));
  dirs.push(dir);
  return dir;
}

async function exported(
  app: TestApp,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const answer = await app.inject({ method: 'GET', url: '/__mock/export', headers });
  expect(answer.statusCode).toBe(200);
  return answer.json<Record<string, unknown>>();
}

/** Every read of the site, anonymous and signed in, as the answers' bytes. */
async function everyRead(app: TestApp): Promise<Map<string, string>> {
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).body;
  const reads = new Map<string, string>();
  const catalogue = await get('/courses/AllCourses');
  reads.set('/courses/AllCourses', catalogue);
  for (const course of JSON.parse(catalogue) as CourseReceived[]) {
    for (const url of [
      `/courses/slug/${course.slug}`,
      `/courses/${String(course.id)}`,
      `/courses/${String(course.id)}/related`,
      `/comments/course/${String(course.id)}`,
    ]) {
      reads.set(url, await get(url));
    }
  }
  const blog = await get('/blog?limit=50');
  reads.set('/blog?limit=50', blog);
  for (const article of (JSON.parse(blog) as { results: Article[] }).results) {
    reads.set(`/blog/slug/${article.slug}`, await get(`/blog/slug/${article.slug}`));
  }
  reads.set('/search/index', await get('/search/index'));
  const learner = await login(app, 'learner');
  for (const url of [
    '/enrollments/me',
    `/favorites/${String(learner.userId)}`,
    `/users/profile/${String(learner.userId)}`,
  ]) {
    reads.set(url, (await injectAs(app, learner, { method: 'GET', url })).body);
  }
  return reads;
}

beforeAll(async () => {
  seeded = await buildTestApp();
  const dir = folder();
  writeDataSetFolder(dir, await exported(seeded));
  loaded = await buildTestApp({ MOCK_DATA_SET: dir });
});

afterAll(async () => {
  await Promise.all([seeded.close(), loaded.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a data set exported and loaded (GET /__mock/export, MOCK_DATA_SET)', () => {
  it('answers every read byte for byte as the mock it came from', async () => {
    const before = await everyRead(seeded);
    expect(before.size).toBeGreaterThan(300);
    const after = await everyRead(loaded);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [url, body] of before) expect(after.get(url), url).toBe(body);
  });

  it('exports what it holds: a learner’s enrollment made before the export is in the data set', async () => {
    const source = await buildTestApp();
    try {
      const learner = await login(source, 'learner');
      const catalogue = (await source.inject({ method: 'GET', url: '/courses/AllCourses' })).json<
        CourseReceived[]
      >();
      const course = catalogue.find((c) => (c.enrolledCount ?? 0) < (c.maxParticipants ?? 0));
      if (course === undefined) throw new Error('no course with a place');
      await enrolledId(source, learner, course.id);
      const dir = folder();
      writeDataSetFolder(dir, await exported(source));
      const copy = await buildTestApp({ MOCK_DATA_SET: dir });
      try {
        const mine = await injectAs(copy, await login(copy, 'learner'), {
          method: 'GET',
          url: '/enrollments/me',
        });
        expect(mine.body).toContain(course.title);
      } finally {
        await copy.close();
      }
    } finally {
      await source.close();
    }
  });

  it('stays stateful: a learner enrolls, a reset and a private data set start from the data set again', async () => {
    const dir = folder();
    const files = await exported(seeded);
    const rows = files['courses.json'] as Record<string, number | string>[];
    const first = rows.find(
      (c) => c.status === 'PUBLISHED' && Number(c.enrolledCount) < Number(c.maxParticipants),
    );
    if (first === undefined) throw new Error('no course with a place');
    // A data set that differs from the seed, so what the mock shows comes from the folder.
    const renamed = rows.map((c) => (c === first ? { ...c, title: 'Formation enregistrée' } : c));
    writeDataSetFolder(dir, { ...files, 'courses.json': renamed });
    const app = await buildTestApp({ MOCK_DATA_SET: dir });
    try {
      const title = async (headers: Record<string, string> = {}) =>
        (
          await app.inject({ method: 'GET', url: `/courses/${String(first.id)}`, headers })
        ).json<CourseReceived>();
      expect((await title()).title).toBe('Formation enregistrée');
      expect((await title({ 'x-mock-session': 'qa-1' })).title).toBe('Formation enregistrée');

      const learner = await login(app, 'learner');
      await enrolledId(app, learner, Number(first.id));
      const places = (await title()).enrolledCount ?? 0;
      expect(places).toBe(Number(first.enrolledCount) + 1);

      expect((await app.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(200);
      expect((await title()).enrolledCount).toBe(first.enrolledCount);
      expect((await title()).title).toBe('Formation enregistrée');
    } finally {
      await app.close();
    }
  });

  it('a restart on the same data set keeps what was written; on another, starts on that one', async () => {
    const dir = folder();
    const files = await exported(seeded);
    writeDataSetFolder(dir, files);
    const env = { MOCK_DATA_SET: dir, DATABASE_FILE: join(folder(), 'mock.db') };
    const rows = files['courses.json'] as Record<string, number | string>[];
    const open = rows.find(
      (c) => c.status === 'PUBLISHED' && Number(c.enrolledCount) < Number(c.maxParticipants),
    );
    if (open === undefined) throw new Error('no course with a place');
    const places = async (app: TestApp) =>
      (await app.inject({ method: 'GET', url: `/courses/${String(open.id)}` })).json<CourseReceived>()
        .enrolledCount;

    const first = await buildTestApp(env);
    await enrolledId(first, await login(first, 'learner'), Number(open.id));
    await first.close();
    const again = await buildTestApp(env);
    expect(await places(again)).toBe(Number(open.enrolledCount) + 1);
    await again.close();

    writeDataSetFolder(dir, {
      ...files,
      'courses.json': rows.map((c) => (c === open ? { ...c, enrolledCount: 0 } : c)),
    });
    const other = await buildTestApp(env);
    expect(await places(other)).toBe(0);
    await other.close();
  });

  it('starts its clock at the data set’s time without MOCK_NOW, private data sets too', async () => {
    const dir = folder();
    const files = await exported(seeded);
    const manifest = { ...(files['manifest.json'] as object), takenAt: '2026-03-01T08:30:00.000Z' };
    writeDataSetFolder(dir, { ...files, 'manifest.json': manifest });
    // No MOCK_NOW: the data set's time, running on.
    const app = await buildTestApp({ MOCK_DATA_SET: dir, MOCK_NOW: undefined as unknown as string });
    try {
      for (const headers of [{}, { 'x-mock-session': 'qa-clock' }]) {
        const state = (await app.inject({ method: 'GET', url: '/__mock/state', headers })).json<{
          now: string;
        }>();
        expect(Date.parse(state.now) - Date.parse('2026-03-01T08:30:00.000Z')).toBeGreaterThanOrEqual(0);
        expect(Date.parse(state.now) - Date.parse('2026-03-01T08:30:00.000Z')).toBeLessThan(60_000);
      }
    } finally {
      await app.close();
    }
  });

  it('after a restart, runs on from where its clock had got to, never back to the data set’s time', async () => {
    const dir = folder();
    const files = await exported(seeded);
    const manifest = { ...(files['manifest.json'] as object), takenAt: '2026-03-01T08:30:00.000Z' };
    writeDataSetFolder(dir, { ...files, 'manifest.json': manifest });
    const env = {
      MOCK_DATA_SET: dir,
      DATABASE_FILE: join(folder(), 'mock.db'),
      MOCK_NOW: undefined as unknown as string,
    };
    const now = async (app: TestApp) =>
      (await app.inject({ method: 'GET', url: '/__mock/state' })).json<{ now: string }>().now.slice(0, 13);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00.000Z') });
    try {
      const first = await buildTestApp(env);
      expect(await now(first)).toBe('2026-03-01T08');
      await first.close();
      vi.setSystemTime(new Date('2030-01-02T00:00:00.000Z'));
      const again = await buildTestApp(env);
      expect(await now(again)).toBe('2026-03-02T08');
      await again.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a folder off the format stops the mock at its start, saying which file, row and field', async () => {
    const dir = folder();
    writeDataSetFolder(dir, await exported(seeded));
    const courses = JSON.parse(readFileSync(join(dir, 'courses.json'), 'utf8')) as Record<string, unknown>[];
    writeFileSync(
      join(dir, 'courses.json'),
      JSON.stringify([{ ...courses[0], originalPrice: 'cher' }, ...courses.slice(1)]),
    );
    await expect(buildTestApp({ MOCK_DATA_SET: dir })).rejects.toThrow(
      'courses.json: row 0, originalPrice: Expected number, received string',
    );
    await expect(buildTestApp({ MOCK_DATA_SET: join(dir, 'missing') })).rejects.toThrow(/no folder to read/);
  });

  it('a folder whose time a running clock would carry past year 9999 stops the mock at its start', async () => {
    const dir = folder();
    const files = await exported(seeded);
    const manifest = { ...(files['manifest.json'] as object), takenAt: '9999-12-31T23:59:59Z' };
    writeDataSetFolder(dir, { ...files, 'manifest.json': manifest });
    await expect(
      buildTestApp({ MOCK_DATA_SET: dir, MOCK_NOW: undefined as unknown as string }),
    ).rejects.toThrow(/manifest\.json: takenAt: 9999-12-31T23:59:59Z is not between 2000-01-01/);
  });

  it('loads over HTTP into the shared data set or a private one, and refuses tokens signed before', async () => {
    const files = await exported(seeded);
    const rows = files['courses.json'] as Record<string, number | string>[];
    const [course] = rows;
    if (course === undefined) throw new Error('no course');
    const renamed = { ...files, 'courses.json': [{ ...course, title: 'Chargée par QA' }, ...rows.slice(1)] };
    const app = await buildTestApp();
    try {
      const title = async (headers: Record<string, string> = {}) =>
        (
          await app.inject({ method: 'GET', url: `/courses/${String(course.id)}`, headers })
        ).json<CourseReceived>().title;
      const qa = { 'x-mock-session': 'qa-load' };
      const learner = await login(app, 'learner');
      const mine = (headers: Record<string, string> = {}) =>
        injectAs(app, learner, { method: 'GET', url: '/enrollments/me', headers });
      const signedInQa = await app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: qa,
        payload: DEMO.learner,
      });
      const qaToken = signedInQa.json<{ token: { access_token: string } }>().token.access_token;
      const mineInQa = () =>
        app.inject({
          method: 'GET',
          url: '/enrollments/me',
          headers: { ...qa, authorization: `Bearer ${qaToken}` },
        });
      expect((await mine()).statusCode).toBe(200);
      expect((await mineInQa()).statusCode).toBe(200);

      const intoPrivate = await app.inject({
        method: 'POST',
        url: '/__mock/data-set',
        headers: qa,
        payload: renamed,
      });
      expect(intoPrivate.statusCode).toBe(200);
      expect(intoPrivate.json()).toMatchObject({ scenario: 'default', session: 'qa-load' });
      expect(await title(qa)).toBe('Chargée par QA');
      expect(await title()).toBe(course.title);
      // Tokens signed in that data set before the load are refused; the shared data set's still work.
      expect((await mineInQa()).statusCode).toBe(401);
      expect((await mine()).statusCode).toBe(200);

      // The seed's export is above the 256 KB of an ordinary body.
      expect(JSON.stringify(renamed).length).toBeGreaterThan(256 * 1024);
      const intoShared = await app.inject({ method: 'POST', url: '/__mock/data-set', payload: renamed });
      expect(intoShared.statusCode).toBe(200);
      expect(await title()).toBe('Chargée par QA');
      expect((await mine()).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('refuses files off the format over HTTP, naming each problem, and keeps the data set as it was', async () => {
    const files = await exported(seeded);
    const [course, ...rest] = files['courses.json'] as Record<string, unknown>[];
    const app = await buildTestApp();
    try {
      const load = (payload: Record<string, unknown>) =>
        app.inject({ method: 'POST', url: '/__mock/data-set', payload });
      const offFormat = await load({
        ...files,
        'courses.json': [{ ...course, originalPrice: 'cher' }, ...rest],
      });
      expect(offFormat.statusCode).toBe(400);
      expect(offFormat.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The data set cannot be loaded',
        details: [
          { path: 'body', message: 'courses.json: row 0, originalPrice: Expected number, received string' },
        ],
      });
      const comments = files['comments.json'] as Record<string, unknown>[];
      const orphan = await load(
        withRows(files, 'comments.json', [...comments, { ...comments[0], id: 99_999, courseId: 99_999 }]),
      );
      expect(orphan.statusCode).toBe(400);
      expect(JSON.stringify(orphan.json())).toContain('FOREIGN KEY constraint failed');
      expect((await everyRead(app)).get('/courses/AllCourses')).toBe(
        (await everyRead(seeded)).get('/courses/AllCourses'),
      );
    } finally {
      await app.close();
    }
  });
});
