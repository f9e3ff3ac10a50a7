import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // `@/…` is `src/…` (tsconfig.json's paths).
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    // One page per worker for all its test files: building a jsdom page for each file took most of
    // the run (155 s against 30 s). setup-dom.ts starts every file as a first visit.
    isolate: false,
    setupFiles: ['../../vitest.console-guard.ts', './src/testing/setup-dom.ts'],
  },
});
