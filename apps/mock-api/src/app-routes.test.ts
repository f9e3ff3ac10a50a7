import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { contract, listRoutes } from '@formation/contract';

import { buildTestApp, sqliteOf } from './testing/test-app';

describe('the mock API implements the whole contract', () => {
  it('has a route for every route of the contract', async () => {
    const app = await buildTestApp();
    try {
      await app.ready();
      const missing = listRoutes(contract)
        .filter((r) => !app.hasRoute({ method: r.method, url: r.path }))
        .map((r) => `${r.method} ${r.path}`);
      expect(missing).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('a file database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-api-file-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('is created, seeded in WAL mode, and keeps what was written across a restart', async () => {
    const env = { DATABASE_FILE: join(dir, 'mock.db') };
    const first = await buildTestApp(env);
    expect(sqliteOf(first.ctx.store).pragma('journal_mode', { simple: true })).toBe('wal');
    const subscribed = await first.inject({
      method: 'POST',
      url: '/newsletter',
      payload: { email: 'reste@example.tn' },
    });
    expect(subscribed.statusCode).toBe(201);
    await first.close();

    const second = await buildTestApp(env);
    try {
      const again = await second.inject({
        method: 'POST',
        url: '/newsletter',
        payload: { email: 'reste@example.tn' },
      });
      expect(again.json()).toMatchObject({ status: 'already-subscribed' });
      expect(second.ctx.store.generation).toBe('1');
    } finally {
      await second.close();
    }
  });
});
