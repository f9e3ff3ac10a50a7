import { defineConfig } from 'vitest/config';

/** Test files that replace a module (vi.mock): they need a module graph of their own. */
const MOCKING_FILES = ['src/hardening/auth-tokens.test.ts'];

export default defineConfig({
  test: {
    // Generous: CI has 2 cores shared with lint and typecheck; speed is measured in bench/, not here.
    testTimeout: 30_000,
    setupFiles: ['../../vitest.console-guard.ts'],
    projects: [
      {
        extends: true,
        // One module graph per worker for all its files: each file builds its own app on its own
        // in-memory database, and loading the app's modules once per file took 40 % of the run.
        test: { name: 'shared', include: ['src/**/*.test.ts'], exclude: MOCKING_FILES, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING_FILES } },
    ],
  },
});
