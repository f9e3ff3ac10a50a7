import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(resolve(import.meta.dirname, path), 'utf8');

describe('the README', () => {
  it('shows the scenario that the site’s browser suite runs, word for word', () => {
    const scenario = /```ts\n([\s\S]*?)```/.exec(read('../README.md'))?.[1];
    expect(scenario).toBe(read('../../../apps/web/e2e/qa-scenario.spec.ts'));
  });
});
