/**
 * bench/api-throughput: the mock API against json-server serving the same seeded data, on loopback.
 * Prints requests/s, p50 and p99 at 50 connections for three reads, the ratio to json-server, and the
 * mock API's cold start (process start → first answer on a seeded file database). Not a test.
 *
 *   pnpm --filter @formation/bench api-throughput [-- --duration 10]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

import { killAllGroups, startMockProcess } from '@formation/mock-api/process';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const JSON_SERVER_PORT = 3102;
const CONNECTIONS = 50;
const durationArg = process.argv.indexOf('--duration');
const DURATION = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10;
const MOCK_NOW = '2026-11-22T00:00:00.000Z';

const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, timeoutMs = 30_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function run(url: string): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION });
}

async function main(): Promise<void> {
  const env = { DATABASE_FILE: join(dir, 'mock.db'), MOCK_NOW, LOG_LEVEL: 'warn' };
  const tsx = join(ROOT, 'node_modules/.bin/tsx');

  // Seed the file database once, then measure a cold start on it.
  await new Promise<void>((resolve, reject) => {
    start(tsx, ['apps/mock-api/src/db/reseed.ts'], env).on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error('seed failed'));
    });
  });
  const startedAt = performance.now();
  const mock = await startMockProcess({
    data: { folder: dir },
    now: MOCK_NOW,
    env: { MOCK_ADMIN: 'false' },
  });
  const coldStartMs = performance.now() - startedAt;
  const base = mock.url;
  const courses = (await (await fetch(`${base}/courses/AllCourses?status=PUBLISHED`)).json()) as {
    id: number;
    slug: string;
    ratingCount: number;
  }[];
  const course = courses.find((c) => c.ratingCount >= 3) ?? courses[0];
  if (course === undefined) throw new Error('no course');
  const comments = (await (await fetch(`${base}/comments/course/${course.id}`)).json()) as unknown[];

  // json-server gets the very same documents.
  writeFileSync(
    join(dir, 'db.json'),
    JSON.stringify({ courses, comments: comments.map((c) => ({ ...(c as object), courseId: course.id })) }),
  );
  start(
    join(ROOT, 'bench/node_modules/.bin/json-server'),
    ['--port', String(JSON_SERVER_PORT), '--quiet', join(dir, 'db.json')],
    {},
  );
  await waitFor(`http://127.0.0.1:${JSON_SERVER_PORT}/courses?slug=${course.slug}`);
  const peer = `http://127.0.0.1:${JSON_SERVER_PORT}`;

  const cases = [
    [
      'GET /courses/AllCourses?status=PUBLISHED',
      `${base}/courses/AllCourses?status=PUBLISHED`,
      `${peer}/courses`,
    ],
    [
      `GET /courses/slug/{slug}`,
      `${base}/courses/slug/${course.slug}`,
      `${peer}/courses?slug=${course.slug}`,
    ],
    [
      `GET /comments/course/{id}`,
      `${base}/comments/course/${course.id}`,
      `${peer}/comments?courseId=${course.id}`,
    ],
  ] as const;

  console.log(
    `api-throughput: ${CONNECTIONS} connections, ${DURATION} s per run, loopback, ${courses.length} published courses`,
  );
  console.log(
    `cold start (process start → first answer, seeded file database): ${coldStartMs.toFixed(0)} ms`,
  );
  console.log('route | mock req/s | p50 ms | p99 ms | json-server req/s | p50 ms | p99 ms | ratio');
  for (const [name, mockUrl, peerUrl] of cases) {
    const m = await run(mockUrl);
    const j = await run(peerUrl);
    console.log(
      [
        name,
        m.requests.average.toFixed(0),
        m.latency.p50,
        m.latency.p99,
        j.requests.average.toFixed(0),
        j.latency.p50,
        j.latency.p99,
        `${(m.requests.average / j.requests.average).toFixed(2)}×`,
      ].join(' | '),
    );
  }
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
    killAllGroups();
    rmSync(dir, { recursive: true, force: true });
  });
