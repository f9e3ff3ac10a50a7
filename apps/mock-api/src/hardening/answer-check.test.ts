import { describe, expect, it } from 'vitest';

import { contract, errorBody, listRoutes, type RouteEntry } from '@formation/contract';

import { problemsOf, type Answer } from './answer-check';

const route = (key: string): RouteEntry[] => listRoutes(contract).filter((r) => r.key === key);
const json = (statusCode: number, body: unknown): Answer => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

describe('problemsOf: what the sweep calls a bad answer', () => {
  it('accepts a declared error in the one shape, and a declared success matching its schema', () => {
    expect(
      problemsOf(json(404, errorBody(404, 'Course not found', { code: 'NOT_FOUND' })), route('courses.byId')),
    ).toEqual([]);
    expect(
      problemsOf(json(200, { status: 'ok', now: '2026-11-22T00:00:00.000Z' }), route('mock.health')),
    ).toEqual([]);
  });

  it('refuses 5xx, undeclared statuses, bodies off the contract and a wrong statusCode', () => {
    const health = route('mock.health');
    expect(problemsOf(json(500, errorBody(500, 'x')), health).join()).toMatch(/500 answered/);
    expect(problemsOf(json(409, errorBody(409, 'x')), health).join()).toMatch(/undeclared 409/);
    expect(problemsOf(json(201, {}), health).join()).toMatch(/undeclared 201/);
    expect(problemsOf(json(200, { status: 'ok' }), health).join()).toMatch(/off the contract .*\$\.now/);
    expect(problemsOf(json(400, { ...errorBody(400, 'x'), statusCode: 404 }), health).join()).toMatch(
      /says statusCode 404/,
    );
    expect(problemsOf(json(400, { error: 'Bad Request' }), health).join()).toMatch(/not the one error shape/);
  });

  it('finds traces of the implementation in bodies and headers', () => {
    const health = route('mock.health');
    const leaks = [
      'Error: boom\n    at handler (/work/main/apps/mock-api/src/app.ts:12:3)',
      'SqliteError: UNIQUE constraint failed',
      'Cannot find module node_modules/x',
      'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      'TypeError: x is undefined',
    ];
    for (const message of leaks) {
      expect(problemsOf(json(400, errorBody(400, message)), health).join(), message).toMatch(/leak in body/);
    }
    const header: Answer = {
      ...json(400, errorBody(400, 'x')),
      headers: { 'content-type': 'application/json', 'x-debug': '/work/main' },
    };
    expect(problemsOf(header, health).join()).toMatch(/leak in headers/);
    // Ordinary words are not leaks: zod's messages, and a stand-in script's own code.
    expect(
      problemsOf(json(400, errorBody(400, 'String must contain at most 200 character(s)')), health),
    ).toEqual([]);
    const script: Answer = {
      statusCode: 200,
      headers: { 'content-type': 'text/javascript' },
      body: "throw new TypeError('no')",
    };
    expect(problemsOf(script, route('mock.providerScript'))).toEqual([]);
  });

  it('without a contract route, accepts only the 404 of an unknown path and the 400 of a bad URL', () => {
    expect(
      problemsOf(json(404, errorBody(404, 'Route GET /x not found', { code: 'ROUTE_NOT_FOUND' })), null),
    ).toEqual([]);
    expect(problemsOf(json(409, errorBody(409, 'x')), null).join()).toMatch(/undeclared 409/);
  });
});
