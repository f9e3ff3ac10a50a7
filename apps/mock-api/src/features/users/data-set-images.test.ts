import { createHash } from 'node:crypto';
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
  it('are served under /uploads/data-set/ on the data set that holds them, with the type their bytes show', async () => {
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
    // Another data set does not hold it.
    expect((await app.inject({ method: 'GET', url: `/uploads/data-set/${pictureName}` })).statusCode).toBe(
      404,
    );
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
    const huge = Buffer.from(encodePng(5000, 1, new Uint8Array(5000 * 4))).toString('base64');
    const cases: [Row, string][] = [
      [
        { name: 'a1b2c3d4e5f60718.png', data: svg },
        'images.json: row 0, data: Not base64 of a JPEG, PNG or WebP picture',
      ],
      [{ name: 'a1b2c3d4e5f60718.png', data: huge }, 'images.json: row 0, data: Not base64'],
      [{ name: 'a1b2c3d4e5f60718.png', data: 'not base64!' }, 'images.json: row 0, data: Not base64'],
      [
        { name: '../../etc/passwd', data: png.toString('base64') },
        'images.json: row 0, name: Not a picture name',
      ],
    ];
    for (const [row, message] of cases) {
      const refused = await load('refused', withPictures([row], 'data-set/a1b2c3d4e5f60718.png'));
      expect(refused.statusCode, message).toBe(400);
      expect(refused.body).toContain(message);
    }
  });
});
