// One flat config for the whole monorepo. ESLint 10 looks the config up from each file's folder,
// so `eslint .` inside any package lands here.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { mockBoundaries } from './eslint/mock-boundaries.js';
import { mockSources } from './eslint/mock-sources.js';
import { siteBoundaries } from './eslint/site-boundaries.js';

/** Tailwind classes tied to left/right: they do not mirror in right-to-left languages. */
const PHYSICAL_CLASSES =
  '/(^|\\s|:)-?(m[lr]|p[lr]|left|right|scroll-m[lr]|scroll-p[lr])-|(^|\\s|:)(text-(left|right)|float-(left|right)|border-[lr]|rounded-[lr]|rounded-[tb][lr])(\\s|-|$)/';

const NAMED_MODULES = {
  selector: 'Program > ImportDeclaration[source.value=/(^|\\/)(utils|helpers|misc)(\\.ts)?$/]',
  message: 'Name a module after what it holds, not utils/helpers/misc.',
};
// Building a formatter is slow; a page that built one per card and render paid for it on every one.
const SHARED_INTL = {
  selector:
    "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat|Collator|Segmenter)$/], CallExpression[callee.property.name='localeCompare'][arguments.length>1]",
  message:
    "Use numberFormat, dateTimeFormat, collator or graphemeSegmenter from '@formation/domain': one per locale and options.",
};
// The mock answers thousands of requests a second. A getter or setter in an object literal is a new
// closure each time, and V8 gives each such object a hidden class of its own, kept in the old
// generation with the closures and all they hold (a whole request) until the next full collection.
const ACCESSOR_LITERALS = {
  selector: 'ObjectExpression > Property[kind=/^(get|set)$/]',
  message:
    'Use a class (its getters live on the prototype) or plain values, not getters in an object literal.',
};
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-e2e-*/**',
      '**/dist-bench/**',
      '**/dist-demo/**',
      '**/dist-bench-demo/**',
      '**/dist-lighthouse/**',
      '**/test-results-*/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.turbo/**',
      'apps/mock-api/data/**',
      '.docs-commands/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Every regular expression, and none whose time can grow faster than its input: a pattern that
    // backtracks on a request body blocks the server for everyone while it runs.
    plugins: regexp.configs.recommended.plugins,
    rules: {
      ...regexp.configs.recommended.rules,
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // File names say what they hold, in kebab-case with role suffixes (.contract.ts, .schemas.ts, .test.ts…).
    files: ['**/src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
      'no-restricted-syntax': ['error', NAMED_MODULES, SHARED_INTL],
    },
  },
  {
    // Dependencies run one way: apps → domain → contract. The contract imports nothing of ours.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@formation/*'], message: 'The contract imports nothing of ours.' }] },
      ],
    },
  },
  {
    // Values drawn from zod schemas: any schema, not only the contract's; only the tests read the contract.
    files: ['packages/zod-arbitraries/**/*.ts'],
    ignores: ['packages/zod-arbitraries/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@formation/*'], message: 'The zod arbitraries import nothing of ours.' }] },
      ],
    },
  },
  {
    // contract:diff compares any two versions of a contract, loaded as they were: it imports nothing of ours.
    files: ['packages/contract-diff/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@formation/*'], message: 'contract:diff imports nothing of ours.' }] },
      ],
    },
  },
  {
    // The domain is pure: only the contract's schemas and zod; no I/O, no framework.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@formation/*', '!@formation/contract'],
              message: 'The domain imports only the contract.',
            },
            {
              group: ['node:*', 'fs', 'path', 'http', 'react', 'react-dom', 'fastify', 'better-sqlite3'],
              message: 'The domain is pure: no I/O and no framework.',
            },
          ],
        },
      ],
    },
  },
  {
    // The integrators' CLI reads only the contract, the domain and the values drawn from the contract's
    // schemas; only its tests start the mock.
    files: ['packages/contract-check/**/*.ts'],
    ignores: ['packages/contract-check/src/testing/**', 'packages/contract-check/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@formation/*',
                '!@formation/contract',
                '!@formation/domain',
                '!@formation/zod-arbitraries',
              ],
              message: 'The contract check imports only the contract, the domain and the zod arbitraries.',
            },
          ],
        },
      ],
    },
  },
  {
    // The QA kit is installed by other teams: it imports only the contract, and the domain's rules
    // that its build bundles in (the sign-in the site keeps); only its tests start the mock.
    files: ['packages/mock-testing/**/*.ts'],
    ignores: ['packages/mock-testing/src/testing/**', 'packages/mock-testing/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@formation/*', '!@formation/contract', '!@formation/domain'],
              message: 'The QA kit imports only the contract and the domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // The site: browser globals, the rules of hooks, and logical CSS only so that Arabic mirrors.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        NAMED_MODULES,
        SHARED_INTL,
        ...['Literal', 'TemplateElement'].map((node) => ({
          selector: `JSXAttribute[name.name='className'] ${node}[${node === 'Literal' ? 'value' : 'value.raw'}=${PHYSICAL_CLASSES}]`,
          message:
            'Use logical classes (ms-/me-/ps-/pe-/start-/end-/text-start/text-end/border-s/rounded-s) so Arabic mirrors.',
        })),
      ],
    },
  },
  ...siteBoundaries,
  ...mockBoundaries,
  mockSources,
  {
    // The one place that builds Intl formatters.
    files: ['packages/domain/src/intl-formats.ts'],
    rules: { 'no-restricted-syntax': ['error', NAMED_MODULES] },
  },
  {
    files: ['apps/mock-api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', NAMED_MODULES, SHARED_INTL, ACCESSOR_LITERALS] },
  },
  {
    // ts-rest handlers must return promises; better-sqlite3 answers synchronously.
    files: ['**/*.routes.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
