import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { fencedCommands } from './fenced-commands';

/** The repository's root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The documents a reader follows: every Markdown file of the repository (the decision records aside). */
export function documents(): string[] {
  return execFileSync('git', ['ls-files', '*.md'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && !file.startsWith('docs/decisions/'));
}

/** Every command the documents print, each with where it is written (`file:line`). */
export function documentedCommands(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of documents()) {
    for (const { text, line } of fencedCommands(readFileSync(join(ROOT, file), 'utf8'))) {
      found.set(text, [...(found.get(text) ?? []), `${file}:${String(line)}`]);
    }
  }
  return found;
}
