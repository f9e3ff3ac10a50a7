import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Comment, CourseReceived, Enrollment, Favorite, Profile } from '@formation/contract';

import { runCliProcess, withoutProgress } from '../testing/cli-process';
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

const get = async <T>(mock: RunningMock, path: string, token?: string): Promise<T> =>
  (await (
    await fetch(
      `${mock.url}${path}`,
      token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } },
    )
  ).json()) as T;

/** Signs in and gives the access token and the user's id. */
async function signIn(
  mock: RunningMock,
  email: string,
  password: string,
): Promise<{ token: string; id: number }> {
  const login = await fetch(`${mock.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status, `sign-in as ${email}`).toBe(200);
  const body = (await login.json()) as { token: { access_token: string }; user: { id: number } };
  return { token: body.token.access_token, id: body.user.id };
}

/** The seeded learner, on the mock a recording reads, with two courses (one at a promo price) and a favorite. */
async function learnerWithCourses(mock: RunningMock): Promise<void> {
  const { token, id } = await signIn(mock, DEMO_LEARNER.email, DEMO_LEARNER.password);
  const courses = await get<CourseReceived[]>(mock, '/courses/AllCourses?status=PUBLISHED');
  const open = courses.filter((c) => (c.enrolledCount ?? 0) < (c.maxParticipants ?? 0));
  const post = (path: string, body: object) =>
    fetch(`${mock.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  for (const [n, course] of open.slice(0, 2).entries()) {
    const enrolled = await post('/enrollments', {
      courseId: course.id,
      fullName: 'Amira Ben Salah',
      email: DEMO_LEARNER.email,
      appointmentTime: '2026-11-23T10:00:00.000Z',
      paymentMethod: n === 0 ? 'onsite' : 'online',
      ...(n === 0 ? {} : { promoCode: 'BIENVENUE15' }),
    });
    expect(enrolled.status).toBe(201);
  }
  expect((await post(`/favorites/${String(open[2]?.id)}`, { userId: id })).status).toBe(201);
}

/** What the learner's courses page shows of each course, whoever the learner is. */
const coursesShown = (list: Enrollment[]) =>
  list
    .map(({ courseId, status, paymentMethod, paymentStatus, totals, appointmentTime }) => ({
      courseId,
      status,
      paymentMethod,
      paymentStatus,
      totals,
      appointmentTime,
    }))
    .sort((a, b) => a.courseId - b.courseId);

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
    await learnerWithCourses(source);
    dir = join(root, 'seeded');
    // The mock's clock is frozen days from this machine's: --server-clock dates the folder by it.
    run = await runCliProcess([
      '--base-url',
      source.url,
      '--record',
      dir,
      '--server-clock',
      '--email',
      DEMO_LEARNER.email,
      '--password',
      DEMO_LEARNER.password,
    ]);
  }, 120_000);

  it('writes a data set folder of the catalogue, its comments and the blog, and says so', () => {
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^contract-check · reads 0\/\d+ · 0 s\n/);
    expect(withoutProgress(run.stderr)).toMatch(
      /^Recorded into .*: \d+ users, 74 courses, 16 articles, \d+ comments, [1-9]\d* enrollments, [1-9]\d* favorites; 0 left out\n$/,
    );
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      format: 'formation-mock-data-set',
      source: `${source.url}/`,
      takenAt: '2026-11-22T00:00:00.000Z',
      seedAccounts: true,
      learner: 'learner@recording.invalid',
      personalData: 'replaced',
      leftOut: [],
    });
  });

  it('gives the signed-in learner’s courses and favorites to a learner who signs in with the seed’s password', async () => {
    const loaded = await mockOf({ MOCK_DATA_SET: dir });
    const there = await signIn(source, DEMO_LEARNER.email, DEMO_LEARNER.password);
    const here = await signIn(loaded, 'learner@recording.invalid', DEMO_LEARNER.password);
    const mine = (mock: RunningMock, token: string) => get<Enrollment[]>(mock, '/enrollments/me', token);
    expect(coursesShown(await mine(loaded, here.token))).toEqual(
      coursesShown(await mine(source, there.token)),
    );
    const favorites = async (mock: RunningMock, session: { token: string; id: number }) =>
      (await get<Favorite[]>(mock, `/favorites/${String(session.id)}`, session.token)).map(
        (f) => f.course.slug,
      );
    expect(await favorites(loaded, here)).toEqual(await favorites(source, there));

    const profile = await get<Profile>(loaded, `/users/profile/${String(here.id)}`, here.token);
    const original = await get<Profile>(source, `/users/profile/${String(there.id)}`, there.token);
    expect(profile).toMatchObject({ city: original.city, position: original.position, phoneNumber: '' });
    expect(profile.fullName).not.toBe(original.fullName);

    // Still a mock: the learner enrolls in a recorded course she had not.
    const taken = new Set((await mine(loaded, here.token)).map((enrollment) => enrollment.courseId));
    const courses = await get<CourseReceived[]>(loaded, '/courses/AllCourses?status=PUBLISHED');
    const other = courses.find((c) => !taken.has(c.id) && (c.enrolledCount ?? 0) < (c.maxParticipants ?? 0));
    if (other === undefined) throw new Error('no other course with a place');
    const enrolled = await fetch(`${loaded.url}/enrollments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${here.token}` },
      body: JSON.stringify({
        courseId: other.id,
        fullName: profile.fullName,
        email: profile.email,
        appointmentTime: '2026-11-23T10:00:00.000Z',
        paymentMethod: 'onsite',
      }),
    });
    expect(enrolled.status).toBe(201);
    expect(await mine(loaded, here.token)).toHaveLength(taken.size + 1);
  });

  it('keeps the learner’s account at learner@recording.invalid with --keep-personal-data too', async () => {
    const kept = join(root, 'kept');
    const recorded = await runCliProcess([
      '--base-url',
      source.url,
      '--record',
      kept,
      '--keep-personal-data',
      '--email',
      DEMO_LEARNER.email,
      '--password',
      DEMO_LEARNER.password,
    ]);
    expect(recorded.code).toBe(0);
    const read = (name: string) =>
      JSON.parse(readFileSync(join(kept, name), 'utf8')) as Record<string, unknown>[];
    expect((read('manifest.json') as unknown as { learner: string }).learner).toBe(
      'learner@recording.invalid',
    );
    expect(read('users.json').map((user) => user.email)).not.toContain(DEMO_LEARNER.email);
    expect(read('enrollments.json').map((row) => row.email)).toContain(DEMO_LEARNER.email);
    // Beside the seed's own account of that address, and only the seed's password opens the recorded one.
    const loaded = await mockOf({ MOCK_DATA_SET: kept });
    await signIn(loaded, 'learner@recording.invalid', DEMO_LEARNER.password);
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
    expect(text).not.toContain('Ben Salah');
    expect(text).not.toContain('BIENVENUE15');
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

describe('--record --with-images', () => {
  it('fetches the pictures into the folder, where a mock loaded from it serves them byte for byte', async () => {
    const source = await mockOf();
    // Two courses whose pictures cannot be had: one the backend does not have, one that is no picture.
    const files = await get<Record<string, Record<string, unknown>[]>>(source, '/__mock/export');
    const [first, second, ...others] = files['courses.json'] ?? [];
    const broken = {
      ...files,
      'courses.json': [
        { ...first, image: 'courses/none-such.png' },
        { ...second, image: `${source.url}/health` },
        ...others,
      ],
    };
    const put = await fetch(`${source.url}/__mock/data-set`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(broken),
    });
    expect(put.status).toBe(200);
    const dir = join(root, 'pictures');
    const run = await runCliProcess(['--base-url', source.url, '--record', dir, '--with-images']);
    expect(run.code).toBe(0);
    const pictures = JSON.parse(readFileSync(join(dir, 'images.json'), 'utf8')) as { name: string }[];
    expect(pictures.length).toBeGreaterThan(10);
    const loaded = await mockOf({ MOCK_DATA_SET: dir });
    const before = await get<CourseReceived[]>(source, '/courses/AllCourses?status=PUBLISHED');
    const after = await get<CourseReceived[]>(loaded, '/courses/AllCourses?status=PUBLISHED');
    const pictured = after.filter((course) => course.image?.startsWith('data-set/') === true);
    expect(pictured.length).toBeGreaterThan(10);
    for (const course of pictured.slice(0, 5)) {
      const original = before.find((c) => c.slug === course.slug)?.image ?? '';
      const there = await fetch(
        `${source.url}/uploads/${original.replace(/\\/g, '/').replace(/^uploads\//, '')}`,
      );
      const here = await fetch(`${loaded.url}/uploads/${course.image ?? ''}`);
      expect(here.status).toBe(200);
      expect(here.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await here.arrayBuffer()).equals(Buffer.from(await there.arrayBuffer()))).toBe(true);
    }
    // A picture the backend does not have, or one that is no picture, is left out, named, and its
    // row keeps the backend's address.
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
      leftOut: { what: string; why: string }[];
    };
    expect(manifest.leftOut).toEqual([
      { what: `the picture ${source.url}/uploads/courses/none-such.png`, why: 'answered 404' },
      {
        what: `the picture ${source.url}/health`,
        why: 'not a JPEG, PNG or WebP picture (application/json; charset=utf-8)',
      },
    ]);
    expect(after.slice(0, 2).map((course) => course.image)).toEqual([
      'courses/none-such.png',
      `${source.url}/health`,
    ]);
    expect(run.stderr).toContain(`${String(pictures.length)} images`);
  }, 120_000);

  it('goes with --record only', async () => {
    const refused = await runCliProcess(['--base-url', 'http://127.0.0.1:9', '--with-images']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--with-images goes with --record');
  });
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
