import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

import seedExamples from './openapi-examples.json' with { type: 'json' };
import { buildOpenApiDocument } from './openapi.js';
import { typeProblems } from './testing/type-problems.js';

const folder = mkdtempSync(join(tmpdir(), 'contract-openapi-typescript-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const course = seedExamples['GET /courses/slug/:slug'].responses['200'];

/**
 * Calls typed only by what openapi-typescript makes of the document, as a team outside our
 * workspace would type them. Each `@ts-expect-error` must meet an error, or the check fails.
 */
const CALLS = `
import type { components, paths } from './api.js';

type Course = paths['/courses/slug/{slug}']['get']['responses'][200]['content']['application/json'];
type Courses = paths['/courses/AllCourses']['get']['responses'][200]['content']['application/json'];
type LoginBody = NonNullable<paths['/auth/login']['post']['requestBody']>['content']['application/json'];
type EnrollmentBody = NonNullable<paths['/enrollments']['post']['requestBody']>['content']['application/json'];
type ErrorBody = components['schemas']['ErrorBody'];

const course: Course = ${JSON.stringify(course)};
export const list: Courses = [course];
export const title: string = course.title;
export const noDiscount: Course['discountedPrice'] = null;
// @ts-expect-error a price is a number
export const free: Course = { ...course, originalPrice: 'free' };

export const login: LoginBody = { email: 'amira.bensalah@example.tn', password: 'Apprenant2026!' };
// @ts-expect-error the email is required
export const noEmail: LoginBody = { password: 'Apprenant2026!' };

export const enrollment: EnrollmentBody = {
  courseId: 12,
  fullName: 'Amira Ben Salah',
  email: 'amira.bensalah@example.tn',
  appointmentTime: '2026-11-23T10:00:00.000Z',
  paymentMethod: 'onsite',
};
// @ts-expect-error the payment method is online or on site
export const cheque: EnrollmentBody = { ...enrollment, paymentMethod: 'cheque' };

export const notFound: ErrorBody = { statusCode: 404, error: 'Not Found', message: 'Course not found' };
export const lines: ErrorBody = { statusCode: 400, error: 'Bad Request', message: ['email must be an email'] };
`;

describe('the OpenAPI document, outside ts-rest', () => {
  it('gives openapi-typescript types that type a few calls, and refuse wrong ones', async () => {
    writeFileSync(
      join(folder, 'api.ts'),
      astToString(await openapiTS(JSON.parse(JSON.stringify(buildOpenApiDocument())) as never)),
    );
    writeFileSync(join(folder, 'calls.ts'), CALLS);
    const problems = typeProblems(join(folder, 'calls.ts'), {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      exactOptionalPropertyTypes: true,
    });
    expect(problems).toEqual([]);
  });
});
