import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CourseReceived } from '@formation/contract';

import type { MockServer } from '../../fastify/fastify-app';
import { encodePng } from '../../images/png-encoder';
import { buildTestApp } from '../../testing/test-app';

type Row = Record<string, unknown>;

let app: MockServer;
let exported: Record<string, unknown>;

const png = Buffer.from(encodePng(2, 2, new Uint8Array(16).fill(200)));
const pictureName = `${createHash('sha256').update(png).digest('hex').slice(0, 32)}.png`;

/** The seed's export, with `images.json` holding `pictures` and its first course showing `image`. */
function withPictures(pictures: Row[], image: string): Record<string, unknown> {
  const manifest = exported['manifest.json'] as Row;
  const [first, ...others] = exported['courses.json'] as Row[];
  return {
    ...exported,
    'manifest.json': { ...manifest, counts: { ...(manifest.counts as Row), 'images.json': pictures.length } },
    'courses.json': [{ ...first, image }, ...others],
    'images.json': pictures,
  };
}

const load = (dataSet: string, files: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/__mock/data-set',
    headers: { 'x-mock-session': dataSet },
    payload: files,
  });

beforeAll(async () => {
  app = await buildTestApp();
  exported = (await app.inject({ method: 'GET', url: '/__mock/export' })).json();
});

afterAll(async () => {
  await app.close();
});

