import { describe, expect, it } from 'vitest';

import { isLoopbackHost } from './loopback';

describe('loopback hosts', () => {
  it.each([
    '127.0.0.1',
    '127.10.0.3',
    'localhost',
    'LOCALHOST',
    '::1',
    '[::1]',
    '0:0:0:0:0:0:0:1',
    '::0001',
    '::ffff:127.0.0.1',
  ])('%s stays on this machine', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each([
    '0.0.0.0',
    '::',
    '10.0.0.5',
    '192.168.1.20',
    '::ffff:10.0.0.5',
    'fe80::1',
    'mock.internal',
    '128.0.0.1',
    '127.0.0.256',
    '127.1',
    '::2',
    '1::1',
    '::1::',
  ])('%s is reachable from elsewhere', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
