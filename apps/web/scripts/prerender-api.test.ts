import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

import { freePort } from '@formation/mock-api/process';

import { prerenderPlan, reachApi } from './prerender-api';

describe('prerenderPlan', () => {
  it('prerenders from the API the site calls when only VITE_API_BASE_URL is set', () => {
    expect(prerenderPlan({ VITE_API_BASE_URL: 'https://api.formation.tn/v1' })).toEqual({
      kind: 'api',
      url: 'https://api.formation.tn/v1',
      from: 'VITE_API_BASE_URL',
    });
  });

  it('prefers PRERENDER_API_URL, an API with the same data the build can reach', () => {
    expect(
      prerenderPlan({
        PRERENDER_API_URL: 'http://10.0.0.5:8080',
        VITE_API_BASE_URL: 'https://api.formation.tn',
      }),
    ).toEqual({ kind: 'api', url: 'http://10.0.0.5:8080', from: 'PRERENDER_API_URL' });
  });

  it('starts a seeded mock only when neither API is named, or when asked to', () => {
    expect(prerenderPlan({}).kind).toBe('seeded-mock');
    expect(prerenderPlan({ PRERENDER_API_URL: '', VITE_API_BASE_URL: ' ' }).kind).toBe('seeded-mock');
    expect(prerenderPlan({ PRERENDER: 'seeded-mock', VITE_API_BASE_URL: 'http://localhost:3001' })).toEqual({
      kind: 'seeded-mock',
      why: 'PRERENDER=seeded-mock',
    });
  });

  it('builds the plain single page with PRERENDER=off, and refuses a value it does not know', () => {
    expect(prerenderPlan({ PRERENDER: 'off', VITE_API_BASE_URL: 'https://api.formation.tn' })).toEqual({
      kind: 'off',
    });
    expect(() => prerenderPlan({ PRERENDER: 'no' })).toThrow(
      'PRERENDER is "no": leave it unset, or set it to off or seeded-mock',
    );
  });
});

describe('reachApi', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => {
      if (server === undefined) resolve(undefined);
      else server.close(resolve);
    });
    server = undefined;
  });

  async function serve(answer: (path: string) => { status: number; body: string; date?: boolean }) {
    server = createServer((request, response) => {
      const { status, body, date = true } = answer(request.url ?? '/');
      response.sendDate = date;
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  }

  it("takes the pages' day from the API's /health, so a mock with MOCK_NOW gives its own dates", async () => {
    const url = await serve((path) =>
      path === '/health'
        ? { status: 200, body: JSON.stringify({ status: 'ok', now: '2027-03-01T09:00:00.000Z' }) }
        : { status: 404, body: '{}' },
    );
    const api = await reachApi({ url: `${url}/`, from: 'VITE_API_BASE_URL' });
    expect(api).toEqual({ url, now: new Date('2027-03-01T09:00:00.000Z'), clock: 'health' });
  });

  it('takes the Date header of an API without /health, and this clock when there is none', async () => {
    const url = await serve(() => ({ status: 404, body: '{"message":"Not found"}' }));
    const dated = await reachApi({ url, from: 'PRERENDER_API_URL' });
    expect(dated.clock).toBe('date-header');
    expect(Math.abs(dated.now.getTime() - Date.now())).toBeLessThan(60_000);
    await new Promise((resolve) => server?.close(resolve));

    const undated = await serve(() => ({ status: 200, body: '{"status":"ok"}', date: false }));
    expect((await reachApi({ url: undated, from: 'PRERENDER_API_URL' })).clock).toBe('local');
  });

  it('stops with what to do when the API it was told about does not answer', async () => {
    const url = `http://127.0.0.1:${String(await freePort())}`;
    const failure = reachApi({ url, from: 'VITE_API_BASE_URL' });
    await expect(failure).rejects.toThrow(`prerender: VITE_API_BASE_URL is ${url}, and it did not answer`);
    await expect(failure).rejects.toThrow(
      'set PRERENDER_API_URL to a running API with the same data, PRERENDER=seeded-mock to prerender from a seeded mock, or PRERENDER=off',
    );
  });

  it('stops on an address a build cannot call', async () => {
    await expect(reachApi({ url: '/demo/api', from: 'VITE_API_BASE_URL' })).rejects.toThrow(
      'prerender: VITE_API_BASE_URL is /demo/api, and that is not an absolute address a build can call',
    );
    await expect(reachApi({ url: 'ftp://api.formation.tn', from: 'PRERENDER_API_URL' })).rejects.toThrow(
      'that is not an http(s) address',
    );
  });
});
