import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(resolve(import.meta.dirname, path), 'utf8');

const SCENARIO = read('../../../apps/web/e2e/qa-scenario.spec.ts');

/** The TypeScript blocks of a Markdown file. */
const tsBlocks = (markdown: string) =>
  [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((block) => block[1]);

describe('the READMEs', () => {
  it('show the scenario that the site’s browser suite runs, word for word', () => {
    expect(tsBlocks(read('../README.md'))[0]).toBe(SCENARIO);
    expect(tsBlocks(read('../../../README.md'))).toContain(SCENARIO);
  });
});
