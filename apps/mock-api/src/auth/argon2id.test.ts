import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { users } from '../db/schema';
import { newAccount, post } from '../testing/account-fixtures';
import { buildTestApp, DEMO } from '../testing/test-app';
import { argon2id as native } from './argon2id';
import { OWASP_ARGON2ID_COST, useArgon2idCost } from './argon2id-cost';
import { argon2id as wasm } from './argon2id.wasm';

const PASSWORD = 'Apprenant2026!';

describe('argon2id, native and WebAssembly', () => {
  it('write the same cost in the standard encoded form', async () => {
    const [a, b] = await Promise.all([native.hash(PASSWORD), wasm.hash(PASSWORD)]);
    for (const encoded of [a, b])
      expect(encoded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
  });

  it('each verify the other’s hashes, and refuse a wrong password', async () => {
    const [fromNative, fromWasm] = await Promise.all([native.hash(PASSWORD), wasm.hash(PASSWORD)]);
    expect(await wasm.verify(fromNative, PASSWORD)).toBe(true);
    expect(await native.verify(fromWasm, PASSWORD)).toBe(true);
    expect(await wasm.verify(fromNative, 'apprenant2026!')).toBe(false);
    expect(await native.verify(fromWasm, 'apprenant2026!')).toBe(false);
  });
});

describe('argon2id cost of a mock', () => {
  afterEach(() => {
    useArgon2idCost(OWASP_ARGON2ID_COST.memoryKiB, OWASP_ARGON2ID_COST.passes);
  });

  it('is set by ARGON2ID_MEMORY_KIB and ARGON2ID_PASSES, for sign-ups and the seed alike', async () => {
    const app = await buildTestApp({ ARGON2ID_MEMORY_KIB: '4096', ARGON2ID_PASSES: '1' });
    try {
      const registered = await post(app, '/auth/register', newAccount('cout.leger@example.tn'));
      expect(registered.statusCode).toBe(201);
      for (const email of ['cout.leger@example.tn', 'amira.bensalah@example.tn']) {
        const row = app.ctx.store.db.select().from(users).where(eq(users.email, email)).get();
        expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=4096,t=1,p=1\$/);
      }
      expect((await post(app, '/auth/login', DEMO.learner)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a cost under 1 MiB or without a pass, saying which setting', () => {
    expect(() => loadConfig({ ARGON2ID_MEMORY_KIB: '512' })).toThrow('ARGON2ID_MEMORY_KIB');
    expect(() => loadConfig({ ARGON2ID_PASSES: '0' })).toThrow('ARGON2ID_PASSES');
  });

  it("keeps OWASP's cost, or as much work, on a mock reachable from other machines", () => {
    const exposed = {
      HOST: '0.0.0.0',
      MOCK_ADMIN_TOKEN: 'une-cle-admin-assez-longue-2026',
      DATABASE_FILE: ':memory:',
    };
    expect(() => loadConfig({ ...exposed, ARGON2ID_MEMORY_KIB: '4096', ARGON2ID_PASSES: '1' })).toThrow(
      "a mock reachable from other machines (HOST) keeps OWASP's cost",
    );
    expect(() => loadConfig({ ...exposed, ARGON2ID_MEMORY_KIB: '12288', ARGON2ID_PASSES: '2' })).toThrow(
      'ARGON2ID',
    );
    for (const [memory, passes] of [
      ['47104', '1'],
      ['12288', '3'],
      ['7168', '5'],
      ['19456', '2'],
    ] as const)
      expect(
        loadConfig({ ...exposed, ARGON2ID_MEMORY_KIB: memory, ARGON2ID_PASSES: passes }).ARGON2ID_PASSES,
      ).toBe(Number(passes));
    expect(
      loadConfig({ ARGON2ID_MEMORY_KIB: '4096', ARGON2ID_PASSES: '1', DATABASE_FILE: ':memory:' })
        .ARGON2ID_MEMORY_KIB,
    ).toBe(4096);
  });
});
