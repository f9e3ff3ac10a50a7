// One flat config for the whole monorepo. ESLint 10 looks the config up from each file's folder,
// so `eslint .` inside any package lands here.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
/** The folders of a feature directory, read once so a new feature is covered. */
const featuresIn = (path) =>
  readdirSync(join(import.meta.dirname, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const WEB_FEATURES = featuresIn('apps/web/src/features');
const MOCK_FEATURES = featuresIn('apps/mock-api/src/features');
/** The features of `features` other than `feature`, as a regex alternation. */
const othersOf = (features, feature) => features.filter((other) => other !== feature).join('|');
/** Fastify belongs to the mock's Fastify adapter (apps/mock-api/src/fastify/) alone. */
const NO_FASTIFY = {
  regex: '^(?:fastify|light-my-request|@fastify/[^/]+)(?:/|$)',
  message: "Only the mock's Fastify adapter (src/fastify/) imports Fastify: the rest runs on both adapters.",
};
/** What the mock's core must not reach: a transport (Fastify, the fetch adapter), a feature or a plugin. */
const MOCK_CORE_OUTWARD = {
  regex: '^(\\.\\.?/)+(?:.*/)?(fastify|fetch|features|plugins)(/|$)',
  message:
    'The core imports no transport, feature or plugin: the adapters pass in what it needs (src/core/pipeline/pipeline.ts).',
};
/** The mock reads and writes its data through src/repositories/, never by a query of its own. */
const NO_QUERIES = {
  regex: '^(?:drizzle-orm(?:/|$)|(?:\\.\\./)+db/schema$)',
  allowTypeImports: true,
  message: "Query the database through src/repositories/ (one kind of place for the mock's queries).",
};
/** An import that climbs out of its folder: the site names such a path from `@/` (src/). */
const PARENT_IMPORT = {
  regex: '^\\.\\./',
  message: "Import from outside this folder through '@/…' (src/…).",
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
  // Boundaries of the site: shared → features → app, never back; a feature never imports another.
  // Imports name where they go (`@/shared/…`, `@/features/<feature>/…`): a file reaches outside its
  // folder only through `@/`, so the rules below read the path alone.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [PARENT_IMPORT] }],
    },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}', 'apps/web/src/config/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            PARENT_IMPORT,
            {
              regex: '^@/(features|app)(/|$)',
              message: 'shared/ and config/ import neither features nor the app.',
            },
          ],
        },
      ],
    },
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            PARENT_IMPORT,
            {
              regex: `^@/(app|features/(${othersOf(WEB_FEATURES, feature)}))(/|$)`,
              message:
                'A feature imports neither the app nor another feature: move what both need to shared/.',
            },
          ],
        },
      ],
    },
  })),
  // The mock's transports: only its Fastify adapter (src/fastify/) imports Fastify; everything else
  // runs on both adapters through the one pipeline of src/core/.
  {
    files: ['apps/mock-api/**/*.ts'],
    ignores: ['apps/mock-api/src/fastify/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_FASTIFY] }] },
  },
  {
    // Queries live in src/repositories/ (the schema, the seed, the tests and their fixtures aside).
    files: ['apps/mock-api/src/**/*.ts'],
    ignores: [
      'apps/mock-api/src/fastify/**',
      'apps/mock-api/src/repositories/**',
      'apps/mock-api/src/db/**',
      'apps/mock-api/src/hardening/**',
      'apps/mock-api/src/testing/**',
      'apps/mock-api/src/**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_FASTIFY, NO_QUERIES] }] },
  },
  {
    // The core (the pipeline, the call, the route checks) imports no transport, feature or plugin:
    // both adapters pass in what it needs (features, data sets, the status log).
    files: ['apps/mock-api/src/core/**/*.ts'],
    ignores: ['apps/mock-api/src/core/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_FASTIFY, MOCK_CORE_OUTWARD, NO_QUERIES] }] },
  },
  {
    // One kind of place for the mock's repositories: src/repositories/, whoever calls them.
    files: ['apps/mock-api/src/**/*.repository.ts'],
    ignores: ['apps/mock-api/src/repositories/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: "The mock's repositories live in src/repositories/." },
      ],
    },
  },
  // Boundaries of the mock: a feature never imports another; what two share lives beside them
  // (src/auth, src/commerce, src/views, src/testing).
  ...MOCK_FEATURES.flatMap((feature) => {
    const rest = othersOf(MOCK_FEATURES, feature);
    const otherFeatures = {
      regex: `^\\.\\./(${rest})(/|$)|(^|/)features/(${rest})(/|$)`,
      message:
        'A feature of the mock imports no other feature: move what both need to src/auth, src/commerce or src/views.',
    };
    const files = `apps/mock-api/src/features/${feature}/**/*.ts`;
    const tests = `apps/mock-api/src/features/${feature}/**/*.test.ts`;
    return [
      {
        files: [files],
        ignores: [tests],
        rules: {
          'no-restricted-imports': ['error', { patterns: [otherFeatures, NO_FASTIFY, NO_QUERIES] }],
        },
      },
      {
        // A test may read the database itself, to check what a call wrote.
        files: [tests],
        rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatures, NO_FASTIFY] }] },
      },
    ];
  }),
  {
    // The one place that builds Intl formatters.
    files: ['packages/domain/src/intl-formats.ts'],
    rules: { 'no-restricted-syntax': ['error', NAMED_MODULES] },
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
