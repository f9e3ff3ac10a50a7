import { existsSync, readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';

import { spawnGroup, stopGroup } from './process-group';

/** Whether `pid` runs (a process that has ended but not been reaped yet does not). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${String(pid)}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function firstLine(stream: Readable): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    stream.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes('\n')) resolve(text.split('\n')[0] ?? '');
    });
  });
}

/**
 * A child that starts a grandchild in a process group of its own (as turbo runs each task), both
 * deaf to SIGTERM, as a busy machine can leave a tree that does not stop within its grace.
 */
const CHILD = `
const { spawn } = require('node:child_process');
const grandchild = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000);"], { detached: true, stdio: 'ignore' });
process.on('SIGTERM', () => {});
console.log(grandchild.pid);
setInterval(() => {}, 1000);
`;

describe.skipIf(!existsSync('/proc'))('stopping a process group', () => {
  it('also ends what the child started in a group of its own, once the grace is over', async () => {
    const child = spawnGroup(process.execPath, ['-e', CHILD], { stdio: ['ignore', 'pipe', 'inherit'] });
    if (child.stdout === null) throw new Error('no stdout');
    const grandchild = Number(await firstLine(child.stdout));
    try {
      expect(running(grandchild)).toBe(true);
      await stopGroup(child, 300);
      await expect.poll(() => running(grandchild), { timeout: 5_000 }).toBe(false);
    } finally {
      // A failure here leaves no process behind either.
      if (running(grandchild)) process.kill(grandchild, 'SIGKILL');
    }
  });
});
