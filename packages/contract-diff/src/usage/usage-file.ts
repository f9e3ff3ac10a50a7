import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { z } from 'zod';

import type { ConsumerUsage } from '../change.js';

/** What `--consumers FILE` reads: a `ConsumerUsage`, nothing more (a typo in a key is an error). */
const UsageFileSchema = z
  .object({
    consumer: z.string().min(1),
    operations: z.record(
      z.string().regex(/^[A-Z]+ \/\S*$/, 'is not an operation such as "GET /courses/{id}"'),
      z.object({ answers: z.record(z.string().min(1), z.array(z.string())) }).strict(),
    ),
  })
  .strict();

/** `operations."GET /x".answers.200[1]`: where in the file a problem is. */
function whereOf(path: readonly (string | number)[]): string {
  if (path.length === 0) return 'the file';
  const step = (key: string | number, index: number): string => {
    if (typeof key === 'number') return `[${key}]`;
    const name = key.includes(' ') ? JSON.stringify(key) : key;
    return index === 0 ? name : `.${name}`;
  };
  return path.map(step).join('');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Reads a usage file; throws an Error with one line that says which file and what is wrong. */
export function readUsageFile(path: string): ConsumerUsage {
  const name = basename(path);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${name}: cannot read the usage file (${messageOf(error)})`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${name}: not JSON (${messageOf(error)})`, { cause: error });
  }
  const parsed = UsageFileSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const what = issue === undefined ? 'invalid' : `${whereOf(issue.path)}: ${issue.message}`;
    throw new Error(`${name}: not a usage file, ${what}`);
  }
  return parsed.data;
}

/** A usage file's text as `recordUsage` gives it (already in order): two-space JSON ending in a newline. */
export const usageFileText = (usage: ConsumerUsage): string => `${JSON.stringify(usage, null, 2)}\n`;
