import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runCliProcess, type ProcessResult } from '../testing/cli-process';
import { startHostileBackend, startSecretServer, type HostileBackend } from '../testing/hostile-backend';
import type { LocalServer } from '../testing/local-server';
import { startMock, type RunningMock } from '../testing/mock-server';
import { OFF_ORIGIN } from './picture-policy';

const root = mkdtempSync(join(tmpdir(), 'hostile-'));
let mock: RunningMock;
let secret: LocalServer;
const servers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  mock = await startMock();
  secret = await startSecretServer();
  servers.push(mock, secret);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(root, { recursive: true, force: true });
});

async function hostile(rules: Parameters<typeof startHostileBackend>[1]): Promise<HostileBackend> {
  const backend = await startHostileBackend(mock, rules);
  servers.push(backend);
  return backend;
}

type Row = Record<string, unknown>;
const read = (dir: string, name: string): unknown => JSON.parse(readFileSync(join(dir, name), 'utf8'));
const manifestOf = (dir: string) =>
  read(dir, 'manifest.json') as { takenAt: string; leftOut: { what: string; why: string }[] };
const leftOutOf = (dir: string) => manifestOf(dir).leftOut;
const coursesOf = (dir: string) => read(dir, 'courses.json') as Row[];
const imageOf = (dir: string, slug: string | undefined) =>
  coursesOf(dir).find((course) => course.slug === slug)?.image;

describe('--record --with-images, from a backend whose answers name pictures elsewhere', () => {
  let backend: HostileBackend;
  /** The course pictures the backend names, by the place of the course in its catalogue. */
  let pictures: string[];

  beforeAll(async () => {
    const port = String(secret.port);
    backend = await hostile({
      course: (course, index) => {
        if (index >= 0 && index < pictures.length) course.image = pictures[index];
      },
      extra: (path) =>
        path === '/uploads/moved.png'
          ? { status: 302, body: '', headers: { location: `${secret.url}/secret.png` } }
          : null,
    });
    pictures = [
      `${secret.url}/secret.png`,
      `${backend.url}/uploads/moved.png`,
      'http://10.255.255.1/private.png',
      'http://169.254.169.254/latest/meta-data/picture.png',
      `http://[::ffff:7f00:1]:${port}/mapped.png`,
      `http://localhost:${port}/named.png`,
      'https://pictures.example/public.png',
    ];
  });

  it('calls none of them, says why without a word of what they would answer, and keeps no internal address', async () => {
    const dir = join(root, 'elsewhere');
    const run = await runCliProcess([
      '--base-url',
      backend.url,
      '--record',
      dir,
      '--with-images',
      '--server-clock',
    ]);
    expect(run.code).toBe(0);
    expect(secret.hits).toEqual([]);
    const refused = leftOutOf(dir).filter((entry) =>
      pictures.some((url) => entry.what === `the picture ${url}`),
    );
    expect(refused).toEqual(
      pictures.map((url, n) => ({
        what: `the picture ${url}`,
        why: n === 1 ? `redirected: ${OFF_ORIGIN}` : OFF_ORIGIN,
      })),
    );
    expect(run.stderr).not.toMatch(/INTERNAL-ONLY|image\/png|answered 200/);
    // A loopback, private or link-local address, or a redirect off the backend, leaves no trace in
    // the rows; a public address the recording was not allowed to fetch stays, as the backend gave it.
    const [first, second, third, fourth, fifth, sixth, seventh] = backend.slugs;
    for (const slug of [first, second, third, fourth, fifth, sixth]) expect(imageOf(dir, slug)).toBeNull();
    expect(imageOf(dir, seventh)).toBe('https://pictures.example/public.png');
    expect(readFileSync(join(dir, 'images.json'), 'utf8')).not.toContain(
      Buffer.from('INTERNAL-ONLY').toString('base64').slice(0, 12),
    );
  }, 120_000);

  it('keeps no internal address in the rows without --with-images either', async () => {
    const dir = join(root, 'no-pictures');
    const run = await runCliProcess(['--base-url', backend.url, '--record', dir, '--server-clock']);
    expect(run.code).toBe(0);
    const [first, second, third, fourth, fifth, sixth, seventh] = backend.slugs;
    for (const slug of [first, third, fourth, fifth, sixth]) expect(imageOf(dir, slug)).toBeNull();
    // Nothing was fetched: the backend's own address and a public one stay as it gave them.
    expect(imageOf(dir, second)).toBe(`${backend.url}/uploads/moved.png`);
    expect(imageOf(dir, seventh)).toBe('https://pictures.example/public.png');
    expect(secret.hits).toEqual([]);
  }, 120_000);

  it('fetches an origin added with --images-from, a redirect to it included, each hop checked', async () => {
    const dir = join(root, 'allowed');
    const run = await runCliProcess([
      '--base-url',
      backend.url,
      '--record',
      dir,
      '--with-images',
      '--server-clock',
      '--images-from',
      `https://pictures.example,${secret.url}`,
    ]);
    expect(run.code).toBe(0);
    expect(secret.hits).toEqual(['GET /secret.png', 'GET /secret.png']);
    const [first, second] = backend.slugs;
    expect(imageOf(dir, first)).toMatch(/^data-set\/[\da-f]{32}\.png$/);
    expect(imageOf(dir, second)).toBe(imageOf(dir, first));
    secret.hits.length = 0;
  }, 120_000);
});

