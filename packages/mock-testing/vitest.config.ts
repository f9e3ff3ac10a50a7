import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Generous: the tests start the mock API as a process, and one runs Playwright in a project of its own.
    testTimeout: 30_000,
    setupFiles: ['../../vitest.console-guard.ts'],
  },
});
