/**
 * A command a bench runs to its end (a checker), in a process group of its own (the mock's
 * `spawnGroup`), so a timeout or the bench's end stops the whole tree it started (pnpm → tsx → node,
 * java) and leaves no orphan.
 */
import { closeSync, openSync } from 'node:fs';

import { spawnGroup, stopGroup } from '@formation/mock-api/process';

export interface RunResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
}

/** Runs a command to its end, its output kept, its group killed after `timeoutMs`. */
export async function runBounded(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number; stdoutFile?: string },
): Promise<RunResult> {
  const started = performance.now();
  // A long log goes straight to a file; `stdout` is then empty.
  const out = options.stdoutFile === undefined ? 'pipe' : openSync(options.stdoutFile, 'w');
  const child = spawnGroup(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', out, 'pipe'],
  });
  if (typeof out === 'number') closeSync(out);
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    if (stderr.length < 200_000) stderr += chunk;
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void stopGroup(child);
  }, options.timeoutMs);
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      resolve(code);
    });
  });
  clearTimeout(timer);
  return { exitCode, stdout, stderr, timedOut, ms: performance.now() - started };
}