describe('--record --with-images, from a backend whose pictures never answer', () => {
  it('holds --max-time-ms for the whole run, pictures included', async () => {
    const backend = await hostile({
      course: (course, index) => {
        if (index >= 0 && index < 20) course.image = `silent/${String(index)}.png`;
      },
      extra: (path) => (path.startsWith('/uploads/silent/') ? 'hang' : null),
    });
    const maxTimeMs = 8000;
    const dir = join(root, 'silent');
    const run = await runCliProcess([
      '--base-url',
      backend.url,
      '--record',
      dir,
      '--with-images',
      '--server-clock',
      '--json',
      '--timeout-ms',
      '1500',
      '--max-time-ms',
      String(maxTimeMs),
    ]);
    const report = JSON.parse(run.stdout) as { durationMs: number; timeBudgetExhausted: boolean };
    // A bound, not a benchmark: twenty silent pictures at 1.5 s each would take 30 s.
    expect(report.durationMs).toBeLessThan(maxTimeMs + 2000);
    expect(report.timeBudgetExhausted).toBe(true);
    expect(run.code).toBe(1);
    const whys = leftOutOf(dir).map((entry) => entry.why);
    expect(whys).toContain('not fetched: no answer within 1500 ms (--timeout-ms)');
    // The picture under way when the run's time ran out had only what was left of it.
    expect(whys.filter((why) => why.endsWith('ms (what was left of --max-time-ms)'))).toHaveLength(1);
    expect(whys).toContain('not fetched: --max-time-ms ran out');
  }, 60_000);
});

describe('--record, from a backend whose answers are huge', () => {
  it('stops at the byte budget (64 MiB by default): nothing written, exit 2, nothing more asked', async () => {
    const tenMiB = 'x'.repeat(10 * 1024 * 1024);
    const backend = await hostile({
      course: (course, index) => {
        if (index >= 0 && index < 8) course.description = tenMiB;
      },
    });
    const dir = join(root, 'huge');
    const run = await runCliProcess(['--base-url', backend.url, '--record', dir, '--server-clock']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      "contract-check: recording stopped: the backend's answers and pictures passed the recording's byte budget (--max-record-bytes 67108864); nothing was written",
    );
    expect(existsSync(dir)).toBe(false);
    // The budget ends the reading: the catalogue's later courses are never asked for.
    const asked = backend.hits.filter((hit) => hit.startsWith('GET /courses/slug/')).length;
    expect(asked).toBeLessThan(10);
  }, 60_000);

  it('takes a smaller budget with --max-record-bytes', async () => {
    const backend = await hostile({
      course: (course, index) => {
        if (index >= 0 && index < 8) course.description = 'x'.repeat(60_000);
      },
    });
    const run = await runCliProcess([
      '--base-url',
      backend.url,
      '--record',
      join(root, 'small'),
      '--max-record-bytes',
      '200000',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('(--max-record-bytes 200000)');
  }, 60_000);
});

describe('--record, from a backend with an overlong text and a clock in the year 9999', () => {
  let backend: HostileBackend;
  let run: ProcessResult;
  let started: number;
  const dir = join(root, 'long-text');

  beforeAll(async () => {
    backend = await hostile({
      course: (course, index) => {
        if (index === 0) course.description = 'x'.repeat(70_000);
      },
      now: '9999-12-31T23:59:59Z',
    });
    started = Date.now();
    run = await runCliProcess(['--base-url', backend.url, '--record', dir]);
  }, 60_000);

  it('leaves the answer out, naming the field, and records the rest', () => {
    expect(run.code).toBe(0);
    expect(leftOutOf(dir)).toContainEqual({
      what: `course ${backend.slugs[0] ?? ''}`,
      why: '$.description is 70000 characters long, more than the 65536 a recording keeps (--max-field-chars)',
    });
    const recorded = coursesOf(dir).map((course) => course.slug);
    expect(recorded).toEqual(backend.slugs.slice(1));
  });

  it('dates the recording by this machine’s clock, and says so naming both', () => {
    const { takenAt } = manifestOf(dir);
    expect(Date.parse(takenAt)).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(takenAt)).toBeLessThanOrEqual(Date.now());
    expect(run.stderr).toContain(
      `WARNING: the server's clock says 9999-12-31T23:59:59.000Z, more than a day from this machine's ${takenAt}`,
    );
  });
});
