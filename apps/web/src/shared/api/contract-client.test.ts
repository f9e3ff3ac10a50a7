import { afterEach, describe, expect, it, vi } from 'vitest';
import { z, ZodError } from 'zod';

import { CourseReceivedSchema } from '@formation/contract';

import { testCourse } from '@/testing/test-course';

import { contractClient } from './contract-client';

function answerWith(body: unknown, contentType = 'application/json; charset=utf-8') {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': contentType } })),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the contract client', () => {
  const courses = Array.from({ length: 25 }, (_, index) => testCourse(index + 1));

  it('gives a long list as the contract reads it', async () => {
    answerWith(courses);
    const response = await contractClient.courses.list({ query: { status: 'PUBLISHED' } });
    expect(response.body).toEqual(z.array(CourseReceivedSchema).parse(courses));
  });

  it('refuses an answer that breaks the contract, naming what is wrong', async () => {
    answerWith(courses.map((course, index) => (index === 21 ? { ...course, slug: 42 } : course)));
    const call = contractClient.courses.list({ query: { status: 'PUBLISHED' } });
    await expect(call).rejects.toBeInstanceOf(ZodError);
    await expect(call).rejects.toMatchObject({ issues: [{ path: [21, 'slug'] }] });
  });

  it('leaves an answer that is not JSON as it came', async () => {
    answerWith('pas du JSON', 'text/plain');
    const response = await contractClient.courses.list({ query: { status: 'PUBLISHED' } });
    expect(response.body).toBe('"pas du JSON"');
  });
});
