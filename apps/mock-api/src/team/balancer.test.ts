import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_KEY_HEADER, type CourseReceived } from '@formation/contract';

import { startMockProcess } from '../process/mock-process';
import { DEMO } from '../testing/test-app';
import { startBalancer, startReplica, type Running } from './team-processes';

/**
 * The team mock for real: three mock processes and Debian's nginx with nginx/team.conf as shipped.
 * The balancer of most tests has mock-1 and mock-2, as docker-compose.yml's `team` profile; another
 * has mock-3 too, to see what moves when a replica leaves.
 */
const ADMIN_KEY = 'a-long-enough-admin-key-for-the-team';
const SECRET = 'one-token-secret-for-every-replica';
const admin = { [ADMIN_KEY_HEADER]: ADMIN_KEY };

const running: Running[] = [];
let balancer: Running;
let withThree: Running;

beforeAll(async () => {
  const env = { MOCK_ADMIN_TOKEN: ADMIN_KEY, AUTH_SECRET: SECRET };
  // Each kept as it starts, so one that fails to start leaves none running.
  const replicas = await Promise.all(
    ['mock-1', 'mock-2', 'mock-3'].map(async (id) => {
      const replica = await startReplica(id, env);
      running.push(replica);
      return replica;
    }),
  );
  balancer = await startBalancer(replicas.slice(0, 2));
  running.push(balancer);
  withThree = await startBalancer(replicas);
  running.push(withThree);
}, 120_000);

afterAll(async () => {
  await Promise.all(running.map((process) => process.stop()));
});

