/**
 * Every setting the site's build, prerender, demo and dev server read from the environment, in one
 * list. `pnpm build`, `pnpm dev` and `pnpm demo` at the root run turbo, whose strict mode hands a task
 * only the variables turbo.json names: build-settings.test.ts holds turbo.json, and every place in
 * the tooling that reads a variable, to this list.
 */
import { SITE_ENV_NAMES } from '../src/config/site-env';

export const BUILD_SETTINGS = [
  // What the page is built with (src/config/site-env.ts).
  ...SITE_ENV_NAMES,
  // The prerender (scripts/prerender.ts): which API its pages are made from, where, and at what time.
  'PRERENDER',
  'PRERENDER_API_URL',
  'PRERENDER_MOCK_PROFILE',
  'PRERENDER_NOW',
  'PRERENDER_OUT_DIR',
  // The demo build (vite.demo.config.ts): the folder it is served from and built into.
  'DEMO_BASE',
  'DEMO_OUT_DIR',
] as const;

/** Settings of the mock that the site's tooling reads too: turbo.json passes them already. */
export const SHARED_WITH_THE_MOCK = ['MOCK_DATA_SET', 'MOCK_NOW', 'PORT'] as const;
