// Any test that logs console.error or console.warn fails: warnings must not hide (epic-stack's rule).
import { afterEach, beforeEach, vi } from 'vitest';

const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length > 0) {
    throw new Error(`A test logged to the console:\n${calls.join('\n')}`);
  }
});
