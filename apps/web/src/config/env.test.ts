import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadEnv() {
  vi.resetModules();
  return (await import('./env')).env;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('env', () => {
  it('falls back to the local mock and site when nothing is set', async () => {
    vi.stubEnv('VITE_API_BASE_URL', '');
    vi.stubEnv('VITE_SITE_URL', '  ');
    const env = await loadEnv();
    expect(env.apiBaseUrl).toBe('http://localhost:3001');
    expect(env.siteUrl).toBe('http://localhost:5173');
    expect(env.images.uploadsBaseUrl).toBe('http://localhost:3001/uploads');
    expect(env.identity.scriptUrl).toBe('http://localhost:3001/__mock/identity/client.js');
  });

  it('drops a trailing slash from the addresses it is given', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.tn/');
    vi.stubEnv('VITE_SITE_URL', 'https://www.example.tn/');
    const env = await loadEnv();
    expect(env.apiBaseUrl).toBe('https://api.example.tn');
    expect(env.siteUrl).toBe('https://www.example.tn');
    expect(env.identity.userInfoUrl).toBe('https://api.example.tn/__mock/identity/userinfo');
  });

  it('stops the build on an address that is not absolute http(s), naming the variable', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'api.example.tn');
    await expect(loadEnv()).rejects.toThrow('VITE_API_BASE_URL must be an absolute http(s) address');
    // Two slashes name another host, not a path of this one.
    vi.stubEnv('VITE_API_BASE_URL', '//evil.example/api');
    await expect(loadEnv()).rejects.toThrow('VITE_API_BASE_URL must be an absolute http(s) address');
    vi.stubEnv('VITE_API_BASE_URL', 'http://localhost:3001');
    vi.stubEnv('VITE_IDENTITY_SCRIPT_URL', 'javascript:alert(1)');
    await expect(loadEnv()).rejects.toThrow('VITE_IDENTITY_SCRIPT_URL');
  });

  it('reads a path as an address on the page’s own origin (a build any host can serve)', async () => {
    vi.stubEnv('VITE_API_BASE_URL', '/demo/api/');
    vi.stubEnv('VITE_SITE_URL', '/demo');
    const env = await loadEnv();
    expect(env.apiBaseUrl).toBe(`${location.origin}/demo/api`);
    expect(env.siteUrl).toBe(`${location.origin}/demo`);
    expect(env.identity.scriptUrl).toBe(`${location.origin}/demo/api/__mock/identity/client.js`);
  });

  it('keeps an empty identity client id empty (the provider button stays out)', async () => {
    vi.stubEnv('VITE_IDENTITY_CLIENT_ID', '');
    expect((await loadEnv()).identity.clientId).toBe('');
    vi.stubEnv('VITE_IDENTITY_CLIENT_ID', ' my-client ');
    expect((await loadEnv()).identity.clientId).toBe('my-client');
  });
});
