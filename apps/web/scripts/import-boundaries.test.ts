import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The site's import boundaries, as eslint.config.js generates them, fed good and bad imports. Only
 * the configs that set `no-restricted-imports` are kept, on the TypeScript parser without types: the
 * rule reads the path alone.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');
const { default: fullConfig } = (await import(pathToFileURL(`${repoRoot}/eslint.config.js`).href)) as {
  default: Linter.Config[];
};
/** Every file is TypeScript to the linter, whether or not a boundary applies to it. */
const parsed: Linter.Config = { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } };
const boundaryRules: Linter.Config[] = fullConfig.flatMap(({ files, ignores, rules }) => {
  const rule = rules?.['no-restricted-imports'];
  return files === undefined || rule === undefined
    ? []
    : [
        {
          files,
          ...(ignores === undefined ? {} : { ignores }),
          languageOptions: { parser: tseslint.parser },
          rules: { 'no-restricted-imports': rule },
        },
      ];
});
/** The rule that keeps every other package on the mock's exports, with its plugin. */
const mockSources: Linter.Config[] = fullConfig.flatMap(({ plugins, rules }) =>
  rules?.['formation/no-mock-sources'] === undefined || plugins === undefined
    ? []
    : [{ files: ['**/*.{ts,tsx}'], plugins, rules: { 'formation/no-mock-sources': 'error' } }],
);
const boundaries = [parsed, ...boundaryRules, ...mockSources];
const linter = new Linter({ configType: 'flat', cwd: repoRoot });

/** The boundary messages for one import written in one file of the repository. */
function refusalsIn(path: string, from: string): string[] {
  return linter
    .verify(`import { x } from '${from}';\nexport { x };\n`, boundaries, { filename: `${repoRoot}/${path}` })
    .map((message) => message.message);
}

/** The same, for a file of the site. */
const refusals = (file: string, from: string) => refusalsIn(`apps/web/src/${file}`, from);

describe("the site's import boundaries", () => {
  it('let a feature import shared code, config and its own files', () => {
    expect(refusals('features/blog/pages/blog-page.tsx', '@/shared/ui/page-hero')).toEqual([]);
    expect(refusals('features/blog/pages/blog-page.tsx', '@/config/paths')).toEqual([]);
    expect(refusals('features/blog/pages/blog-page.tsx', '@/features/blog/data/blog-queries')).toEqual([]);
    expect(refusals('features/blog/pages/blog-page.tsx', './blog-list')).toEqual([]);
    expect(refusals('app/router.tsx', '@/features/blog/pages/blog-page')).toEqual([]);
  });

  it('refuse a feature importing another feature or the app', () => {
    expect(
      refusals('features/blog/pages/blog-page.tsx', '@/features/sessions/data/sessions-queries'),
    ).toEqual([expect.stringContaining('A feature imports neither the app nor another feature')]);
    expect(refusals('features/blog/pages/blog-page.tsx', '@/app/router')).toEqual([
      expect.stringContaining('A feature imports neither the app nor another feature'),
    ]);
  });

  it('refuse shared code or config importing a feature or the app', () => {
    expect(refusals('shared/ui/page-hero.tsx', '@/features/blog/pages/blog-page')).toEqual([
      expect.stringContaining('shared/ and config/ import neither features nor the app'),
    ]);
    expect(refusals('config/paths.ts', '@/app/router')).toEqual([
      expect.stringContaining('shared/ and config/ import neither features nor the app'),
    ]);
  });

  it('refuse a climb out of the folder, which would hide where an import goes', () => {
    expect(refusals('features/blog/pages/blog-page.tsx', '../../sessions/data/sessions-queries')).toEqual([
      expect.stringContaining("through '@/…'"),
    ]);
    expect(refusals('app/router.tsx', '../shared/ui/page-hero')).toEqual([
      expect.stringContaining("through '@/…'"),
    ]);
  });
});

