import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { runNodeScript } from './run-node-script';

/**
 * The unit stage's scheduler (scripts/longest-first.mjs), run from a copy of the script beside a
 * stand-in of scripts/turbo.sh: the stand-in answers the dry run with a plan and, for each task,
 * writes when it starts and ends.
 */
const SCRIPT = resolve(import.meta.dirname, '../../../scripts/longest-first.mjs');

const STAND_IN = `#!/bin/sh
shift
case "$*" in *--dry=json*) cat "$(dirname "$0")/plan.json"; exit 0;; esac
echo "start $1" >> "$(dirname "$0")/ran.log"
sleep 0.3
echo "end $1" >> "$(dirname "$0")/ran.log"
if [ "$1" = "$FAIL_TASK" ]; then exit 3; fi
`;

const PLAN = {
  tasks: [
    { taskId: 'x#test', command: 'vitest run' },
    { taskId: 'y#check', command: 'node check.mjs' },
    { taskId: 'z#test', command: 'vitest run' },
    { taskId: 'w#test', command: 'vitest run' },
    { taskId: 'v#check', command: '<NONEXISTENT>' },
  ],
};
const TIMES = { 'x#test': 100, 'y#check': 50, 'z#test': 10, 'v#check': 500 };

let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'longest-first-'));
  const scripts = join(folder, 'scripts');
  mkdirSync(scripts);
  copyFileSync(SCRIPT, join(scripts, 'longest-first.mjs'));
  writeFileSync(join(scripts, 'turbo.sh'), STAND_IN);
  writeFileSync(join(scripts, 'plan.json'), JSON.stringify(PLAN));
  writeFileSync(join(scripts, 'task-times.json'), JSON.stringify(TIMES));
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

async function schedule(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string; ran: string[] }> {
  const { code, output } = await runNodeScript(join(folder, 'scripts', 'longest-first.mjs'), args, {
    env: { ...process.env, ...env },
  });
  const ran = readFileSync(join(folder, 'scripts', 'ran.log'), 'utf8')
    .trim()
    .split('\n');
  return { code, output, ran };
}

describe('the unit stage, longest first', () => {
  it('starts an unknown task first, then the longest, and leaves out what no package has', async () => {
    const { code, output, ran } = await schedule(['--concurrency', '1', 'check', 'test']);
    expect(ran.filter((line) => line.startsWith('start'))).toEqual([
      'start w#test',
      'start x#test',
      'start y#check',
      'start z#test',
    ]);
    expect(output).toContain('longest-first: 4 tasks, 1 at a time');
    expect(code).toBe(0);
  });

  it('runs two at a time: the second starts before the first ends', async () => {
    const { code, ran } = await schedule(['check', 'test']);
    expect(ran.slice(0, 2).sort()).toEqual(['start w#test', 'start x#test']);
    expect(code).toBe(0);
  });

  it('starts nothing after a failure, and says which task failed and what did not run', async () => {
    const { code, output, ran } = await schedule(['--concurrency', '1', 'check', 'test'], {
      FAIL_TASK: 'x#test',
    });
    expect(ran.filter((line) => line.startsWith('start'))).toEqual(['start w#test', 'start x#test']);
    expect(output).toContain('longest-first: x#test failed (exit 3); 2 task(s) not started: y#check z#test');
    expect(code).toBe(1);
  });
});
