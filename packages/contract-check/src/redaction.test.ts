import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { curlCommand } from './curl-command';
import { REDACTED, Redactor } from './redaction';
import type { Report } from './report-model';
import { runCliProcess, withoutProgress } from './testing/cli-process';
import { changeJson, startDriftingProxy, type Rewrite } from './testing/drifting-proxy';
import type { LocalServer } from './testing/local-server';
import { DEMO_LEARNER, startMock, type RunningMock } from './testing/mock-server';

const withSecret = (secret: string) => {
  const redactor = new Redactor();
  redactor.addSecret(secret);
  return redactor;
};

describe('what the reports show of bodies', () => {
  it('leaves a request body whole when the password is digits found in its numbers', () => {
    const body = { courseId: 1234, userId: 12345, password: '1234' };
    expect(withSecret('1234').sent(body)).toEqual({ courseId: 1234, userId: 12345, password: REDACTED });
  });

  it('blanks the run’s password in an answer even when JSON text would escape it', () => {
    const password = 'pa"ss\\wd';
    const answer = JSON.stringify({ echo: `you typed ${password}`, id: 1 });
    const shown = withSecret(password).payload(answer);
    expect(shown).toBe(JSON.stringify({ echo: `you typed ${REDACTED}`, id: 1 }));
  });

  it('blanks a secret in a text answer before its spaces are folded', () => {
    expect(withSecret('two  spaces\there').payload('<p>two  spaces\there</p>')).toBe(`<p>${REDACTED}</p>`);
  });

  it('hides the values of credential fields, and keeps error codes', () => {
    const answer = JSON.stringify({
      passwordHash: '$2b$10$abc',
      password_hash: 'x',
      clientSecret: 's',
      apiKey: 'k',
      api_key: 'k',
      access_token: 't',
      code: 'INVALID_CREDENTIALS',
    });
    expect(JSON.parse(new Redactor().payload(answer))).toEqual({
      passwordHash: REDACTED,
      password_hash: REDACTED,
      clientSecret: REDACTED,
      apiKey: REDACTED,
      api_key: REDACTED,
      access_token: REDACTED,
      code: 'INVALID_CREDENTIALS',
    });
  });
});

describe('keys that hold a secret, in any case, camelCase, snake_case or kebab-case', () => {
  it.each([
    ['otp', ['otp', 'OTP', 'smsOtp', 'email_otp']],
    ['privateKey', ['privateKey', 'private_key', 'private-key', 'PRIVATE_KEY', 'PrivateKey']],
    ['sessionId', ['sessionId', 'session_id', 'session-id', 'sessionID', 'SessionId', 'x-session-id']],
  ])('hides %s', (_name, keys) => {
    for (const key of keys) {
      const answer = JSON.stringify({ id: 7, nested: [{ [key]: 'kM3v9Qx2Lp8Rt5Wz' }] });
      expect(new Redactor().payload(answer), key).toBe(
        JSON.stringify({ id: 7, nested: [{ [key]: REDACTED }] }),
      );
      expect(new Redactor().sent({ [key]: 'kM3v9Qx2Lp8Rt5Wz' }), key).toEqual({ [key]: REDACTED });
      expect(new Redactor().value('kM3v9Qx2Lp8Rt5Wz', ['nested', 0, key]), key).toBe(REDACTED);
    }
  });

  it('hides a code that is a string or a long number: a mailed code, a provider’s code', () => {
    const answer = JSON.stringify({
      code: '482913',
      provider: { code: 'SplxlOBeZQQYbYS6WxSbIA' },
      numeric: { code: 482913 },
      verificationCode: '482913',
      verification_code: '482913',
      'auth-code': 'a1b2c3',
    });
    expect(JSON.parse(new Redactor().payload(answer))).toEqual({
      code: REDACTED,
      provider: { code: REDACTED },
      numeric: { code: REDACTED },
      verificationCode: REDACTED,
      verification_code: REDACTED,
      'auth-code': REDACTED,
    });
    expect(new Redactor().value('482913', ['code'])).toBe(REDACTED);
    expect(new Redactor().sent({ email: 'a@example.tn', code: '482913' })).toEqual({
      email: 'a@example.tn',
      code: REDACTED,
    });
  });

  it('keeps the error body’s code, known or not, a status under `code`, and codes of other names', () => {
    const refusal = {
      statusCode: 409,
      error: 'Conflict',
      message: 'Email already exists',
      code: 'EMAIL_ALREADY_USED',
      details: [{ path: 'body.email', message: 'taken', code: 409 }],
    };
    expect(JSON.parse(new Redactor().payload(JSON.stringify(refusal)))).toEqual(refusal);
    expect(new Redactor().value('NOT_FOUND', ['code'])).toBe('"NOT_FOUND"');
    expect(new Redactor().value(404, ['code'])).toBe('404');
    expect(new Redactor().sent({ promoCode: 'BIENVENUE15', countryCode: 'TN' })).toEqual({
      promoCode: 'BIENVENUE15',
      countryCode: 'TN',
    });
  });
});

