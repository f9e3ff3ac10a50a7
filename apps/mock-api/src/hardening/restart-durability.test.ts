import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

import { startMockProcess, type MockProcess } from '../process/mock-process';
import { DEMO, TEST_NOW } from '../testing/test-app';

/**
 * The real server process, killed with SIGKILL (no graceful close, no checkpoint),
 * keeps every write it acknowledged, and its database file stays sound. better-sqlite3 commits before
 * the handler answers, and WAL with synchronous=NORMAL has handed the commit to the OS by then, which a
 * killed process cannot take back (only a power cut could).
 */

const START_TIMEOUT_MS = 20_000;

const running = new Set<MockProcess>();
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all([...running].map((server) => server.kill()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mock-api-durability-'));
  dirs.push(dir);
  return dir;
}

interface Server {
  base: string;
  /** SIGKILL, and resolves once the process is gone. */
  kill(): Promise<void>;
}

/** Starts the mock's process on a database file in `dir`; resolves once /health answers. */
async function startServer(dir: string): Promise<Server> {
  const server = await startMockProcess({
    data: { folder: dir },
    now: TEST_NOW,
    env: { AUTH_RATE_LIMIT: '100000' },
    startMs: START_TIMEOUT_MS,
  });
  running.add(server);
  return {
    base: server.url,
    kill: async () => {
      await server.kill();
      running.delete(server);
    },
  };
}

interface Reply<T> {
  status: number;
  body: T;
}

async function call<T>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit = { method, headers };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  return { status: res.status, body: (text === '' ? null : JSON.parse(text)) as T };
}

/** Answers the body when the status is the expected one, else fails with the answer. */
async function expectStatus<T>(reply: Promise<Reply<T>>, status: number): Promise<T> {
  const r = await reply;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}

interface LoginReply {
  user: { id: number };
  token: { access_token: string };
}

async function signIn(base: string, email: string, password: string) {
  const body = await expectStatus(
    call<LoginReply>(base, 'POST', '/auth/login', { body: { email, password } }),
    200,
  );
  return { token: body.token.access_token, userId: body.user.id };
}

async function courseIdOf(base: string, slug: string): Promise<number> {
  return (await expectStatus(call<{ id: number }>(base, 'GET', `/courses/slug/${slug}`), 200)).id;
}

