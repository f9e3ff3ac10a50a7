import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The contract-level tests: those that build the mock with buildContractTestApp (or withLearners, which
 * calls it), run again on the fetch adapter over sql.js (the in-page mock) in the project `fetch-adapter`.
 */
const CONTRACT_LEVEL_FILES = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('src', file))
  .filter((file) => /\b(?:buildContractTestApp|withLearners)\(/.test(readFileSync(file, 'utf8')));

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
        test: { name: 'shared', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'fetch-adapter',
          include: CONTRACT_LEVEL_FILES,
          isolate: false,
          env: { MOCK_ADAPTER: 'fetch' },
        },
      },
    ],
  },
});