describe('links that carry a secret', () => {
  it.each([
    'token',
    'code',
    'key',
    'secret',
    'signature',
    'sig',
    'password',
    'otp',
    'access_token',
    'id_token',
    'refresh_token',
    'session',
    'sessionId',
    'X-Amz-Signature',
  ])('hides the value of ?%s= and keeps the rest of the link', (name) => {
    const link = `https://site.example/callback?lang=fr&${name}=kM3v9Qx2Lp8Rt5Wz&page=2`;
    const shown = `https://site.example/callback?lang=fr&${name}=${REDACTED}&page=2`;
    expect(new Redactor().payload(JSON.stringify({ next: link }))).toBe(JSON.stringify({ next: shown }));
    expect(new Redactor().text(link)).toBe(shown);
  });

  it('hides tokens in the fragment', () => {
    const link = 'https://site.example/signed-in#access_token=eyJabc.def.ghi&token_type=Bearer&id_token=xyz';
    expect(new Redactor().text(link)).toBe(
      `https://site.example/signed-in#access_token=${REDACTED}&token_type=Bearer&id_token=${REDACTED}`,
    );
  });

  it('hides a link’s token inside longer text, in any field, and in a text answer', () => {
    const mail = 'Ouvrez ce lien : https://site.example/reset-password?token=9f8e7d6c5b4a (une heure).';
    const shown = `Ouvrez ce lien : https://site.example/reset-password?token=${REDACTED} (une heure).`;
    expect(new Redactor().payload(JSON.stringify([{ description: mail }]))).toBe(
      JSON.stringify([{ description: shown }]),
    );
    expect(new Redactor().payload(`<a href="/verify-email?code=482913&amp;lang=fr">Vérifier</a>`)).toBe(
      `<a href="/verify-email?code=${REDACTED}&amp;lang=fr">Vérifier</a>`,
    );
  });

  it.each([
    ['https://site.example/reset-password/', 'Zx8kQ2mN7pL4rT9vW3yB6cF1'],
    ['https://site.example/verify/', 'a3f9c2e1b7d84f06a3f9c2e1b7d84f06'],
    ['https://site.example/set-new-password/', '3b9f'.repeat(16)],
    ['/confirm-email/', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
    ['https://site.example/auth/reset/MQ/', 'c4k2-9f8e7d6c5b4a3f2e1d0c'],
  ])('hides the opaque segment after %s', (before, token) => {
    expect(new Redactor().text(`${before}${token}?lang=fr`)).toBe(`${before}${REDACTED}?lang=fr`);
    expect(new Redactor().value({ link: `${before}${token}` }, ['user'])).toBe(
      JSON.stringify({ link: `${before}${REDACTED}` }),
    );
  });

  it('keeps links that carry no secret whole', () => {
    for (const link of [
      'https://site.example/courses/pmp-preparation-certification?page=2&sort=price&lang=fr',
      'https://site.example/verify/how-to-verify-your-email-address',
      'https://site.example/users/12/reset-password',
      'https://site.example/uploads/course-7-cover-1200x630.webp',
      'https://site.example/callback?token_type=Bearer&state=',
    ])
      expect(new Redactor().text(link)).toBe(link);
  });

  it('hides them in the curl command of a call, as in the redirect it answered', () => {
    const redactor = new Redactor();
    const url = 'https://api.example.tn/payments/has-payment?courseId=3&session=kM3v9Qx2Lp8Rt5Wz';
    const curl = curlCommand({ method: 'GET', url: redactor.text(url), authenticated: true });
    expect(curl).toBe(
      `curl -sS -i -X GET 'https://api.example.tn/payments/has-payment?courseId=3&session=${REDACTED}' -H 'accept: application/json' -H "authorization: Bearer $CONTRACT_CHECK_TOKEN"`,
    );
    expect(redactor.text('https://site.example/reset-password?token=9f8e7d6c5b4a')).toBe(
      `https://site.example/reset-password?token=${REDACTED}`,
    );
  });
});

/** What the mock mailed: a real reset token and verification code, as a backend could leak them. */
interface MockSecrets {
  resetToken: string;
  resetLink: string;
  code: string;
}

async function mailedSecrets(mockUrl: string): Promise<MockSecrets> {
  const post = (path: string, body: unknown) =>
    fetch(`${mockUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const mailTo = async (to: string, kind: string) => {
    const answer = await fetch(`${mockUrl}/__mock/outbox?to=${encodeURIComponent(to)}&kind=${kind}`);
    const [mail] = (await answer.json()) as { code: string | null; link: string | null }[];
    if (mail === undefined) throw new Error(`no ${kind} mail to ${to}`);
    return mail;
  };
  expect((await post('/auth/forgot-password', { email: DEMO_LEARNER.email })).status).toBeLessThan(300);
  const resetLink = (await mailTo(DEMO_LEARNER.email, 'password-reset')).link ?? '';
  const resetToken = resetLink.split('/').at(-1) ?? '';
  const email = 'nouvelle.recrue@example.tn';
  const registered = await post('/auth/register', {
    fullName: 'Nouvelle Recrue',
    email,
    phoneNumber: '+216 20 000 000',
    password: 'Recrue2026!',
  });
  expect(registered.status).toBeLessThan(300);
  const code = (await mailTo(email, 'email-verification')).code ?? '';
  expect(resetToken).toMatch(/^[\w-]{16,}$/);
  expect(code).toMatch(/^\d{6}$/);
  return { resetToken, resetLink, code };
}

type Json = Record<string, unknown>;
const SESSION_ID = 'sess_4Qm8Zt2Xw9Kp7Rv3';
const PRIVATE_KEY = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7';

/** A backend that leaks, in every form this module hides, the secrets the mock mailed. */
function leaks(secrets: MockSecrets): Rewrite {
  return ({ method, path }, upstream) => {
    if (method !== 'GET') return null;
    if (path.startsWith('/users/profile/')) {
      return changeJson(upstream, (json) => {
        Object.assign(json as Json, {
          otp: secrets.code,
          session_id: SESSION_ID,
          privateKey: PRIVATE_KEY,
          passwordResetLink: secrets.resetLink,
          verification: { code: secrets.code },
        });
      });
    }
    if (path === '/courses/AllCourses') {
      return changeJson(upstream, (json) => {
        const course = (json as Json[])[0] as Json;
        course.description = `Réinitialisez ici : https://site.example/reset-password?token=${secrets.resetToken}&lang=fr.`;
        course.callback = `https://site.example/signed-in#access_token=${secrets.resetToken}&code=${secrets.code}`;
      });
    }
    if (/^\/courses\/\d+\/related$/.test(path)) {
      return {
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: `<a href="https://site.example/verify-email/${secrets.resetToken}?code=${secrets.code}">Vérifier</a>`,
      };
    }
    if (path === '/blog') {
      return changeJson(upstream, (json) => {
        // Refused as a slug, and quoted in the report as the sample it refused.
        ((json as Json).results as Json[])[0] = {
          ...((json as Json).results as Json[])[0],
          slug: `https://site.example/reset-password?token=${secrets.resetToken}`,
        };
      });
    }
    if (path.startsWith('/blog/slug/')) {
      return {
        status: 302,
        body: '',
        headers: { location: `https://site.example/set-new-password/${secrets.resetToken}` },
      };
    }
    return null;
  };
}

