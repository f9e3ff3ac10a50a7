import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig, parseSettings } from './config';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = parseSettings({});
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 3001,
      MOCK_ADMIN: true,
      publicUrl: 'http://127.0.0.1:3001',
      exposed: false,
    });
    // No secret ships with the mock: it is made in the data folder by loadConfig.
    expect(config.AUTH_SECRET).toBeUndefined();
    expect(config.MOCK_ADMIN_TOKEN).toBeUndefined();
    expect(config.DATABASE_FILE).toMatch(/apps\/mock-api\/data\/mock\.db$/);
    expect(config.now).toMatch(/T00:00:00\.000Z$/);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '4000',
      MOCK_NOW: '2026-12-01T08:00:00+01:00',
      MOCK_ADMIN: 'false',
      CORS_ORIGINS: 'http://a.test, http://b.test',
      AUTH_RATE_LIMIT: '5',
      UPLOADS_DIR: '/tmp/u',
      DATABASE_FILE: ':memory:',
    });
    expect(config).toMatchObject({
      PORT: 4000,
      MOCK_ADMIN: false,
      CORS_ORIGINS: ['http://a.test', 'http://b.test'],
      AUTH_RATE_LIMIT: 5,
      now: '2026-12-01T07:00:00.000Z',
      publicUrl: 'http://127.0.0.1:4000',
      exposed: true,
      authSecretFrom: 'memory',
    });
    expect(config.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('stops with a clear message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ MOCK_NOW: 'tomorrow' })).toThrow(/MOCK_NOW must be an ISO date-time/);
    expect(() => loadConfig({ MOCK_NOW: '9999-12-31T23:59:59Z' })).toThrow(
      /MOCK_NOW: The mock clock must be between/,
    );
    expect(() => loadConfig({ MOCK_ADMIN: 'maybe' })).toThrow(/MOCK_ADMIN/);
    expect(() => loadConfig({ CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ MOCK_ADMIN_TOKEN: 'short' })).toThrow(/MOCK_ADMIN_TOKEN must be at least 16/);
  });

  it('refuses the token secret this repository once published as its default', () => {
    expect(() =>
      loadConfig({ DATABASE_FILE: ':memory:', AUTH_SECRET: 'mock-api-dev-secret-not-for-production' }),
    ).toThrow(/AUTH_SECRET is a value published in this repository/);
  });

  it('takes the balancer’s addresses and ranges as TRUSTED_PROXIES, never every address', () => {
    expect(parseSettings({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseSettings({ TRUSTED_PROXIES: ' 172.30.100.2, 10.0.0.0/8,FD00::/8 ' }).TRUSTED_PROXIES).toEqual(
      ['172.30.100.2', '10.0.0.0/8', 'fd00::/8'],
    );
    for (const bad of [
      '0.0.0.0/0',
      '::/0',
      'nginx',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.1/8/1',
      '[::1]',
      '10.0.0.0/08',
    ])
      expect(() => parseSettings({ TRUSTED_PROXIES: bad }), bad).toThrow(
        /TRUSTED_PROXIES must be IP addresses/,
      );
  });

  it.each([
    ['127.0.0.1', false],
    ['localhost', false],
    ['::1', false],
    ['0.0.0.0', true],
    ['::', true],
    ['192.168.1.20', true],
    ['staging.example.tn', true],
  ])('HOST=%s is reachable from other machines: %s', (HOST, exposed) => {
    expect(parseSettings({ HOST }).exposed).toBe(exposed);
  });
});
