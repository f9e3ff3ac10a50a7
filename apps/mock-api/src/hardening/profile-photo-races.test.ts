import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { multipartBody, onePixelPng } from '../testing/multipart-body';
import { buildContractTestApp, injectAs, login, type SignedIn, type TestApp } from '../testing/test-app';

let app: TestApp;
let uploadsDir: string;
let learner: SignedIn;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'mock-api-photo-races-'));
  app = await buildContractTestApp({ UPLOADS_DIR: uploadsDir });
  learner = await login(app, 'learner');
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const avatarsOf = (userId: number) =>
  readdirSync(join(uploadsDir, 'avatars')).filter((file) => file.startsWith(`${String(userId)}-`));

function uploadPhoto(firstName: string) {
  const { payload, headers } = multipartBody([
    { name: 'data', content: JSON.stringify({ firstName }) },
    { name: 'photo', content: onePixelPng(), filename: 'me.png', contentType: 'image/png' },
  ]);
  return injectAs(app, learner, {
    method: 'PATCH',
    url: `/users/${String(learner.userId)}`,
    payload,
    headers,
  });
}

describe('profile photo updates at the same time', () => {
  it('keep exactly one avatar file, the one the profile names', async () => {
    const answers = await Promise.all([uploadPhoto('Amira'), uploadPhoto('Amira'), uploadPhoto('Amira')]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const profile = (
      await injectAs(app, learner, { method: 'GET', url: `/users/profile/${String(learner.userId)}` })
    ).json<{ image: string | null }>();
    const files = avatarsOf(learner.userId);
    expect(files).toHaveLength(1);
    expect(profile.image).toContain(files[0]);
  });
});
