// The site's boundaries: shared → features → app, never back; a feature never imports another.
import { featuresIn, othersOf } from './features.js';

const WEB_FEATURES = featuresIn('apps/web/src/features');
/** An import that climbs out of its folder: the site names such a path from `@/` (src/). */
const PARENT_IMPORT = {
  regex: '^\\.\\./',
  message: "Import from outside this folder through '@/…' (src/…).",
};

export const siteBoundaries = [
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
];
