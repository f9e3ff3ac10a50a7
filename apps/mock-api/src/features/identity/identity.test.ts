import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ErrorBodySchema, ProviderProfileSchema, ProviderTokenReplySchema } from '@formation/contract';

import { post, setClockAfter } from '../../testing/account-fixtures';
import { buildContractTestApp, buildTestApp, DEMO, type TestApp } from '../../testing/test-app';
import { PROVIDER_TEST_ACCOUNTS } from './identity-client-script';

let app: TestApp;
beforeAll(async () => {
  app = await buildContractTestApp();
});
afterAll(() => app.close());
beforeEach(() => {
  setClockAfter(app, 0);
});

const error = (res: { json: () => unknown }) => ErrorBodySchema.parse(res.json());

async function issue(email: string, extra: object = {}): Promise<string> {
  const res = await post(app, '/__mock/identity/token', { email, name: 'Amira Ben Salah', ...extra });
  expect(res.statusCode).toBe(200);
  return ProviderTokenReplySchema.parse(res.json()).access_token;
}

const userInfo = (authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/__mock/identity/userinfo',
    ...(authorization === undefined ? {} : { headers: { authorization } }),
  });

describe('POST /__mock/identity/token', () => {
  it('issues an opaque bearer token valid one hour', async () => {
    const res = await post(app, '/__mock/identity/token', {
      email: DEMO.learner.email,
      name: 'Amira',
      verified_email: true,
    });
    expect(res.statusCode).toBe(200);
    const body = ProviderTokenReplySchema.parse(res.json());
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(body.access_token.length).toBeGreaterThan(40);
    expect(await issue(DEMO.learner.email)).not.toBe(body.access_token);
  });

  it('validates the account', async () => {
    const res = await post(app, '/__mock/identity/token', { email: 'nope', picture: 'not a url' });
    expect(res.statusCode).toBe(400);
    expect(
      error(res)
        .details?.map((d) => d.path)
        .sort(),
    ).toEqual(['body.email', 'body.name', 'body.picture']);
  });
});

