import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Comment, CourseReceived } from '@formation/contract';

import { runCliProcess } from '../testing/cli-process';
import { DEMO_LEARNER, startMock, type RunningMock } from '../testing/mock-server';

const root = mkdtempSync(join(tmpdir(), 'record-'));
const running: RunningMock[] = [];

afterAll(async () => {
  await Promise.all(running.map((mock) => mock.close()));
  rmSync(root, { recursive: true, force: true });
});

async function mockOf(env: Record<string, string> = {}): Promise<RunningMock> {
  const mock = await startMock(env);
  running.push(mock);
  return mock;
}

const get = async <T>(mock: RunningMock, path: string): Promise<T> =>
  (await (await fetch(`${mock.url}${path}`)).json()) as T;

/** Every byte a recording wrote, as text. */
const folderText = (dir: string) =>
  readdirSync(dir)
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');

describe('pnpm contract:check --record', () => {
  let source: RunningMock;
  let dir: string;
  let run: Awaited<ReturnType<typeof runCliProcess>>;

  beforeAll(async () => {
    source = await mockOf();
    dir = join(root, 'seeded');
    run = await runCliProcess([
      '--base-url',
      source.url,
      '--record',
      dir,
      '--email',
      DEMO_LEARNER.email,
      '--password',
      DEMO_LEARNER.password,
    ]);
  }, 120_000);

  it('writes a data set folder of the catalogue, its comments and the blog, and says so', () => {
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(
      /^Recorded into .*: \d+ users, 74 courses, 16 articles, \d+ comments; 0 left out\n$/,
    );
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      format: 'formation-mock-data-set',
      source: `${source.url}/`,
      takenAt: '2026-11-22T00:00:00.000Z',
      seedAccounts: true,
      personalData: 'replaced',
      leftOut: [],
    });
  });

  it('writes no password, no token and nobody’s name, e-mail or phone', async () => {
    const text = folderText(dir);
    expect(text).not.toContain(DEMO_LEARNER.password);
    const signedIn = await fetch(`${source.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LEARNER),
    });
    const token = ((await signedIn.json()) as { token: { access_token: string } }).token.access_token;
    expect(text).not.toContain(token.split('.')[0] ?? token);
    expect(text).not.toContain('$argon2id$');
    const seedComments = await get<Comment[]>(source, '/comments/course/1');
    for (const comment of seedComments) expect(text).not.toContain(comment.user.fullName);
    expect(text).not.toMatch(/@example\.tn/);
    expect(text).not.toMatch(/\+216/);
  });

  it('loads into a mock that shows the recorded titles and prices, and where a seeded learner enrolls', async () => {
    const loaded = await mockOf({ MOCK_DATA_SET: dir });
    const before = await get<CourseReceived[]>(source, '/courses/AllCourses?status=PUBLISHED');
    const after = await get<CourseReceived[]>(loaded, '/courses/AllCourses?status=PUBLISHED');
    const shown = (list: CourseReceived[]) =>
      list.map(({ slug, title, originalPrice, discountedPrice }) => ({
        slug,
        title,
        originalPrice,
        discountedPrice,
      }));
    expect(shown(after)).toEqual(shown(before));

    const login = await fetch(`${loaded.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LEARNER),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: { access_token: string } };
    const course = after.find((c) => (c.enrolledCount ?? 0) < (c.maxParticipants ?? 0));
    if (course === undefined) throw new Error('no course with a place');
    const enrolled = await fetch(`${loaded.url}/enrollments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.access_token}` },
      body: JSON.stringify({
        courseId: course.id,
        fullName: 'Amira Ben Salah',
        email: DEMO_LEARNER.email,
        appointmentTime: '2026-11-23T10:00:00.000Z',
        paymentMethod: 'online',
      }),
    });
    expect(enrolled.status).toBe(201);
  });
});

describe('pnpm contract:check --compare with a server’s URL', () => {
  it('records the server on the spot: no drift against its own recording, its changes once it moves', async () => {
    const server = await mockOf();
    const dir = join(root, 'to-compare');
    expect((await runCliProcess(['--base-url', server.url, '--record', dir])).code).toBe(0);
    const same = await runCliProcess(['--compare', dir, server.url]);
    expect(same.stdout).toMatch(/no drift\n$/);
    expect(same.code).toBe(0);

    expect((await fetch(`${server.url}/__mock/scenario/sold-out`, { method: 'POST' })).status).toBe(200);
    const moved = await runCliProcess(['--compare', dir, server.url, '--json']);
    expect(moved.code).toBe(1);
    const drift = JSON.parse(moved.stdout) as { changes: { file: string; fields: { field: string }[] }[] };
    expect(new Set(drift.changes.flatMap((change) => change.fields.map((field) => field.field)))).toEqual(
      new Set(['enrolledCount']),
    );
  }, 120_000);
});

describe('a recording of a backend that sends only what the product rules document (the spec profile)', () => {
  it('is answered by a mock in that profile as the backend answered it', async () => {
    const source = await mockOf({ MOCK_PROFILE: 'spec' });
    const dir = join(root, 'spec');
    const run = await runCliProcess(['--base-url', source.url, '--record', dir, '--keep-personal-data']);
    expect(run.stderr).toContain('WARNING: --keep-personal-data');
    expect(run.code).toBe(0);
    const loaded = await mockOf({ MOCK_PROFILE: 'spec', MOCK_DATA_SET: dir });
    const paths = ['/courses/AllCourses?status=PUBLISHED', '/blog?limit=50'];
    for (const course of await get<CourseReceived[]>(source, paths[0] ?? '')) {
      paths.push(`/courses/slug/${course.slug}`, `/comments/course/${String(course.id)}`);
    }
    for (const path of paths) {
      expect(await get(loaded, path), path).toEqual(await get(source, path));
    }
  }, 120_000);
});

describe('--record on the command line', () => {
  it('reads only: it refuses --allow-writes, --generate and --replay', async () => {
    for (const flag of ['--allow-writes', '--generate']) {
      const refused = await runCliProcess([
        '--base-url',
        'http://127.0.0.1:9',
        '--record',
        join(root, 'x'),
        flag,
      ]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(`--record reads only: not with ${flag}`);
    }
  });
});
