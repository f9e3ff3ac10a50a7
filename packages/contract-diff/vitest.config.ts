import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Generous: CI has 2 cores shared with lint and typecheck; speed is measured in bench/, not here.
    testTimeout: 30_000,
    setupFiles: ['../../vitest.console-guard.ts'],
  },
});
