// The mock's boundaries: only its Fastify adapter imports Fastify, the core reaches no transport, the
// queries live in src/repositories/, and a feature never imports another.
import { featuresIn, othersOf } from './features.js';

const MOCK_FEATURES = featuresIn('apps/mock-api/src/features');
/** Fastify belongs to the mock's Fastify adapter (apps/mock-api/src/fastify/) alone. */
const NO_FASTIFY = {
  regex: '^(?:fastify|light-my-request|@fastify/[^/]+)(?:/|$)',
  message: "Only the mock's Fastify adapter (src/fastify/) imports Fastify: the rest runs on both adapters.",
};
/**
 * What the mock's core must not reach: a transport (Fastify, the fetch adapter), a feature, a plugin,
 * or what features share (auth, commerce): a route's own facts come with it (src/core/route-facts.ts).
 */
const MOCK_CORE_OUTWARD = {
  regex: '^(\\.\\.?/)+(?:.*/)?(fastify|fetch|features|plugins|auth|commerce)(/|$)',
  message:
    'The core imports no transport, feature, plugin or their shared rules: the adapters pass in what it needs (src/core/pipeline/pipeline.ts), and a route declares its own facts (src/core/route-facts.ts).',
};
/** The mock reads and writes its data through src/repositories/, never by a query of its own. */
const NO_QUERIES = {
  regex: '^(?:drizzle-orm(?:/|$)|(?:\\.\\./)+db/schema$)',
  allowTypeImports: true,
  message: "Query the database through src/repositories/ (one kind of place for the mock's queries).",
};

export const mockBoundaries = [
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
];
