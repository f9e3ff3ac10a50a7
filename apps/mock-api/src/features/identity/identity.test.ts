import { runInNewContext } from 'node:vm';
import { ErrorBodySchema, ProviderProfileSchema, ProviderTokenReplySchema } from '@formation/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, buildTestApp } from '../../testing/test-app';
import { post, setClockAfter } from '../auth/auth.fixtures';
import { PROVIDER_TEST_ACCOUNTS } from './identity-client-script';
import { providerSubOf } from './identity-tokens';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
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
      sub: providerSubOf(DEMO.learner.email),
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
    const other = await buildTestApp();
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

class FakeElement {
  readonly children: FakeElement[] = [];
  readonly attributes = new Map<string, string>();
  readonly listeners = new Map<string, (event: { preventDefault: () => void }) => void>();
  readonly style: Record<string, string> = {};
  textContent = '';
  type = '';
  id = '';
  open = false;
  removed = false;

  constructor(readonly tagName: string) {}

  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  addEventListener(type: string, listener: (event: { preventDefault: () => void }) => void) {
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
  }
  dispatch(type: string) {
    this.listeners.get(type)?.({ preventDefault: () => undefined });
  }
  all(): FakeElement[] {
    return [this, ...this.children.flatMap((c) => c.all())];
  }
}

interface TokenClient {
  requestAccessToken: () => void;
}
interface GoogleStub {
  accounts: { oauth2: { initTokenClient: (config: object) => TokenClient } };
}

async function loadScript() {
  const res = await app.inject({ method: 'GET', url: '/__mock/identity/client.js' });
  const body = new FakeElement('body');
  const fetched: string[] = [];
  const context: Record<string, unknown> = {
    URL,
    location: { href: 'http://localhost:5173/login' },
    document: {
      currentScript: { src: 'http://mock-api.test:3001/__mock/identity/client.js' },
      createElement: (tag: string) => new FakeElement(tag),
      body,
    },
    fetch: async (url: string, init: { method: string; headers: Record<string, string>; body: string }) => {
      fetched.push(url);
      const answer = await app.inject({
        method: 'POST',
        url: new URL(url).pathname,
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
  runInNewContext(res.body, context);
  return { google: context.google as GoogleStub, body, fetched };
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

describe('GET /__mock/identity/client.js', () => {
  it('serves a plain-ASCII script that builds its DOM without innerHTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/__mock/identity/client.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    expect(res.body).toMatch(/^[\t\n\r -~]*$/);
    expect(res.body).toContain("provider's client script is loaded from the provider's own host");
  });

  it('lists the test accounts, and chooses one: POST to the token route, callback with the token', async () => {
    const { google, body, fetched } = await loadScript();
    const { dialog, reply } = requestToken(google, body);
    expect(dialog.open).toBe(true);
    const buttons = dialog.all().filter((e) => e.tagName === 'button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      ...PROVIDER_TEST_ACCOUNTS.map((a) => `${a.name} <${a.email}>`),
      'Annuler',
    ]);
    expect(buttons.map((b) => b.textContent)).toContain('Amira Ben Salah <amira.bensalah@example.tn>');
    expect(buttons.map((b) => b.textContent)).toContain('Nouvel Utilisateur <nouveau.google@example.tn>');

    buttons.find((b) => b.attributes.get('data-email') === 'nouveau.google@example.tn')?.dispatch('click');
    const answer = ProviderTokenReplySchema.parse(await reply);
    expect(fetched).toEqual(['http://mock-api.test:3001/__mock/identity/token']);
    expect(dialog.removed).toBe(true);

    const profile = ProviderProfileSchema.parse((await userInfo(`Bearer ${answer.access_token}`)).json());
    expect(profile).toMatchObject({ email: 'nouveau.google@example.tn', name: 'Nouvel Utilisateur' });
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
    second.dialog.dispatch('cancel');
    expect(await second.reply).toMatchObject({ error: 'popup_closed' });
    expect(fetched).toEqual([]);
  });
});

describe('with MOCK_ADMIN=false', () => {
  it('has no identity stand-in, so no provider token signs anybody in', async () => {
    const closed = await buildTestApp({ MOCK_ADMIN: 'false' });
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