describe('GET /__mock/identity/userinfo', () => {
  it('answers the profile of the token, with a stable sub and a default picture', async () => {
    const token = await issue('Amira.BenSalah@example.tn');
    const res = await userInfo(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    const profile = ProviderProfileSchema.parse(res.json());
    expect(profile).toEqual({
      email: DEMO.learner.email,
      name: 'Amira Ben Salah',
      sub: expect.stringMatching(/^mock-\d{21}$/) as unknown,
      picture: expect.stringMatching(
        /^https:\/\/lh3\.googleusercontent\.com\/a\/mock-avatar-\d{10}=s96-c$/,
      ) as unknown,
      verified_email: true,
    });
    expect(profile.sub).toMatch(/^mock-\d{21}$/);

    const again = ProviderProfileSchema.parse(
      (await userInfo(`Bearer ${await issue(DEMO.learner.email)}`)).json(),
    );
    expect(again.sub).toBe(profile.sub);
    const other = ProviderProfileSchema.parse(
      (await userInfo(`Bearer ${await issue(DEMO.learner2.email)}`)).json(),
    );
    expect(other.sub).not.toBe(profile.sub);
  });

  it('keeps a given picture and verified_email false', async () => {
    const token = await issue('pic@example.tn', {
      picture: 'https://example.tn/p.png',
      verified_email: false,
    });
    const profile = ProviderProfileSchema.parse((await userInfo(`Bearer ${token}`)).json());
    expect(profile).toMatchObject({ picture: 'https://example.tn/p.png', verified_email: false });
  });

  it('answers 401 without a token, with another scheme, with an unknown or an expired token', async () => {
    const token = await issue(DEMO.learner.email);
    for (const header of [undefined, '', `Basic ${token}`, 'Bearer unknown-token']) {
      const res = await userInfo(header);
      expect(res.statusCode).toBe(401);
      expect(ErrorBodySchema.safeParse(res.json()).success).toBe(true);
    }
    setClockAfter(app, 3599);
    expect((await userInfo(`Bearer ${token}`)).statusCode).toBe(200);
    setClockAfter(app, 3600);
    const expired = await userInfo(`Bearer ${token}`);
    expect(expired.statusCode).toBe(401);
    expect(error(expired).code).toBe('PROVIDER_TOKEN_INVALID');
  });

  it('keeps tokens per app instance', async () => {
    const token = await issue(DEMO.learner.email);
    const other = await buildContractTestApp();
    try {
      const res = await other.inject({
        method: 'GET',
        url: '/__mock/identity/userinfo',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

// ------------------------------------------------------------------------------------------------
// The client script, run against a minimal fake DOM whose fetch goes to this app.

interface FakeEvent {
  key?: string;
  shiftKey?: boolean;
  defaultPrevented: boolean;
  preventDefault: () => void;
}

class FakeElement {
  /** The element that has focus, in whichever fake document the script runs in. */
  static focused: FakeElement | null = null;

  readonly children: FakeElement[] = [];
  readonly attributes = new Map<string, string>();
  readonly listeners = new Map<string, (event: FakeEvent) => void>();
  readonly style: Record<string, string> = {};
  textContent = '';
  className = '';
  type = '';
  id = '';
  open = false;
  removed = false;
  disabled = false;
  isConnected = true;

  constructor(readonly tagName: string) {}

  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  addEventListener(type: string, listener: (event: FakeEvent) => void) {
    this.listeners.set(type, listener);
  }
  appendChild(child: FakeElement) {
    this.children.push(child);
    return child;
  }
  showModal() {
    this.open = true;
  }
  close() {
    this.open = false;
  }
  remove() {
    this.removed = true;
    // As in a browser: the focus of a removed element goes back to the body.
    if (FakeElement.focused !== null && this.all().includes(FakeElement.focused)) FakeElement.focused = null;
  }
  focus() {
    FakeElement.focused = this;
  }
  /** Dispatches on this element, then on its ancestors up to `path`'s first (the bubbling path). */
  dispatch(type: string, init: { key?: string; shiftKey?: boolean } = {}, path: FakeElement[] = []) {
    const event: FakeEvent = {
      ...init,
      defaultPrevented: false,
      preventDefault: () => {
        event.defaultPrevented = true;
      },
    };
    for (const target of [this, ...path]) target.listeners.get(type)?.(event);
    return event;
  }
  all(): FakeElement[] {
    return [this, ...this.children.flatMap((c) => c.all())];
  }
  /** The text a screen reader gets: what aria-hidden hides left out. */
  accessibleText(): string {
    if (this.attributes.get('aria-hidden') === 'true') return '';
    return this.textContent + this.children.map((c) => c.accessibleText()).join('');
  }
}

interface TokenClient {
  requestAccessToken: () => void;
}
interface GoogleStub {
  accounts: { oauth2: { initTokenClient: (config: object) => TokenClient } };
}

async function loadScript({
  dir = 'ltr',
  src = 'http://mock-api.test:3001/__mock/identity/client.js',
  mock = app,
  storage = new Map<string, string>(),
}: { dir?: string; src?: string; mock?: TestApp; storage?: Map<string, string> } = {}) {
  const res = await mock.inject({ method: 'GET', url: '/__mock/identity/client.js' });
  const body = new FakeElement('body');
  const head = new FakeElement('head');
  const fetched: string[] = [];
  const context: Record<string, unknown> = {
    URL,
    setTimeout,
    clearTimeout,
    location: { href: 'http://localhost:5173/login' },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    document: {
      currentScript: { src },
      createElement: (tag: string) => new FakeElement(tag),
      createElementNS: (_ns: string, tag: string) => new FakeElement(tag),
      createTextNode: (text: string) => Object.assign(new FakeElement('#text'), { textContent: text }),
      documentElement: { dir },
      get activeElement() {
        return FakeElement.focused ?? body;
      },
      head,
      body,
    },
    fetch: async (url: string, init: { method: string; headers: Record<string, string>; body: string }) => {
      fetched.push(url);
      const answer = await mock.inject({
        method: 'POST',
        // The mock answers at its root; a page may serve it under a base path.
        url: new URL(url).pathname.replace(/^.*(?=\/__mock\/)/, ''),
        headers: init.headers,
        payload: init.body,
      });
      return {
        ok: answer.statusCode < 300,
        status: answer.statusCode,
        json: () => Promise.resolve(answer.json()),
      };
    },
  };
  context.window = context;
  FakeElement.focused = null;
  runInNewContext(res.body, context);
  return { google: context.google as GoogleStub, body, head, fetched };
}

function requestToken(
  google: GoogleStub,
  body: FakeElement,
): { dialog: FakeElement; reply: Promise<unknown> } {
  let resolve: (value: unknown) => void = () => undefined;
  const reply = new Promise<unknown>((r) => {
    resolve = r;
  });
  const client = google.accounts.oauth2.initTokenClient({
    client_id: 'mock',
    scope: 'email profile',
    callback: resolve,
  });
  client.requestAccessToken();
  const dialog = body.children.at(-1);
  if (dialog?.tagName !== 'dialog') throw new Error('no account chooser opened');
  return { dialog, reply };
}

const buttonsOf = (dialog: FakeElement) => dialog.all().filter((e) => e.tagName === 'button');

/** The chooser's style sheet with its reduced-motion block left out. */
function stylesOutsideMotionQuery(css: string): string {
  const start = css.indexOf('@media (prefers-reduced-motion:no-preference){');
  expect(start).toBeGreaterThanOrEqual(0);
  const end = css.indexOf('}}', start);
  return css.slice(0, start) + css.slice(end + 2);
}

describe('GET /__mock/identity/client.js', () => {
  it('serves a plain-ASCII script that builds its DOM without innerHTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/__mock/identity/client.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    expect(res.body).toMatch(/^[\t\n\r\x20-\x7E]*$/);
    expect(res.body).toContain("provider's client script is loaded from the provider's own host");
  });

  it('lists the test accounts, and chooses one: POST to the token route, callback with the token', async () => {
    const { google, body, fetched } = await loadScript();
    const { dialog, reply } = requestToken(google, body);
    expect(dialog.open).toBe(true);
    const buttons = buttonsOf(dialog);
    expect(buttons.map((b) => b.accessibleText())).toEqual([
      ...PROVIDER_TEST_ACCOUNTS.map((a) => `${a.name} ${a.email}`),
      'Annuler',
    ]);

    buttons.find((b) => b.attributes.get('data-email') === 'nouveau.google@example.tn')?.dispatch('click');
    const answer = ProviderTokenReplySchema.parse(await reply);
    expect(fetched).toEqual(['http://mock-api.test:3001/__mock/identity/token']);
    expect(dialog.removed).toBe(true);

    const profile = ProviderProfileSchema.parse((await userInfo(`Bearer ${answer.access_token}`)).json());
    expect(profile).toMatchObject({ email: 'nouveau.google@example.tn', name: 'Nouvel Utilisateur' });
  });

  it('asks for the token under the base path the script was served from', async () => {
    const { google, body, fetched } = await loadScript({
      src: 'http://demo.test/formation/api/__mock/identity/client.js?v=1',
    });
    const { dialog, reply } = requestToken(google, body);
    buttonsOf(dialog)
      .find((b) => b.attributes.get('data-email') === 'amira.bensalah@example.tn')
      ?.dispatch('click');
    ProviderTokenReplySchema.parse(await reply);
    expect(fetched).toEqual(['http://demo.test/formation/api/__mock/identity/token']);
  });

  it('opens a labelled modal dialog, each account with a round avatar holding its initial', async () => {
    const { google, body } = await loadScript();
    const { dialog } = requestToken(google, body);
    expect(Object.fromEntries(dialog.attributes)).toMatchObject({
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'mock-identity-title',
      dir: 'ltr',
    });
    const title = dialog.all().find((e) => e.id === 'mock-identity-title');
    expect(title).toMatchObject({ tagName: 'h2', textContent: 'Choisir un compte' });

    const avatars = dialog.all().filter((e) => e.className === 'mock-idp-avatar');
    expect(avatars.map((a) => a.textContent)).toEqual(['A', 'N', 'S']);
    for (const avatar of avatars) {
      expect(avatar.attributes.get('aria-hidden')).toBe('true');
      expect(avatar.style.backgroundColor).toMatch(/^#[0-9a-f]{6}$/);
    }
    const classes = dialog
      .all()
      .map((e) => e.className)
      .filter((c) => c !== '');
    expect(classes.length).toBeGreaterThan(10);
    for (const name of classes) expect(name).toMatch(/^mock-idp-/);
  });

  it('adds its styles once: logical properties only, motion only for who has not asked for less', async () => {
    const { google, body, head } = await loadScript();
    requestToken(google, body).dialog.dispatch('cancel');
    requestToken(google, body);
    const sheets = head.children.filter((e) => e.tagName === 'style');
    expect(sheets).toHaveLength(1);
    const css = sheets[0]?.textContent ?? '';
    for (const selector of css.match(/\.[a-z][\w-]*/gi) ?? []) expect(selector).toMatch(/^\.mock-idp-/);
    expect(css).not.toMatch(/\b(?:left|right)\b/);
    expect(css).toContain('text-align:start');
    expect(css).toContain('::backdrop');
    expect(css).toMatch(/animation:mock-idp-/);
    expect(stylesOutsideMotionQuery(css)).not.toMatch(/animation|transition/);
  });

  it('follows the page into right-to-left', async () => {
    const { google, body } = await loadScript({ dir: 'rtl' });
    expect(requestToken(google, body).dialog.attributes.get('dir')).toBe('rtl');
  });

  it('calls back with popup_closed on Annuler and on Escape', async () => {
    const { google, body, fetched } = await loadScript();
    const first = requestToken(google, body);
    first.dialog
      .all()
      .find((e) => e.textContent === 'Annuler')
      ?.dispatch('click');
    expect(await first.reply).toMatchObject({ error: 'popup_closed' });

    const second = requestToken(google, body);
    const account = buttonsOf(second.dialog)[0];
    expect(account?.dispatch('keydown', { key: 'Escape' }, [second.dialog]).defaultPrevented).toBe(true);
    expect(await second.reply).toMatchObject({ error: 'popup_closed' });
    expect(second.dialog.removed).toBe(true);

    const third = requestToken(google, body);
    third.dialog.dispatch('cancel');
    expect(await third.reply).toMatchObject({ error: 'popup_closed' });
    expect(fetched).toEqual([]);
  });

  it('focuses the first account, keeps Tab inside, and gives focus back to what opened it', async () => {
    const { google, body } = await loadScript();
    const opener = new FakeElement('button');
    opener.focus();
    const { dialog, reply } = requestToken(google, body);
    const [first, , , cancel] = buttonsOf(dialog);
    expect(FakeElement.focused).toBe(first);

    cancel?.focus();
    expect(cancel?.dispatch('keydown', { key: 'Tab' }, [dialog]).defaultPrevented).toBe(true);
    expect(FakeElement.focused).toBe(first);
    first?.dispatch('keydown', { key: 'Tab', shiftKey: true }, [dialog]);
    expect(FakeElement.focused).toBe(cancel);
    // Between the first and the last, Tab is the browser's.
    first?.focus();
    expect(first?.dispatch('keydown', { key: 'Tab' }, [dialog]).defaultPrevented).toBe(false);

    cancel?.dispatch('click');
    await reply;
    expect(FakeElement.focused).toBe(opener);
  });
});

describe('with MOCK_ADMIN=false', () => {
  it('has no identity stand-in, so no provider token signs anybody in', async () => {
    const closed = await buildContractTestApp({ MOCK_ADMIN: 'false' });
    try {
      expect((await closed.inject({ method: 'GET', url: '/__mock/identity/client.js' })).statusCode).toBe(
        404,
      );
      const token = await closed.inject({
        method: 'POST',
        url: '/__mock/identity/token',
        payload: { email: DEMO.learner.email, name: 'Amira' },
      });
      expect(token.statusCode).toBe(404);
      const check = await closed.inject({
        method: 'POST',
        url: '/auth/check-google-user',
        payload: { email: DEMO.learner.email, providerToken: 'anything' },
      });
      expect(check.statusCode).toBe(401);
    } finally {
      await closed.close();
    }
  });
});

describe('the client script on a mock open to strangers (MOCK_IDENTITY_OPEN)', () => {
  let open: TestApp;
  beforeAll(async () => {
    // Beyond loopback means a server: the in-page adapter never listens on a network.
    open = await buildTestApp({
      HOST: '0.0.0.0',
      MOCK_ADMIN_TOKEN: 'k'.repeat(16),
      MOCK_IDENTITY_OPEN: 'true',
    });
  });
  afterAll(() => open.close());

  async function signInAs(storage: Map<string, string>): Promise<string> {
    const { google, body } = await loadScript({ mock: open, storage });
    const { dialog, reply } = requestToken(google, body);
    buttonsOf(dialog)
      .find((b) => b.attributes.get('data-email') === 'nouveau.google@example.tn')
      ?.dispatch('click');
    const { access_token } = ProviderTokenReplySchema.parse(await reply);
    const profile = await open.inject({
      method: 'GET',
      url: '/__mock/identity/userinfo',
      headers: { authorization: `Bearer ${access_token}` },
    });
    return ProviderProfileSchema.parse(profile.json()).sub;
  }

  it('keeps the identity’s key in this browser and sends it back: the same identity next time', async () => {
    const browser = new Map<string, string>();
    const first = await signInAs(browser);
    expect([...browser.values()].join()).toMatch(/"nouveau\.google@example\.tn":"[\w-]{32}"/);
    expect(await signInAs(browser)).toBe(first);
    // Another browser, without the key, is another identity for the same email.
    expect(await signInAs(new Map())).not.toBe(first);
  });
});
