import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ProviderTokenReplySchema } from '@formation/contract';

import type { MockServer } from '../fastify/fastify-app';
import { buildApp } from '../fastify/fastify-app';
import { lastMail, newAccount, post } from '../testing/account-fixtures';
import { buildTestApp, DEMO, testEnv } from '../testing/test-app';
import { expectErrorShape } from './error-shape';

/** A shared mock as QA runs it: a frozen clock, a secret and a database file kept across restarts. */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-derived-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});
const fileEnv = () => ({ DATABASE_FILE: join(dir, 'mock.db'), UPLOADS_DIR: join(dir, 'uploads') });
const onFile = () => buildTestApp(fileEnv());

async function providerTokenBytes(app: MockServer): Promise<Uint8Array> {
  const res = await post(app, '/__mock/identity/token', { email: 'curieux@example.tn', name: 'Curieux' });
  const token = ProviderTokenReplySchema.parse(res.json()).access_token.replace(/^mock-ya29\./, '');
  return new Uint8Array(Buffer.from(token, 'base64url'));
}

/** How a 6-digit code is read off derived bytes: their first six, big-endian, modulo a million. */
const codeOfBytes = (bytes: Uint8Array) =>
  String(bytes.subarray(0, 6).reduce((value, byte) => value * 256 + byte, 0) % 1_000_000).padStart(6, '0');

async function signUpCode(app: MockServer, email: string): Promise<string> {
  expect((await post(app, '/auth/register', newAccount(email))).statusCode).toBe(201);
  return lastMail(app, email, 'email-verification')?.code ?? '';
}

async function resetLink(app: MockServer): Promise<string> {
  expect((await post(app, '/auth/forgot-password', { email: DEMO.learner.email })).statusCode).toBe(200);
  return lastMail(app, DEMO.learner.email, 'password-reset')?.link ?? '';
}

describe('codes and tokens derived with a frozen clock', () => {
  it('are derived apart per purpose: provider tokens collected before a restart reveal no code after it', async () => {
    const first = await onFile();
    const collected: Uint8Array[] = [];
    try {
      for (let i = 0; i < 5; i += 1) collected.push(await providerTokenBytes(first));
    } finally {
      await first.close();
    }
    const second = await onFile();
    try {
      const codes = [];
      for (let i = 0; i < 5; i += 1) codes.push(await signUpCode(second, `apres.${String(i)}@example.tn`));
      expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
      const readOff = collected.map(codeOfBytes);
      expect(codes.filter((code) => readOff.includes(code))).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('never hand out a reset link again after a restart or a re-seed', async () => {
    const links = new Set<string>();
    const first = await onFile();
    try {
      links.add(await resetLink(first));
    } finally {
      await first.close();
    }
    const second = await onFile();
    try {
      links.add(await resetLink(second));
      expect((await second.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(200);
      links.add(await resetLink(second));
    } finally {
      await second.close();
    }
    expect(links.size).toBe(3);
  });

  it('still give the same outbox for the same secret and the same steps (QA relies on it)', async () => {
    const env = { AUTH_SECRET: 'one-secret-for-both-runs-0123456789' };
    const outboxes = [];
    for (let run = 0; run < 2; run += 1) {
      const app = await buildTestApp(env);
      try {
        await providerTokenBytes(app);
        outboxes.push([await signUpCode(app, 'meme.suite@example.tn'), await resetLink(app)]);
      } finally {
        await app.close();
      }
    }
    expect(outboxes[1]).toEqual(outboxes[0]);
  });
});

describe('tokens of a private data set', () => {
  const inDataSet = { 'x-mock-session': 'qa-run' };

  it('end with the process: the next process’s data set of the same name refuses them', async () => {
    const first = await onFile();
    let token: string;
    try {
      const res = await first.inject({
        method: 'POST',
        url: '/auth/login',
        payload: DEMO.learner,
        headers: inDataSet,
      });
      token = res.json<{ token: { access_token: string } }>().token.access_token;
      const profile = { authorization: `Bearer ${token}`, ...inDataSet };
      expect(
        (await first.inject({ method: 'GET', url: '/users/profile/1', headers: profile })).statusCode,
      ).toBe(200);
    } finally {
      await first.close();
    }
    // The next process: a new boot id, the same secret, database file and data set name.
    const second = await buildApp({ env: testEnv(fileEnv()), bootId: 'next-process' });
    try {
      const res = await second.inject({
        method: 'GET',
        url: '/users/profile/1',
        headers: { authorization: `Bearer ${token}`, ...inDataSet },
      });
      expectErrorShape(res, 401, 'UNAUTHENTICATED');
    } finally {
      await second.close();
    }
  });
});
