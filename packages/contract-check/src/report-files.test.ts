import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { describe, expect, it } from 'vitest';

import { renderHtml } from './report-html';
import { renderJunit } from './report-junit';
import type { RouteResult } from './report-model';
import { driftingCourse, reportOf, result, skippedForNoSample } from './testing/report-fixtures';

const CURL = "curl -sS -i -X GET 'http://127.0.0.1:3001/courses/slug/pmp' -H 'accept: application/json'";

const results: RouteResult[] = [
  result({}),
  driftingCourse({
    curl: CURL,
    payload: '{"id":12,"originalPrice":"1190.5","title":"<script>alert(1)</script> & co"}',
  }),
  result({
    route: 'enrollments.mine',
    path: '/enrollments/me',
    status: null,
    outcome: 'error',
    payload: null,
    findings: [
      {
        kind: 'timeout',
        path: null,
        message: 'no answer within 10000 ms (--timeout-ms)',
        seen: '(no answer)',
      },
    ],
  }),
  skippedForNoSample({ curl: null, payload: null }),
  result({
    route: 'comments.create',
    method: 'POST',
    path: '/comments',
    step: 'comment round 1/3: create',
    status: 201,
  }),
];

type Case = {
  '@_name': string;
  '@_classname': string;
  failure?: { '#text': string; '@_message': string; '@_type': string };
  error?: { '#text': string; '@_type': string };
  skipped?: { '@_message': string };
};

describe('the JUnit report', () => {
  const xml = renderJunit(reportOf(results));
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'testcase' }).parse(
    xml,
  ) as {
    testsuites: {
      '@_tests': string;
      testsuite: { '@_failures': string; '@_errors': string; '@_skipped': string; testcase: Case[] };
    };
  };
  const cases = parsed.testsuites.testsuite.testcase;

  it('is well-formed XML, with the counts CI dashboards read', () => {
    expect(SyntaxValidator.validate(xml, { invalidCharSequence: { attrLt: true, tagValue: true } })).toBe(
      true,
    );
    expect(parsed.testsuites['@_tests']).toBe('5');
    expect(parsed.testsuites.testsuite).toMatchObject({
      '@_failures': '1',
      '@_errors': '1',
      '@_skipped': '1',
    });
  });

  it('has one test case per call, named by route and step, grouped by feature', () => {
    expect(cases.map((c) => c['@_name'])).toEqual([
      'GET /courses/AllCourses (courses.list)',
      'GET /courses/slug/:slug (courses.bySlug)',
      'GET /enrollments/me (enrollments.mine)',
      'GET /payments/:id (payments.byId)',
      'POST /comments (comments.create): comment round 1/3: create',
    ]);
    expect(cases.map((c) => c['@_classname'])).toEqual([
      'courses',
      'courses',
      'enrollments',
      'payments',
      'comments',
    ]);
  });

  it('fails a drift with its findings, the payload received and the curl to reproduce it', () => {
    const failure = cases[1]?.failure;
    expect(failure?.['@_type']).toBe('wrong-type');
    expect(failure?.['@_message']).toBe(
      '2 finding(s), first: $.originalPrice  wrong type: expected number, got string  seen: "1190.5"',
    );
    expect(failure?.['#text']).toBe(
      [
        '$.originalPrice  wrong type: expected number, got string  seen: "1190.5"',
        '$.x  extra field: not in the contract  seen: 1',
        '',
        'status: 200',
        'payload: {"id":12,"originalPrice":"1190.5","title":"<script>alert(1)</script> & co"}',
        `reproduce: ${CURL}`,
      ].join('\n'),
    );
  });

  it('reports a check that could not be made as an error, and a route not called as skipped', () => {
    expect(cases[2]?.error?.['@_type']).toBe('timeout');
    expect(cases[2]?.error?.['#text']).toContain('payload: (no answer)');
    expect(cases[3]?.skipped?.['@_message']).toBe('no sample for :id');
    expect(cases[0]).not.toHaveProperty('failure');
  });
});

describe('text XML cannot hold', () => {
  it('becomes U+FFFD, so the report stays well-formed', () => {
    const xml = renderJunit(reportOf([driftingCourse({ payload: 'nul\u0000 esc\u001b lone\uD83D end' })]));
    expect(SyntaxValidator.validate(xml)).toBe(true);
    expect(xml).toContain('payload: nul\uFFFD esc\uFFFD lone\uFFFD end');
  });
});

describe('the HTML report', () => {
  const html = renderHtml(reportOf(results));

  it('is one page with nothing to fetch and no script', () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|<link|src=|@import/i);
  });

  it('shows each call with its findings, payload and curl, the payload escaped', () => {
    expect(html).toContain('GET /courses/slug/:slug (courses.bySlug)');
    expect(html).toContain('<code>$.originalPrice</code> wrong type: expected number, got string');
    expect(html).toContain('&quot;title&quot;:&quot;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co&quot;}');
    expect(html).toContain(CURL.replace(/'/g, '&apos;'));
    expect(html).toContain('The server and the contract disagree');
  });
});
