import { initContract, type AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { siteContract } from '@formation/contract';

import { checkAnswer } from './check-response';
import { buildFieldRules } from './field-rules';
import type { Answer } from './http-call';
import { Redactor } from './redaction';

const rules = buildFieldRules();
const json = (status: number, body: unknown, contentType = 'application/json; charset=utf-8'): Answer => ({
  kind: 'answer',
  url: 'http://127.0.0.1:1/x',
  status,
  contentType,
  location: null,
  date: null,
  retryAfter: null,
  bodyText: typeof body === 'string' ? body : JSON.stringify(body),
  truncated: false,
  durationMs: 1,
});
const check = (answer: Answer, route: AppRoute = siteContract.blog.bySlug, redactor = new Redactor()) =>
  checkAnswer(route, answer, rules, redactor);

const article = { id: 1, slug: 's', title: 't', excerpt: 'e', description: 'd', content: '<p>c</p>' };

describe('checkAnswer', () => {
  it('accepts a declared status whose body matches', () => {
    expect(check(json(200, article))).toMatchObject({ findings: [], hasJson: true, json: article });
  });

  it('checks a declared error status against the one error body', () => {
    const notFound = { statusCode: 404, error: 'Not Found', message: 'Article not found', code: 'NOT_FOUND' };
    expect(check(json(404, notFound)).findings).toEqual([]);
    expect(check(json(404, { ...notFound, trace: 'x' })).findings).toEqual([
      { kind: 'extra', path: '$.trace', message: 'not in the contract', seen: '"x"' },
    ]);
  });

  it('reports a status the route does not declare, listing the declared ones', () => {
    const [finding] = check(json(418, { teapot: true })).findings;
    expect(finding).toEqual({
      kind: 'status',
      path: null,
      message: 'status 418 is not declared for this route (declared: 200, 400, 404, 500, 503)',
      seen: '{"teapot":true}',
    });
  });

  it('reports a redirect as an undeclared status and says it was not followed', () => {
    const answer = { ...json(302, ''), location: 'http://elsewhere.example/x' };
    expect(check(answer).findings[0]?.message).toMatch(
      /redirect to http:\/\/elsewhere.example\/x, not followed/,
    );
  });

  it('reports a body that is not JSON by content type, by syntax, or by being empty', () => {
    expect(check(json(200, '<html>hi</html>', 'text/html')).findings[0]).toMatchObject({
      kind: 'not-json',
      path: '$',
      message: 'content type is text/html, not application/json',
      seen: '<html>hi</html>',
    });
    expect(check(json(200, '{"id":', 'application/json')).findings[0]?.message).toBe(
      'body is not valid JSON',
    );
    expect(check(json(200, '', 'application/json')).findings[0]?.message).toBe('empty body');
    expect(check({ ...json(200, article), contentType: null }).findings[0]?.message).toMatch(/missing/);
    expect(check({ ...json(200, article), truncated: true }).findings[0]?.message).toMatch(/too large/);
  });

  it('accepts JSON content types with a suffix', () => {
    expect(check(json(200, article, 'application/problem+json')).findings).toEqual([]);
  });

  it('truncates long values seen', () => {
    const [finding] = check(json(200, { ...article, content: 5, extra: 'x'.repeat(500) })).findings.slice(1);
    expect(finding?.seen.length).toBeLessThanOrEqual(80);
    expect(finding?.seen.endsWith('…')).toBe(true);
  });

  it('never prints a token or the password, in values or in raw bodies', () => {
    const redactor = new Redactor();
    redactor.addSecret('s3cret-password');
    redactor.addSecret('abc.def.ghi');
    const login = {
      user: { id: 1 },
      token: { access_token: 'abc.def.ghi' },
      session: 'abc.def.ghi',
      pw: 's3cret-password',
    };
    const findings = check(json(200, login), siteContract.auth.login, redactor).findings;
    expect(findings.map((f) => f.path)).toEqual(expect.arrayContaining(['$.session', '$.pw']));
    expect(JSON.stringify(findings)).not.toMatch(/abc\.def|s3cret/);
    expect(check(json(418, login), siteContract.auth.login, redactor).findings[0]?.seen).not.toMatch(
      /abc\.def|s3cret/,
    );
    expect(
      check(json(418, 'token abc.def.ghi', 'text/plain'), siteContract.auth.login, redactor).findings[0]
        ?.seen,
    ).toBe('token (redacted)');
  });

  it('redacts values under secret-looking keys even when the secret is not known', () => {
    const findings = check(
      json(200, { ...article, refreshToken: 'zzz', nested: { password: 'p', jwt: 'j' } }),
    ).findings;
    expect(findings.map((f) => f.seen)).toEqual([
      '(redacted)',
      '{"password":"(redacted)","jwt":"(redacted)"}',
    ]);
  });

  it('checks a no-body status for an empty body', () => {
    const c = initContract();
    const route = c.router({
      r: { method: 'DELETE', path: '/x', body: null, responses: { 204: c.noBody() } },
    }).r;
    expect(check(json(204, ''), route).findings).toEqual([]);
    expect(check(json(204, '{}'), route).findings[0]?.kind).toBe('not-json');
  });

  it('checks only the status of a response typed without a runtime schema', () => {
    const c = initContract();
    const route = c.router({
      r: { method: 'GET', path: '/x', responses: { 200: c.type<{ a: string }>() } },
    }).r;
    expect(check(json(200, { anything: 1 }), route)).toMatchObject({ findings: [], hasJson: true });
    expect(check(json(201, {}), route).findings[0]?.kind).toBe('status');
  });

  it('reads an other-response JSON body with its schema', () => {
    const c = initContract();
    const route = c.router({
      r: {
        method: 'GET',
        path: '/x',
        responses: {
          200: c.otherResponse({ contentType: 'application/json', body: z.object({ a: z.string() }) }),
        },
      },
    }).r;
    expect(check(json(200, { a: 'x', b: 1 }), route).findings.map((f) => f.path)).toEqual(['$.b']);
  });
});
