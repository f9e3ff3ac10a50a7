import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Generous: the end-to-end tests start the seeded mock and a CLI process on CI's 2 shared cores.
    testTimeout: 30_000,
    // Its files mostly wait on the mocks and CLI runs they start: two at once even where vitest would
    // take one (a core less than the host's), for the same CPU in 60 % of the time on 2 cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['../../vitest.console-guard.ts'],
  },
});