describe("the mock's feature boundaries", () => {
  const inCoupons = 'apps/mock-api/src/features/coupons/coupons.service.ts';

  it('let a feature import its own files and the shared homes', () => {
    expect(refusalsIn(inCoupons, './coupons.routes')).toEqual([]);
    expect(refusalsIn(inCoupons, '../../commerce/order-rules')).toEqual([]);
    expect(refusalsIn(inCoupons, '../../auth/account-errors')).toEqual([]);
    expect(refusalsIn(inCoupons, '../../views/course.view')).toEqual([]);
  });

  it('refuse a feature querying the database itself, but not its tests', () => {
    for (const from of ['drizzle-orm', '../../db/schema']) {
      expect(refusalsIn(inCoupons, from), from).toEqual([
        expect.stringContaining('Query the database through src/repositories/'),
      ]);
    }
    expect(refusalsIn(inCoupons, '../../repositories/coupons.repository')).toEqual([]);
    expect(refusalsIn('apps/mock-api/src/features/coupons/coupons.test.ts', 'drizzle-orm')).toEqual([]);
    expect(refusalsIn('apps/mock-api/src/views/course.view.ts', 'drizzle-orm')).toEqual([
      expect.stringContaining('Query the database through src/repositories/'),
    ]);
    expect(refusalsIn('apps/mock-api/src/repositories/courses.repository.ts', 'drizzle-orm')).toEqual([]);
  });

  it('refuse a feature importing another feature', () => {
    expect(refusalsIn(inCoupons, '../enrollments/enrollments.service')).toEqual([
      expect.stringContaining('A feature of the mock imports no other feature'),
    ]);
    expect(refusalsIn(inCoupons, '../../features/accounts/accounts.service')).toEqual([
      expect.stringContaining('A feature of the mock imports no other feature'),
    ]);
  });
});

describe("the mock's transports", () => {
  const inCore = 'apps/mock-api/src/core/pipeline/read-body.ts';
  const inFeature = 'apps/mock-api/src/features/users/users.routes.ts';
  const inAdapter = 'apps/mock-api/src/fastify/mount-pipeline.ts';

  it('let the core import itself and the shared homes, and the Fastify adapter import Fastify', () => {
    expect(refusalsIn(inCore, './request-body')).toEqual([]);
    expect(refusalsIn(inCore, '../../api-error')).toEqual([]);
    expect(refusalsIn(inCore, '../../answer-profiles/spec-replies')).toEqual([]);
    expect(refusalsIn(inAdapter, 'fastify')).toEqual([]);
    expect(refusalsIn(inAdapter, '@fastify/cors')).toEqual([]);
    expect(refusalsIn(inAdapter, '../core/pipeline/pipeline')).toEqual([]);
  });

  it('refuse the core importing a transport, a feature or a plugin', () => {
    for (const from of [
      'fastify',
      '../../fastify/fastify-app',
      '../../fetch/fetch-app',
      '../../features/users/profile-form',
      '../../features',
      '../../plugins/security',
      // A route's failures come with its facts, not from the rules features share.
      '../../auth/account-errors',
      '../../commerce/commerce-errors',
    ]) {
      expect(refusalsIn(inCore, from), from).toEqual([expect.stringContaining('')]);
    }
  });

  it('refuse Fastify anywhere but the Fastify adapter', () => {
    expect(refusalsIn(inFeature, 'fastify')).toEqual([
      expect.stringContaining("Only the mock's Fastify adapter"),
    ]);
    expect(refusalsIn(inFeature, '@fastify/multipart')).toEqual([
      expect.stringContaining("Only the mock's Fastify adapter"),
    ]);
    expect(refusalsIn('apps/mock-api/src/testing/test-app.ts', 'fastify')).toEqual([
      expect.stringContaining("Only the mock's Fastify adapter"),
    ]);
  });
});

describe("the mock's sources", () => {
  it('are reached from outside through its package only', () => {
    const message = "Import the mock through its package's exports";
    expect(refusalsIn('bench/soak.ts', '../apps/mock-api/src/process/mock-process')).toEqual([
      expect.stringContaining(message),
    ]);
    expect(refusalsIn('apps/web/scripts/prerender.ts', '../../mock-api/src/testing/test-app')).toEqual([
      expect.stringContaining(message),
    ]);
    expect(
      refusalsIn(
        'packages/mock-testing/src/testing/mock-process.ts',
        '../../../../apps/mock-api/src/process',
      ),
    ).toEqual([expect.stringContaining(message)]);
    expect(refusalsIn('bench/soak.ts', '@formation/mock-api/process')).toEqual([]);
    expect(refusalsIn('apps/mock-api/src/team/team-processes.ts', '../process/mock-process')).toEqual([]);
  });
});