describe('a whole check against the mock, behind a backend that leaks what the mock mailed', () => {
  let mock: RunningMock;
  let leaking: LocalServer;
  let secrets: MockSecrets;
  const folder = mkdtempSync(join(tmpdir(), 'contract-check-redaction-'));
  beforeAll(async () => {
    mock = await startMock();
    secrets = await mailedSecrets(mock.url);
    leaking = await startDriftingProxy(mock.url, leaks(secrets));
  });
  afterAll(async () => {
    await leaking.close();
    await mock.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes reports (JSON, JUnit, HTML) that hold no token, password or code the run used', async () => {
    const junit = join(folder, 'contract-check.xml');
    const html = join(folder, 'contract-check.html');
    const run = await runCliProcess([
      '--base-url',
      leaking.url,
      '--email',
      DEMO_LEARNER.email,
      '--password',
      DEMO_LEARNER.password,
      '--json',
      '--junit',
      junit,
      '--html',
      html,
    ]);
    expect(withoutProgress(run.stderr)).toBe('');
    expect(run.code).toBe(1);
    const written = {
      json: run.stdout,
      junit: readFileSync(junit, 'utf8'),
      html: readFileSync(html, 'utf8'),
    };
    for (const [name, bytes] of Object.entries(written)) {
      // The leaks reached the report, each with its secret part hidden.
      expect(bytes, name).toContain('/set-new-password/(redacted)');
      expect(bytes, name).toMatch(/reset-password\?token=\(redacted\)&(amp;)?lang=fr/);
      for (const secret of [secrets.resetToken, SESSION_ID, PRIVATE_KEY, DEMO_LEARNER.password])
        expect(bytes, `${name} holds ${secret}`).not.toContain(secret);
      // A 6-digit code could be part of a longer number; alone, it is the code.
      expect(bytes, name).not.toMatch(new RegExp(`(?<!\\d)${secrets.code}(?!\\d)`));
      // The run's bearer token, bare or after "Bearer": three base64url parts, the mock's start with eyJ.
      expect(bytes, name).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    }
    const report = JSON.parse(written.json) as Report;
    expect(report.refusedSamples).toEqual([
      `article: slug "https://site.example/reset-password?token=${REDACTED}" is an absolute URL`,
    ]);
    const profile = report.results.find((result) => result.route === 'users.profile');
    expect(profile?.findings.map((finding) => `${finding.path ?? ''} ${finding.seen}`)).toEqual(
      expect.arrayContaining([
        '$.otp (redacted)',
        '$.session_id (redacted)',
        '$.privateKey (redacted)',
        '$.passwordResetLink "http://localhost:5173/set-new-password/(redacted)"',
      ]),
    );
  }, 60_000);
});
