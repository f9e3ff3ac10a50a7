import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AVATAR_MAX_BYTES, ErrorBodySchema, UpdatedUserSchema } from '@formation/contract';

import { encodePng } from '../../images/png-encoder';
import { multipartBody, type Part } from '../../testing/multipart-body';
import { injectAs, withLearners, type SignedIn, type TestApp } from '../../testing/test-app';

let app: TestApp;
let uploadsDir: string;
let outside: string;
let learner: SignedIn;
let learner2: SignedIn;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'mock-api-photo-test-'));
  outside = mkdtempSync(join(tmpdir(), 'mock-api-outside-'));
  ({ app, learner, learner2 } = await withLearners({ UPLOADS_DIR: uploadsDir }));
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const error = (res: { json: () => unknown }) => ErrorBodySchema.parse(res.json());

function upload(signedIn: SignedIn | null, id: number, parts: Part[]) {
  const { payload, headers } = multipartBody(parts);
  return injectAs(app, signedIn, { method: 'PATCH', url: `/users/${id}`, payload, headers });
}

/** A real 2 × 2 PNG: red, green, blue and white pixels. */
const tinyPng = () =>
  Buffer.from(
    encodePng(2, 2, Uint8Array.from([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])),
  );

/** A minimal JPEG header: SOI, APP0 (JFIF), SOF0 declaring width × height, EOI. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  const components = [0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, ...components, 0xff, 0xd9]);
}

/** A PNG whose header declares width × height (the pixels need not follow for the check). */
function pngDeclaring(width: number, height: number): Buffer {
  const png = tinyPng();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

const photo = (content: Buffer, filename = 'avatar.png', contentType = 'image/png'): Part => ({
  name: 'photo',
  content,
  filename,
  contentType,
});

const imageOf = async (signedIn: SignedIn) =>
  (await injectAs(app, signedIn, { method: 'GET', url: `/users/profile/${signedIn.userId}` })).json<{
    image: string | null;
  }>().image;

describe('PATCH /users/:id (multipart/form-data)', () => {
  it('stores a real PNG and its data fields, and serves the file back', async () => {
    const png = tinyPng();
    const res = await upload(learner, learner.userId, [
      photo(png),
      { name: 'data', content: JSON.stringify({ city: 'Sfax', notifications: { marketing: true } }) },
    ]);
    expect(res.statusCode).toBe(200);
    const body = UpdatedUserSchema.parse(res.json());
    expect(body.image).toMatch(new RegExp(`^avatars/${learner.userId}-[0-9a-f]{16}\\.png$`));
    expect(body).toMatchObject({
      city: 'Sfax',
      profile: { notifications: { marketing: true }, image: body.image },
    });
    expect(existsSync(join(uploadsDir, body.image ?? ''))).toBe(true);

    const served = await app.inject({ method: 'GET', url: `/uploads/${body.image ?? ''}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('trusts the bytes, not the name or the declared type, and replaces the previous photo', async () => {
    const before = await imageOf(learner);
    const res = await upload(learner, learner.userId, [
      photo(jpegHeader(640, 480), 'portrait.png', 'image/png'),
    ]);
    expect(res.statusCode).toBe(200);
    const image = UpdatedUserSchema.parse(res.json()).image ?? '';
    expect(image).toMatch(/\.jpg$/);
    const served = await app.inject({ method: 'GET', url: `/uploads/${image}` });
    expect(served.headers['content-type']).toBe('image/jpeg');
    if (before?.startsWith('avatars/') === true) expect(existsSync(join(uploadsDir, before))).toBe(false);
  });

  it('refuses a text file named .png with type image/png (415), leaving the photo as it was', async () => {
    const before = await imageOf(learner);
    const res = await upload(learner, learner.userId, [photo(Buffer.from('hello, I am not an image'))]);
    expect(res.statusCode).toBe(415);
    expect(error(res).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await imageOf(learner)).toBe(before);
  });

  it('refuses an image declaring more than 4096 × 4096 pixels (415)', async () => {
    for (const bomb of [pngDeclaring(5000, 10), pngDeclaring(10, 4097), jpegHeader(4097, 100)]) {
      const res = await upload(learner, learner.userId, [photo(bomb)]);
      expect(res.statusCode).toBe(415);
      expect(error(res).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect((await upload(learner, learner.userId, [photo(pngDeclaring(4096, 4096))])).statusCode).toBe(200);
  });

  it('accepts exactly 2 MB and refuses 2 MB + 1 byte (413)', async () => {
    const exact = Buffer.concat([tinyPng(), Buffer.alloc(AVATAR_MAX_BYTES - tinyPng().length)]);
    expect(exact.length).toBe(AVATAR_MAX_BYTES);
    expect((await upload(learner, learner.userId, [photo(exact)])).statusCode).toBe(200);

    const before = await imageOf(learner);
    const res = await upload(learner, learner.userId, [photo(Buffer.concat([exact, Buffer.from([0])]))]);
    expect(res.statusCode).toBe(413);
    expect(error(res).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await imageOf(learner)).toBe(before);
  });

  it('takes the data part alone, and an empty file input as no photo', async () => {
    const before = await imageOf(learner);
    const res = await upload(learner, learner.userId, [
      { name: 'photo', content: Buffer.alloc(0), filename: '', contentType: 'application/octet-stream' },
      { name: 'data', content: JSON.stringify({ city: 'Monastir' }) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(UpdatedUserSchema.parse(res.json())).toMatchObject({ city: 'Monastir', image: before });
  });

  it('validates the data part and refuses unexpected parts', async () => {
    const notJson = await upload(learner, learner.userId, [{ name: 'data', content: '{city:' }]);
    expect(notJson.statusCode).toBe(400);
    expect(error(notJson).details).toEqual([expect.objectContaining({ path: 'body.data' })]);

    const invalid = await upload(learner, learner.userId, [
      photo(tinyPng()),
      { name: 'data', content: JSON.stringify({ email: 'nope', role: 'admin' }) },
    ]);
    expect(invalid.statusCode).toBe(400);
    expect(error(invalid).details?.map((d) => d.path)).toEqual(
      expect.arrayContaining(['body.email', 'body']),
    );

    const unexpected = await upload(learner, learner.userId, [{ name: 'city', content: 'Sfax' }]);
    expect(unexpected.statusCode).toBe(400);
    expect(error(unexpected).details).toEqual([expect.objectContaining({ path: 'body.city' })]);

    const twoFiles = await upload(learner, learner.userId, [photo(tinyPng()), photo(tinyPng())]);
    expect(twoFiles.statusCode).toBe(413);

    const broken = await injectAs(app, learner, {
      method: 'PATCH',
      url: `/users/${learner.userId}`,
      payload: '--nope\r\nContent-Disposition: form-data; name="data"\r\n\r\n{}',
      headers: { 'content-type': 'multipart/form-data; boundary=nope' },
    });
    expect(broken.statusCode).toBe(400);
  });

  it('checks the token and the owner before reading the form', async () => {
    expect((await upload(null, learner.userId, [photo(tinyPng())])).statusCode).toBe(401);
    const other = await upload(learner, learner2.userId, [photo(tinyPng())]);
    expect(other.statusCode).toBe(403);
    expect(await imageOf(learner2)).toBeNull();
  });

  it('keeps multipart bodies away from the other routes (415)', async () => {
    const { payload, headers } = multipartBody([{ name: 'data', content: '{}' }]);
    const res = await app.inject({ method: 'POST', url: '/auth/login', payload, headers });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /uploads/*', () => {
  it('serves a real default avatar PNG', async () => {
    const res = await app.inject({ method: 'GET', url: '/uploads/default-avatar.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const png = res.rawPayload;
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      true,
    );
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([96, 96]);
    expect(png.subarray(-8, -4).toString('latin1')).toBe('IEND');
  });

  it('refuses path traversal, hidden files, non-image types and links leaving the folder', async () => {
    writeFileSync(join(outside, 'secret.png'), tinyPng());
    symlinkSync(join(outside, 'secret.png'), join(uploadsDir, 'link.png'));
    writeFileSync(join(uploadsDir, 'page.html'), '<script>alert(1)</script>');
    writeFileSync(join(uploadsDir, '.hidden.png'), tinyPng());
    const urls = [
      '/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
      '/uploads/avatars/..%2F..%2Fsecret.png',
      '/uploads/%2e%2e/secret.png',
      '/uploads/avatars%5C..%5Clink.png',
      '/uploads/link.png',
      '/uploads/page.html',
      '/uploads/.hidden.png',
      '/uploads/missing.png',
      '/uploads/',
    ];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
