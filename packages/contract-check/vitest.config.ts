import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Generous: the end-to-end tests start the seeded mock and a CLI process on CI's 2 shared cores.
    testTimeout: 30_000,
    setupFiles: ['../../vitest.console-guard.ts'],
  },
});