/** A call through a balancer, on data set `dataSet` (none: the shared one), with the admin key. */
async function call(
  through: Running,
  path: string,
  dataSet: string | null,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; replica: string | null; json: unknown }> {
  const response = await fetch(`${through.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...admin,
      ...(dataSet === null ? {} : { 'x-mock-session': dataSet }),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    replica: response.headers.get('x-mock-replica'),
    json: text === '' ? null : JSON.parse(text),
  };
}

const replicaOf = async (through: Running, dataSet: string | null) =>
  (await call(through, '/health', dataSet)).replica;

/** Data set ids until one lands on each replica `through` has. */
async function oneOnEach(through: Running, count: number): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let n = 0; ids.size < count && n < 200; n += 1) {
    const id = `team-test-${String(n)}`;
    const replica = await replicaOf(through, id);
    if (replica !== null && ![...ids.values()].includes(replica)) ids.set(id, replica);
  }
  return ids;
}

describe('the team mock behind nginx', () => {
  it('reads a data set’s writes back through the balancer, every call on one replica', async () => {
    const dataSet = 'team-learner';
    const login = await call(balancer, '/auth/login', dataSet, { method: 'POST', body: DEMO.learner });
    expect(login.status).toBe(200);
    const { token, user } = login.json as { token: { access_token: string }; user: { id: number } };
    const [course] = (await call(balancer, '/courses/AllCourses', dataSet)).json as CourseReceived[];
    const added = await call(balancer, `/favorites/${String(course?.id)}`, dataSet, {
      method: 'POST',
      body: { userId: user.id },
      token: token.access_token,
    });
    expect(added.status).toBe(201);
    const replicas = new Set<string | null>([login.replica, added.replica]);
    for (let n = 0; n < 10; n += 1) {
      const read = await call(balancer, `/favorites/${String(user.id)}`, dataSet, {
        token: token.access_token,
      });
      expect(read.status).toBe(200);
      expect((read.json as { courseId: number }[]).map((favorite) => favorite.courseId)).toEqual([
        course?.id,
      ]);
      replicas.add(read.replica);
    }
    expect(replicas.size).toBe(1);
  });

  it('keeps two data sets on two replicas apart', async () => {
    const [first = '', second = ''] = [...(await oneOnEach(balancer, 2)).keys()];
    const firstReplica = await replicaOf(balancer, first);
    const secondReplica = await replicaOf(balancer, second);
    expect(new Set([firstReplica, secondReplica])).toEqual(new Set(['mock-1', 'mock-2']));
    expect((await call(balancer, '/__mock/scenario/empty', first, { method: 'POST', body: {} })).status).toBe(
      200,
    );
    const emptied = await call(balancer, '/courses/AllCourses', first);
    const untouched = await call(balancer, '/courses/AllCourses', second);
    expect(emptied.json).toEqual([]);
    expect((untouched.json as unknown[]).length).toBeGreaterThan(50);
    expect([emptied.replica, untouched.replica]).toEqual([firstReplica, secondReplica]);
  });

  it('has one shared data set, on mock-1: calls without a data set all see its writes', async () => {
    const before = await call(balancer, '/courses/AllCourses', null);
    expect(
      (await call(balancer, '/__mock/scenario/sold-out', null, { method: 'POST', body: {} })).status,
    ).toBe(200);
    try {
      for (let n = 0; n < 10; n += 1) {
        const after = await call(balancer, '/courses/AllCourses', null);
        expect(after.replica).toBe('mock-1');
        expect(after.json).not.toEqual(before.json);
        const full = (after.json as CourseReceived[]).every((c) => c.enrolledCount === c.maxParticipants);
        expect(full).toBe(true);
      }
    } finally {
      await call(balancer, '/__mock/reset', null, { method: 'POST', body: {} });
    }
  });

  it('moves only the data sets of a replica that leaves', async () => {
    const ids = Array.from({ length: 40 }, (_, n) => `team-ring-${String(n)}`);
    const withMock3 = await Promise.all(ids.map((id) => replicaOf(withThree, id)));
    const without = await Promise.all(ids.map((id) => replicaOf(balancer, id)));
    expect(new Set(withMock3)).toEqual(new Set(['mock-1', 'mock-2', 'mock-3']));
    ids.forEach((id, n) => {
      if (withMock3[n] !== 'mock-3') expect(without[n], id).toBe(withMock3[n]);
    });
    // A data set that moved is made again from the seed on its new replica, on first use.
    const moved = ids.find((_, n) => withMock3[n] === 'mock-3') ?? '';
    const there = await call(balancer, '/courses/AllCourses', moved);
    expect(there.status).toBe(200);
    expect((there.json as unknown[]).length).toBeGreaterThan(50);
  });

  it('never passes a call its replica dropped on to another replica', async () => {
    const dataSet = 'team-dropped';
    const home = await replicaOf(balancer, dataSet);
    const rules = [{ method: 'GET', path: '/blog', network: 'reset', times: 1 }];
    expect(
      (await call(balancer, '/__mock/faults', dataSet, { method: 'POST', body: { rules } })).status,
    ).toBe(200);
    const dropped = await fetch(`${balancer.url}/blog`, { headers: { ...admin, 'x-mock-session': dataSet } });
    expect(dropped.status).toBe(502);
    // The replica is not skipped afterwards: the data set, and its writes, stay where they were.
    const again = await call(balancer, '/blog', dataSet);
    expect([again.status, again.replica]).toEqual([200, home]);
  });

  it('keeps the admin surface behind the key', async () => {
    const response = await fetch(`${balancer.url}/__mock/state`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('MOCK_ADMIN_LOCKED');
  });
});

describe('a mock on loopback without a key, behind nginx', () => {
  it('refuses the admin surface and data sets to every call nginx passes on', async () => {
    // Not named a replica (a replica without a key is locked whoever calls): the proxy's header alone.
    const replica = await startMockProcess({
      env: { MOCK_ADMIN_TOKEN: undefined, MOCK_REPLICA_ID: undefined },
    });
    running.push(replica);
    const front = await startBalancer([replica]);
    running.push(front);
    // Straight on loopback the replica is open; through nginx, the call may come from anywhere.
    expect((await fetch(`${replica.url}/__mock/state`)).status).toBe(200);
    const state = await fetch(`${front.url}/__mock/state`);
    expect(state.status).toBe(401);
    expect(((await state.json()) as { message: string }).message).toContain('came through a proxy');
    const scoped = await fetch(`${front.url}/courses/AllCourses`, { headers: { 'x-mock-session': 'x' } });
    expect(scoped.status).toBe(401);
    expect((await fetch(`${front.url}/courses/AllCourses`)).status).toBe(200);
  }, 60_000);
});

/** A JSON POST through `through` from the loopback address `from`, as another machine's client. */
function postFrom(
  from: string,
  through: Running,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      `${through.url}${path}`,
      {
        method: 'POST',
        localAddress: from,
        timeout: 10_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => {
          resolve(answer.statusCode ?? 0);
        });
      },
    );
    sent.on('timeout', () => {
      sent.destroy(new Error(`${path} from ${from}: no answer in 10 s`));
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

describe('the sign-in brake behind nginx', () => {
  it('locks out the client that guesses passwords, never another one', async () => {
    const replica = await startReplica('mock-brake', { MOCK_ADMIN_TOKEN: ADMIN_KEY, AUTH_RATE_LIMIT: '5' });
    running.push(replica);
    const front = await startBalancer([replica]);
    running.push(front);
    const wrong = { email: DEMO.learner.email, password: 'Devine2026!' };
    // Six wrong passwords from 127.0.0.2, each claiming another address in its own X-Forwarded-For.
    const guesses: number[] = [];
    for (let n = 1; n <= 6; n += 1)
      guesses.push(
        await postFrom('127.0.0.2', front, '/auth/login', wrong, {
          'x-forwarded-for': `10.9.9.${String(n)}`,
        }),
      );
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await postFrom('127.0.0.2', front, '/auth/login', DEMO.learner)).toBe(429);
    // Another client of the same nginx signs in and asks for a reset link as usual.
    expect(await postFrom('127.0.0.3', front, '/auth/login', DEMO.learner)).toBe(200);
    expect(await postFrom('127.0.0.3', front, '/auth/forgot-password', { email: DEMO.learner.email })).toBe(
      200,
    );
  }, 60_000);
});
