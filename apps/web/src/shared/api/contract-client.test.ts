import { afterEach, describe, expect, it, vi } from 'vitest';
import { z, ZodError } from 'zod';

import { CourseReceivedSchema } from '@formation/contract';

import { testCourse } from '@/testing/test-course';

import { contractClient, KEEPALIVE_BUDGET_BYTES, keptAliveBytesOf } from './contract-client';

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

describe('a write on its way when the page goes', () => {
  /** A fetch that answers only when told: what each request asked, and the means to answer them. */
  function heldFetch() {
    const held: (() => void)[] = [];
    const fetchMock = vi.fn(
      (_url: string, _init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          held.push(() => {
            resolve(new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }));
          });
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return {
      keptAlive: () => fetchMock.mock.calls.map(([, init]) => init?.keepalive === true),
      answerAll: () => {
        for (const answer of held.splice(0)) answer();
      },
    };
  }
  const comment = () =>
    contractClient.comments.create({ body: { courseId: 3, content: 'é'.repeat(2000), rate: 5 } });

  it('goes with keepalive, so leaving the page cannot cancel it; a read does not', async () => {
    const fetched = heldFetch();
    const calls = [
      contractClient.favorites.add({ params: { courseId: 3 }, body: { userId: 1 } }),
      contractClient.courses.list({ query: { status: 'PUBLISHED' } }),
    ];
    await vi.waitFor(() => {
      expect(fetched.keptAlive()).toEqual([true, false]);
    });
    fetched.answerAll();
    await Promise.allSettled(calls);
  });

  it("within the browser's budget: past it a write waits with the page, and the budget comes back", async () => {
    const fetched = heldFetch();
    // Each comment is about 4 KiB (2,000 two-byte letters): twelve fit in 48 KiB, not a thirteenth.
    const calls = Array.from({ length: 14 }, comment);
    await vi.waitFor(() => {
      expect(fetched.keptAlive()).toHaveLength(14);
    });
    expect(fetched.keptAlive().filter(Boolean)).toHaveLength(12);
    fetched.answerAll();
    await Promise.allSettled(calls);
    const again = comment();
    await vi.waitFor(() => {
      expect(fetched.keptAlive().at(-1)).toBe(true);
    });
    fetched.answerAll();
    await again.catch(() => undefined);
  });

  it('sends a form (a photo) without keepalive: too large for the budget', () => {
    expect(keptAliveBytesOf({ method: 'POST', body: new FormData() })).toBeNull();
    expect(keptAliveBytesOf({ method: 'GET', body: undefined })).toBeNull();
    expect(keptAliveBytesOf({ method: 'DELETE', body: undefined })).toBe(0);
    expect(keptAliveBytesOf({ method: 'PUT', body: '{"city":"Sfax"}' })).toBe(15);
    expect(keptAliveBytesOf({ method: 'POST', body: '"é"' })).toBe(4);
    expect(KEEPALIVE_BUDGET_BYTES).toBeLessThanOrEqual(64 * 1024);
  });
});
