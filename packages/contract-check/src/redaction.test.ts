import { describe, expect, it } from 'vitest';

import { REDACTED, Redactor } from './redaction';

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
