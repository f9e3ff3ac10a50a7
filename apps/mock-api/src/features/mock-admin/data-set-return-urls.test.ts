import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Payment } from '@formation/contract';
import { writeDataSetFolder } from '@formation/contract/data-set-folder';

import type { MockServer } from '../../fastify/fastify-app';
import { courseBySlug, enrolledId, OPEN_COURSE } from '../../testing/commerce-fixtures';
import { buildTestApp, injectAs, login } from '../../testing/test-app';

type Row = Record<string, unknown>;

const PHISHING = 'https://evil.example/phish';
const REFUSED = 'payments.json: row 0, returnUrl: The return URL must be on the site';

let app: MockServer;
/** The seed's export with a learner's enrollment paid online, as the routes wrote it. */
let files: Record<string, unknown>;
const dirs: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  const learner = await login(app, 'learner');
  const enrollmentId = await enrolledId(app, learner, courseBySlug(app, OPEN_COURSE).id);
  const paid = await injectAs(app, learner, {
    method: 'POST',
    url: '/payments/online',
    payload: { enrollmentId, returnUrl: 'http://localhost:5173/paiement/retour' },
  });
  expect(paid.json<Payment>().method).toBe('online');
  files = (await app.inject({ method: 'GET', url: '/__mock/export' })).json();
});

afterAll(async () => {
  await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const withReturnUrl = (returnUrl: string): Record<string, unknown> => ({
  ...files,
  'payments.json': (files['payments.json'] as Row[]).map((row) => ({ ...row, returnUrl })),
});

function folder(content: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'data-set-'));
  dirs.push(dir);
  writeDataSetFolder(dir, content);
  return dir;
}

describe('a data set’s payments return only where a payment call may (POST /payments/online)', () => {
  it('refuses over HTTP a return URL off the site, naming the file, row and field, and keeps the data set', async () => {
    const load = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/__mock/data-set', headers: { 'x-mock-session': 'qa' }, payload });
    const refused = await load(withReturnUrl(PHISHING));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body', message: REFUSED }],
    });
    const payments = await app.inject({
      method: 'GET',
      url: '/__mock/export',
      headers: { 'x-mock-session': 'qa' },
    });
    expect(payments.json<Record<string, Row[]>>()['payments.json']).toEqual([]);
    expect((await load(files)).statusCode).toBe(200);
  });

  it('stops a mock started on such a folder, and takes it where the settings make that URL the site', async () => {
    const dir = folder(withReturnUrl(PHISHING));
    await expect(buildTestApp({ MOCK_DATA_SET: dir })).rejects.toThrow(REFUSED);
    const elsewhere = await buildTestApp({ MOCK_DATA_SET: dir, SITE_URL: 'https://evil.example' });
    await elsewhere.close();
  });
});