// Each test starts real processes twice (seeding the first time): more room than the 30 s default.
describe('a SIGKILLed server keeps what it acknowledged', { timeout: 60_000 }, () => {
  it('keeps a verified sign-up, a comment, a favorite, an enrollment and a profile change across a restart', async () => {
    const dir = freshDir();
    let server = await startServer(dir);
    const email = 'durable.learner@example.tn';
    const password = 'Durable2026!x';

    await expectStatus(
      call(server.base, 'POST', '/auth/register', {
        body: { fullName: 'Nadia Durable', email, phoneNumber: '+216 22 333 444', password },
      }),
      201,
    );
    const mails = await expectStatus(
      call<{ code: string | null }[]>(
        server.base,
        'GET',
        `/__mock/outbox?to=${encodeURIComponent(email)}&kind=email-verification`,
      ),
      200,
    );
    await expectStatus(
      call(server.base, 'POST', '/auth/verify-email', { body: { email, code: mails[0]?.code } }),
      200,
    );
    const me = await signIn(server.base, email, password);
    const courseId = await courseIdOf(server.base, 'product-owner-pspo-i');
    const comment = await expectStatus(
      call<{ id: number }>(server.base, 'POST', '/comments', {
        token: me.token,
        body: { courseId, content: 'Acquitté avant le kill', rate: 4 },
      }),
      201,
    );
    await expectStatus(
      call(server.base, 'POST', `/favorites/${courseId}`, { token: me.token, body: { userId: me.userId } }),
      201,
    );
    const enrollment = await expectStatus(
      call<{ id: number }>(server.base, 'POST', '/enrollments', {
        token: me.token,
        body: {
          courseId,
          fullName: 'Nadia Durable',
          email,
          appointmentTime: '2026-11-23T10:00:00.000Z',
          paymentMethod: 'onsite',
        },
      }),
      201,
    );
    await expectStatus(
      call(server.base, 'PATCH', `/users/${me.userId}`, {
        token: me.token,
        body: { company: 'Durable SARL' },
      }),
      200,
    );

    await server.kill();
    server = await startServer(dir);

    // The password, the verified address and the earlier token all survived.
    const again = await signIn(server.base, email, password);
    expect(again.userId).toBe(me.userId);
    const profile = await expectStatus(
      call<{ company: string; email: string }>(server.base, 'GET', `/users/profile/${me.userId}`, {
        token: me.token,
      }),
      200,
    );
    expect(profile).toMatchObject({ company: 'Durable SARL', email });
    const comments = await expectStatus(
      call<{ id: number; content: string }[]>(server.base, 'GET', `/comments/course/${courseId}`),
      200,
    );
    expect(comments.find((c) => c.id === comment.id)?.content).toBe('Acquitté avant le kill');
    const favorites = await expectStatus(
      call<{ courseId: number }[]>(server.base, 'GET', `/favorites/${me.userId}`, { token: me.token }),
      200,
    );
    expect(favorites.map((f) => f.courseId)).toEqual([courseId]);
    const enrollments = await expectStatus(
      call<{ id: number; courseId: number }[]>(server.base, 'GET', '/enrollments/me', { token: me.token }),
      200,
    );
    expect(enrollments.map((e) => [e.id, e.courseId])).toEqual([[enrollment.id, courseId]]);
    await server.kill();
  });

  it('killed amid concurrent writes: the file passes integrity_check, restarts, and holds every acknowledged write', async () => {
    const dir = freshDir();
    let server = await startServer(dir);
    const learners = await Promise.all([
      signIn(server.base, DEMO.learner.email, DEMO.learner.password),
      signIn(server.base, DEMO.learner2.email, DEMO.learner2.password),
    ]);
    const courseId = await courseIdOf(server.base, 'product-owner-pspo-i');

    /** What the server acknowledged (2xx received) before the kill. */
    const acked = {
      comments: new Map<number, string>(),
      contacts: new Set<number>(),
      newsletter: new Set<string>(),
    };
    let sent = 0;
    let inFlight = 0;
    let stop = false;
    /** The first failure seen while the server was still meant to be up (an object: set from the workers). */
    const before = { failure: null as string | null };

    /** One write of a rotating kind; a reply lost to the kill is neither acknowledged nor an error. */
    async function write(n: number): Promise<void> {
      const kind = n % 3;
      const learner = learners[n % learners.length];
      if (learner === undefined) return;
      try {
        if (kind === 0) {
          const content = `Écriture n° ${n}`;
          const r = await call<{ id: number }>(server.base, 'POST', '/comments', {
            token: learner.token,
            body: { courseId, content, rate: 1 + (n % 5) },
          });
          if (r.status === 201) acked.comments.set(r.body.id, content);
          else if (!stop) before.failure ??= `comment ${r.status}`;
        } else if (kind === 1) {
          const r = await call<{ id: number }>(server.base, 'POST', '/contact', {
            body: {
              role: 'individual',
              name: `Visiteur ${n}`,
              email: `visiteur${n}@example.tn`,
              subject: 'Durabilité',
              message: `Message n° ${n}`,
              category: 'training',
            },
          });
          if (r.status === 201) acked.contacts.add(r.body.id);
          else if (!stop) before.failure ??= `contact ${r.status}`;
        } else {
          const email = `abonne${n}@example.tn`;
          const r = await call(server.base, 'POST', '/newsletter', { body: { email } });
          if (r.status === 201) acked.newsletter.add(email);
          else if (!stop) before.failure ??= `newsletter ${r.status}`;
        }
      } catch (err) {
        // Socket errors are expected once the process is gone, never before.
        if (!stop) before.failure ??= String(err);
      }
    }

    const WORKERS = 32;
    const workers = Array.from({ length: WORKERS }, async () => {
      while (!stop) {
        const n = sent++;
        inFlight += 1;
        await write(n);
        inFlight -= 1;
      }
    });

    // Kill once a good number of writes are acknowledged, with writes still on the wire.
    const acknowledged = () => acked.comments.size + acked.contacts.size + acked.newsletter.size;
    const deadline = Date.now() + 15_000;
    while (acknowledged() < 600 && before.failure === null && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const inFlightAtKill = inFlight;
    const killed = server.kill();
    stop = true;
    await killed;
    // Replies that were on their way when the kill landed may still count as acknowledged.
    await Promise.all(workers);

    expect(before.failure).toBeNull();
    expect(acknowledged()).toBeGreaterThanOrEqual(600);
    expect(inFlightAtKill).toBeGreaterThan(0);

    // Straight after the kill, before any server touches it: the file is sound and holds every write.
    const file = new Database(join(dir, 'mock.db'));
    try {
      expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(file.pragma('foreign_key_check')).toEqual([]);
      const commentRows = file
        .prepare('SELECT id, content FROM comments WHERE course_id = ?')
        .all(courseId) as { id: number; content: string }[];
      const stored = new Map(commentRows.map((r) => [r.id, r.content]));
      for (const [id, content] of acked.comments) expect(stored.get(id), `comment ${id}`).toBe(content);
      const contactIds = new Set(
        (file.prepare('SELECT id FROM contact_requests').all() as { id: number }[]).map((r) => r.id),
      );
      for (const id of acked.contacts) expect(contactIds.has(id), `contact ${id}`).toBe(true);
      const subscribed = new Set(
        (file.prepare('SELECT email FROM newsletter_subscriptions').all() as { email: string }[]).map(
          (r) => r.email,
        ),
      );
      for (const email of acked.newsletter) expect(subscribed.has(email), email).toBe(true);
    } finally {
      file.close();
    }

    server = await startServer(dir);
    const comments = await expectStatus(
      call<{ id: number; content: string }[]>(server.base, 'GET', `/comments/course/${courseId}`),
      200,
    );
    const served = new Map(comments.map((c) => [c.id, c.content]));
    for (const [id, content] of acked.comments) expect(served.get(id), `comment ${id}`).toBe(content);
    // The restarted server takes writes again, and the earlier tokens still hold.
    await expectStatus(
      call(server.base, 'POST', '/comments', {
        token: learners[0].token,
        body: { courseId, content: 'Après le redémarrage', rate: 5 },
      }),
      201,
    );
    await server.kill();
  });
});
