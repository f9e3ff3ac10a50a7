import { defineConfig } from '@playwright/test';

import type { MockOptions } from '../../index.js';

/**
 * A config as a QA team writes it, with nothing about run ids (only the kit's types): the run id must
 * reach every worker by itself. Two workers, and a retry, which Playwright runs in a new worker.
 */
export default defineConfig<MockOptions>({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `${process.env.RUN_ID_OUT ?? '.'}/test-results`,
  reporter: 'list',
  workers: 2,
  fullyParallel: true,
  retries: 1,
});
