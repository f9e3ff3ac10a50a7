import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Generous: the tests start the mock API as a process, and one runs Playwright in a project of its own.
    testTimeout: 30_000,
    // Its files wait on what they start (mocks, pnpm, tsc, Playwright): two at once even where vitest
    // would take one (a core less than the host's), so the pack test and the run-id test overlap.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['../../vitest.console-guard.ts'],
  },
});
