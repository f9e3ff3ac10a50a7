import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshProvider() {
  vi.resetModules();
  return import('./identity-provider');
}

beforeEach(() => {
  vi.useFakeTimers();
  document.head.querySelectorAll('script').forEach((script) => {
    script.remove();
  });
  delete window.google;
});
afterEach(() => {
  vi.useRealTimers();
  delete window.google;
});

describe('identity provider script (product rules 7)', () => {
  it('loads the configured script once and is ready when it has run', async () => {
    const { identityProvider } = await freshProvider();
    expect(identityProvider.get()).toBe('loading');
    const stop = identityProvider.subscribe(() => undefined);
    identityProvider.subscribe(() => undefined);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toMatch(/\/__mock\/identity\/client\.js$/);
    window.google = { accounts: { oauth2: { initTokenClient: vi.fn() } } };
    scripts[0]?.dispatchEvent(new Event('load'));
    expect(identityProvider.get()).toBe('ready');
    stop();
  });

  it('gives up after 7000 ms and carries on without the provider; a late load still counts', async () => {
    const { identityProvider, IDENTITY_SCRIPT_WAIT_MS } = await freshProvider();
    expect(IDENTITY_SCRIPT_WAIT_MS).toBe(7000);
    identityProvider.subscribe(() => undefined);
    vi.advanceTimersByTime(6999);
    expect(identityProvider.get()).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(identityProvider.get()).toBe('unavailable');
    window.google = { accounts: { oauth2: { initTokenClient: vi.fn() } } };
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    expect(identityProvider.get()).toBe('ready');
  });

  it('is unavailable when the script fails to load', async () => {
    const { identityProvider } = await freshProvider();
    identityProvider.subscribe(() => undefined);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(identityProvider.get()).toBe('unavailable');
  });

  it('a closed account chooser is a popup failure; not ready is ignored', async () => {
    const { identityProvider, requestProviderToken, ProviderPopupError, ProviderUnavailableError } =
      await freshProvider();
    await expect(requestProviderToken()).rejects.toBeInstanceOf(ProviderUnavailableError);
    window.google = {
      accounts: {
        oauth2: {
          initTokenClient: (config) => ({
            requestAccessToken: () => {
              config.callback({ error: 'popup_closed' });
            },
          }),
        },
      },
    };
    identityProvider.subscribe(() => undefined);
    expect(identityProvider.get()).toBe('ready');
    await expect(requestProviderToken()).rejects.toBeInstanceOf(ProviderPopupError);
  });

  it('reads the provider profile with the provider token as bearer', async () => {
    const { fetchProviderProfile, ProviderUserInfoError } = await freshProvider();
    const profile = {
      email: 'nouveau.google@example.tn',
      name: 'Nouvel Utilisateur',
      sub: 'mock-1',
      picture: 'https://lh3.googleusercontent.com/a/x=s96-c',
      verified_email: true,
    };
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(JSON.stringify(profile), { status: 200 }))
      .mockResolvedValueOnce(new Response('{}', { status: 401 }));
    await expect(fetchProviderProfile('tok', 'http://idp/userinfo')).resolves.toEqual(profile);
    expect(fetchSpy).toHaveBeenCalledWith('http://idp/userinfo', {
      headers: { authorization: 'Bearer tok' },
    });
    await expect(fetchProviderProfile('tok', 'http://idp/userinfo')).rejects.toBeInstanceOf(
      ProviderUserInfoError,
    );
  });
});
