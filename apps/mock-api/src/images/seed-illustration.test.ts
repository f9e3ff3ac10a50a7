import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { CourseReceivedSchema } from '@formation/contract';
import { resolveImageUrl } from '@formation/domain';

import type { MockServer } from '../fastify/fastify-app';
import { buildTestApp } from '../testing/test-app';

let app: MockServer;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the pictures the seed refers to', () => {
  it('every course image resolves (domain rule) to a real PNG served under /uploads', async () => {
    const courses = z
      .array(CourseReceivedSchema)
      .parse((await app.inject({ method: 'GET', url: '/courses/AllCourses' })).json());
    const withImages = courses.filter((c) => c.image !== null);
    expect(withImages.length).toBeGreaterThan(50);
    for (const course of withImages.slice(0, 8)) {
      const url = resolveImageUrl(course.image, { uploadsBaseUrl: 'http://localhost/uploads' });
      const res = await app.inject({ method: 'GET', url: url.replace('http://localhost', '') });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.subarray(0, 8).equals(PNG)).toBe(true);
    }
  });

  it('draws the same picture every time, and nothing for paths the seed does not name', async () => {
    const a = await app.inject({ method: 'GET', url: '/uploads/courses/pmp.png' });
    const b = await app.inject({ method: 'GET', url: '/uploads/courses/pmp.png' });
    expect(a.statusCode).toBe(200);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/uploads/courses/unknown.png' })).statusCode).toBe(404);
  });
});
