import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ONE_PIXEL_PNG, startSecretServer } from '../testing/hostile-backend';
import { listenLocal, type LocalServer } from '../testing/local-server';
import { isNonPublicHost, nonPublicKind } from './picture-address';
import { mayShow, NON_PUBLIC, OFF_ORIGIN, picturePolicy, refusalOf } from './picture-policy';
import { getPicture, type PictureAnswer } from './picture-request';

describe('nonPublicKind', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.254', 'private'],
    ['169.254.169.254', 'link-local'],
    ['224.0.0.1', 'multicast or reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    // IPv4 addresses written as IPv6 are judged as the IPv4 address they reach.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a00:1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['2002:7f00:1::', 'loopback'],
  ])('%s is %s', (address, kind) => {
    expect(nonPublicKind(address)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '169.253.1.1',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '2a00:1450::1',
  ])('%s is public', (address) => {
    expect(nonPublicKind(address)).toBeNull();
  });

  it('reads a URL’s host as the URL parser leaves it, whatever way it was written', () => {
    for (const written of [
      'http://2130706433/',
      'http://0x7f.1/',
      'http://127.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://[0:0:0:0:0:ffff:7f00:1]/',
      'http://localhost./',
      'http://LOCALHOST/',
      'http://pictures.localhost/',
      'http://[fe80::1]/',
    ]) {
      expect(isNonPublicHost(new URL(written).hostname), written).toBe(true);
    }
    expect(isNonPublicHost(new URL('https://cdn.example.tn/').hostname)).toBe(false);
  });
});

describe('picturePolicy', () => {
  const publicBase = new URL('https://api.example.tn/v1/');

  it('allows the base URL’s origin and those of --images-from, nothing else', () => {
    const policy = picturePolicy(publicBase, ['https://cdn.example.tn']);
    expect(refusalOf(new URL('https://api.example.tn/uploads/a.png'), policy)).toBeNull();
    expect(refusalOf(new URL('https://cdn.example.tn/a.png'), policy)).toBeNull();
    expect(refusalOf(new URL('http://api.example.tn/uploads/a.png'), policy)).toBe(OFF_ORIGIN);
    expect(refusalOf(new URL('https://api.example.tn:8443/a.png'), policy)).toBe(OFF_ORIGIN);
    expect(refusalOf(new URL('https://elsewhere.example/a.png'), policy)).toBe(OFF_ORIGIN);
  });

  it('refuses a non-public address for a public backend, even one --images-from names', () => {
    const policy = picturePolicy(publicBase, ['http://10.0.0.7', 'http://localhost:8080']);
    expect(policy.nonPublicAllowed).toBe(false);
    expect(refusalOf(new URL('http://10.0.0.7/a.png'), policy)).toBe(NON_PUBLIC);
    expect(refusalOf(new URL('http://localhost:8080/a.png'), policy)).toBe(NON_PUBLIC);
  });

  it('allows one when the base URL is written as one (a mock on loopback, a sandbox on 10.x)', () => {
    for (const base of [
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'http://10.0.0.5',
      'http://[::1]:3000',
    ]) {
      expect(picturePolicy(new URL(base), []).nonPublicAllowed, base).toBe(true);
    }
    expect(picturePolicy(publicBase, []).nonPublicAllowed).toBe(false);
  });

  it('lets a row keep an address only when it is public or on an allowed origin', () => {
    const policy = picturePolicy(new URL('http://127.0.0.1:3000'), []);
    expect(mayShow(new URL('http://127.0.0.1:3000/uploads/a.png'), policy)).toBe(true);
    expect(mayShow(new URL('https://cdn.example.tn/a.png'), policy)).toBe(true);
    expect(mayShow(new URL('http://127.0.0.1:3001/a.png'), policy)).toBe(false);
    expect(mayShow(new URL('http://169.254.169.254/a.png'), policy)).toBe(false);
  });
});

/** A resolver that answers every name with `address`, in both of dns.lookup's forms. */
function resolvesTo(address: string, family: 4 | 6 = 4): LookupFunction {
  return (_hostname, options, callback) => {
    const entry: LookupAddress = { address, family };
    if (options.all === true) callback(null, [entry]);
    else callback(null, address, family);
  };
}

describe('getPicture', () => {
  let secret: LocalServer;
  let backend: LocalServer;
  let cdn: LocalServer;
  beforeAll(async () => {
    secret = await startSecretServer();
    cdn = await listenLocal((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(ONE_PIXEL_PNG);
    });
    backend = await listenLocal((request, response) => {
      const to: Record<string, string> = {
        '/to-cdn.png': `${cdn.url}/a.png`,
        '/to-secret.png': `${secret.url}/secret.png`,
        '/loop.png': '/loop.png',
      };
      response.writeHead(302, { location: to[request.url ?? ''] ?? '/nowhere' });
      response.end();
    });
  });
  afterAll(async () => {
    await Promise.all([secret.close(), backend.close(), cdn.close()]);
  });

  const get = (url: string, policy: ReturnType<typeof picturePolicy>): Promise<PictureAnswer> =>
    getPicture(new URL(url), {
      policy,
      signal: AbortSignal.timeout(5000),
      maxBytes: 1024 * 1024,
      budget: null,
    });

  it('refuses a name that resolves to a loopback address when the connection is made', async () => {
    const port = String(secret.port);
    const policy = picturePolicy(new URL(`http://pictures.example.tn:${port}`), [], resolvesTo('127.0.0.1'));
    expect(await get(`http://pictures.example.tn:${port}/a.png`, policy)).toEqual({
      kind: 'refused',
      why: NON_PUBLIC,
      drop: true,
    });
    const mapped = picturePolicy(
      new URL(`http://pictures.example.tn:${port}`),
      [],
      resolvesTo('::ffff:7f00:1', 6),
    );
    expect((await get(`http://pictures.example.tn:${port}/a.png`, mapped)).kind).toBe('refused');
    expect(secret.hits).toEqual([]);
    // The same resolver, for a base written as localhost: the picture is fetched, so the refusal above
    // is the policy's and not the resolver's.
    const local = picturePolicy(new URL(`http://localhost:${port}`), [], resolvesTo('127.0.0.1'));
    expect(await get(`http://localhost:${port}/b.png`, local)).toMatchObject({ kind: 'answer', status: 200 });
    expect(secret.hits).toEqual(['GET /b.png']);
    secret.hits.length = 0;
  });

  it('follows a redirect to an allowed origin, and no other, checking each hop', async () => {
    const policy = picturePolicy(new URL(backend.url), [cdn.url]);
    expect(await get(`${backend.url}/to-cdn.png`, policy)).toMatchObject({ kind: 'answer', status: 200 });
    expect(await get(`${backend.url}/to-secret.png`, policy)).toEqual({
      kind: 'refused',
      why: `redirected: ${OFF_ORIGIN}`,
      drop: true,
    });
    expect(await get(`${backend.url}/loop.png`, policy)).toEqual({
      kind: 'refused',
      why: 'more than 3 redirects',
      drop: true,
    });
    expect(secret.hits).toEqual([]);
  });
});
