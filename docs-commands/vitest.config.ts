import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A documented command may build the site: each scenario sets its own budget.
    testTimeout: 30_000,
    setupFiles: ['../vitest.console-guard.ts'],
  },
});