describe('a data set’s pictures', () => {
  it('are served under /uploads/data-set/ by their digest, with the type their bytes show', async () => {
    const files = withPictures(
      [{ name: pictureName, data: png.toString('base64') }],
      `data-set/${pictureName}`,
    );
    expect((await load('pictures', files)).statusCode).toBe(200);
    const headers = { 'x-mock-session': 'pictures' };
    const [course] = (await app.inject({ method: 'GET', url: '/courses/AllCourses', headers })).json<
      CourseReceived[]
    >();
    expect(course?.image).toBe(`data-set/${pictureName}`);
    const served = await app.inject({ method: 'GET', url: `/uploads/data-set/${pictureName}`, headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
    // Named by its digest, a picture is the same whoever asks: a browser's image request may carry
    // no data set header. One never loaded is not there.
    const anyone = await app.inject({ method: 'GET', url: `/uploads/data-set/${pictureName}` });
    expect(anyone.rawPayload.equals(png)).toBe(true);
    const unknown = await app.inject({ method: 'GET', url: `/uploads/data-set/${'0'.repeat(32)}.png` });
    expect(unknown.statusCode).toBe(404);
  });

  it('are kept once for the process, not in each private copy of the data set', async () => {
    // A megabyte of picture: in a database, hundreds of pages more for every copy.
    const large = Buffer.concat([png, Buffer.alloc(1024 * 1024, 7)]);
    const largeName = `${createHash('sha256').update(large).digest('hex').slice(0, 32)}.png`;
    const pagesOf = async (dataSet: string) => {
      const acquired = await app.ctx.dataSets?.acquire(dataSet);
      if (acquired === undefined) throw new Error('no private data sets');
      return acquired.db.get<{ page_count: number }>(sql`PRAGMA page_count`).page_count;
    };
    const withoutPicture = withPictures([], 'data-set/none.png');
    expect((await load('without-picture', withoutPicture)).statusCode).toBe(200);
    const withPicture = withPictures(
      [{ name: largeName, data: large.toString('base64') }],
      `data-set/${largeName}`,
    );
    expect((await load('with-picture', withPicture)).statusCode).toBe(200);
    expect(await pagesOf('with-picture')).toBe(await pagesOf('without-picture'));
    const served = await app.inject({ method: 'GET', url: `/uploads/data-set/${largeName}` });
    expect(served.rawPayload.length).toBe(large.length);
  });

  it('go out with the data set’s export and come back with it', async () => {
    const files = withPictures(
      [{ name: pictureName, data: png.toString('base64') }],
      `data-set/${pictureName}`,
    );
    expect((await load('round-trip', files)).statusCode).toBe(200);
    const again = await app.inject({
      method: 'GET',
      url: '/__mock/export',
      headers: { 'x-mock-session': 'round-trip' },
    });
    expect(again.json<Record<string, unknown>>()['images.json']).toEqual(files['images.json']);
  });

  it('refuses what is not a JPEG, PNG or WebP picture, a picture too large, and a name that is a path', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64');
    const wide = Buffer.from(encodePng(5000, 1, new Uint8Array(5000 * 4))).toString('base64');
    const heavy = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const heavyName = `${createHash('sha256').update(heavy).digest('hex').slice(0, 32)}.png`;
    const otherName = `${'a'.repeat(32)}.png`;
    // A name of the right form whose bytes are not what the case is about.
    const anyName = `${'a1b2c3d4'.repeat(4)}.png`;
    const cases: [Row, string][] = [
      [{ name: anyName, data: svg }, 'images.json: row 0, data: Not base64 of a JPEG, PNG or WebP picture'],
      [{ name: anyName, data: wide }, 'images.json: row 0, data: Not base64'],
      [{ name: heavyName, data: heavy.toString('base64') }, 'images.json: row 0, data: Not base64'],
      [
        { name: otherName, data: png.toString('base64') },
        'images.json: row 0, name: Not the start of the SHA-256',
      ],
      [{ name: anyName, data: 'not base64!' }, 'images.json: row 0, data: Not base64'],
      [
        { name: '../../etc/passwd', data: png.toString('base64') },
        'images.json: row 0, name: Not a picture name',
      ],
      // The true start of its digest, but 64 bits of it: two pictures made to share them are within reach.
      [
        { name: `${pictureName.slice(0, 16)}.png`, data: png.toString('base64') },
        'images.json: row 0, name: Not a picture name: 32 to 64 hex characters of the SHA-256 of its bytes',
      ],
    ];
    for (const [row, message] of cases) {
      const refused = await load('refused', withPictures([row], `data-set/${anyName}`));
      expect(refused.statusCode, message).toBe(400);
      expect(refused.body).toContain(message);
    }
  });

  it('are let go when the last data set that holds them is dropped or seeded again, not before', async () => {
    const onlyHere = Buffer.concat([png, Buffer.from('only here')]);
    const onlyName = `${createHash('sha256').update(onlyHere).digest('hex').slice(0, 32)}.png`;
    const files = withPictures(
      [{ name: onlyName, data: onlyHere.toString('base64') }],
      `data-set/${onlyName}`,
    );
    const served = async () =>
      (await app.inject({ method: 'GET', url: `/uploads/data-set/${onlyName}` })).statusCode;
    const drop = (dataSet: string) =>
      app.inject({ method: 'DELETE', url: '/__mock/session', headers: { 'x-mock-session': dataSet } });

    expect((await load('holder-a', files)).statusCode).toBe(200);
    expect((await load('holder-b', files)).statusCode).toBe(200);
    await drop('holder-a');
    expect(await served()).toBe(200);
    await drop('holder-b');
    expect(await served()).toBe(404);

    // A private data set loaded with other files, or reset, holds them no more either.
    expect((await load('holder-c', files)).statusCode).toBe(200);
    expect((await load('holder-c', withPictures([], 'data-set/none.png'))).statusCode).toBe(200);
    expect(await served()).toBe(404);
    expect((await load('holder-c', files)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/__mock/reset', headers: { 'x-mock-session': 'holder-c' } });
    expect(await served()).toBe(404);

    // The shared data set's stay while it shows them, and go with its next seed.
    const shared = await buildTestApp();
    try {
      const intoShared = await shared.inject({ method: 'POST', url: '/__mock/data-set', payload: files });
      expect(intoShared.statusCode).toBe(200);
      const sharedServed = async () =>
        (await shared.inject({ method: 'GET', url: `/uploads/data-set/${onlyName}` })).statusCode;
      await shared.inject({ method: 'DELETE', url: '/__mock/session', headers: { 'x-mock-session': 'x' } });
      expect(await sharedServed()).toBe(200);
      await shared.inject({ method: 'POST', url: '/__mock/reset' });
      expect(await sharedServed()).toBe(404);
    } finally {
      await shared.close();
    }
  });
});
