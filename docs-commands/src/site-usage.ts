import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';

import { ROOT } from './documented';

/** What `pnpm contract:diff usage` writes: per operation, the answer fields read in each status. */
export interface SiteUsage {
  operations: Record<string, { answers: Record<string, string[]> } | undefined>;
}

/** The site's source and the workspace library that reads answers for it (tests left out). */
const SITE_SOURCES = [join(ROOT, 'apps/web/src'), join(ROOT, 'packages/domain/src')];

/** Whether the site's source holds `pattern` (an extended grep expression). */
function siteSourceHolds(pattern: string): boolean {
  const tests = ['--exclude=*.test.ts', '--exclude=*.test.tsx', '--exclude-dir=testing'];
  try {
    execFileSync('grep', ['-rlE', ...tests, pattern, ...SITE_SOURCES]);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the site's recorded reads must show, checked against its source: the course it calls by id
 * with the fields it shows, the error body it reads in every error status, and neither a field nor a
 * route it never touches. contract:diff's own tests hold the recorder on a fixture; this is the real
 * site, recorded once, by the command the docs print.
 */
export function expectTheSiteReads(usage: SiteUsage): void {
  const course = usage.operations['GET /courses/{id}']?.answers['200'];
  expect(siteSourceHolds('api\\.courses\\.byId\\(')).toBe(true);
  expect(course).toEqual(
    expect.arrayContaining(['title', 'originalPrice', 'instructor.name', 'programme[].title']),
  );
  // Read only by @formation/domain's finalPrice, through an interface of its own (PricedCourse).
  expect(course).toContain('discountedPrice');

  // Read by hand in shared/api/api-error.ts, typed by the contract's ErrorBody.
  const signIn = usage.operations['POST /auth/login']?.answers ?? {};
  for (const status of ['400', '401', '429', '500']) expect(signIn[status]).toEqual(['code', 'message']);

  expect(siteSourceHolds('durationHours')).toBe(false);
  expect(course).not.toContain('durationHours');
  // Two routes answer an article by its slug, with one schema: the site calls one of them.
  expect(siteSourceHolds('bySlugShape')).toBe(false);
  const operations = Object.keys(usage.operations);
  expect(operations).toContain('GET /blog/{slug}');
  expect(operations).not.toContain('GET /blog/slug/{slug}');
  expect(operations).toContain('GET /courses/slug/{slug}');
  expect(operations.filter((operation) => operation.includes('/__mock'))).toEqual([]);
}
