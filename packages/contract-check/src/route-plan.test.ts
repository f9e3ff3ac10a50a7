import { initContract } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { contract, listRoutes, siteContract } from '@formation/contract';

import { planRoutes } from './route-plan';

describe('planRoutes', () => {
  const plan = planRoutes(siteContract);
  const byKey = (key: string) => plan.find((r) => r.key === key);

  it('takes every GET of the site contract as a read, the other methods as writes', () => {
    const gets = listRoutes(siteContract).filter((r) => r.method === 'GET');
    expect(gets.map((r) => r.key)).toEqual(expect.arrayContaining(['courses.list', 'search.index']));
    expect(plan.filter((r) => r.kind === 'read').map((r) => r.key)).toEqual(gets.map((r) => r.key));
    expect(plan.filter((r) => r.kind === 'write').every((r) => r.method !== 'GET')).toBe(true);
  });

  it('knows which reads need a user (they declare a 401), their parameters and required query keys', () => {
    expect(plan.filter((r) => r.kind === 'read' && r.needsUser).map((r) => r.key)).toEqual([
      'favorites.listForUser',
      'users.profile',
      'payments.hasPayment',
      'payments.byId',
      'enrollments.mine',
    ]);
    expect(byKey('comments.listForCourse')?.pathParams).toEqual(['courseId']);
    expect(byKey('payments.hasPayment')?.requiredQuery).toEqual(['userId', 'courseId']);
    expect(byKey('courses.related')?.requiredQuery).toEqual([]);
  });

  it('leaves out the mock admin surface', () => {
    expect(planRoutes(contract).some((r) => r.path.startsWith('/__mock'))).toBe(false);
  });

  it('marks a read that does not answer JSON', () => {
    const c = initContract();
    const router = c.router({
      page: {
        method: 'GET',
        path: '/page',
        responses: { 200: c.otherResponse({ contentType: 'text/html', body: z.string() }) },
      },
      data: {
        method: 'GET',
        path: '/data',
        responses: { 200: c.otherResponse({ contentType: 'application/json', body: z.string() }) },
      },
    });
    expect(planRoutes(router).map((r) => r.kind)).toEqual(['not-json', 'read']);
  });
});
