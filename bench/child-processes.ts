/**
 * Children of a bench (the mock, the checkers), each in a process group of its own (detached), so a timeout
 * or the bench's end stops the whole tree it started (pnpm → tsx → node, java) and leaves no orphan.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

const groups = new Set<number>();

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has already gone.
  }
}

/** Starts a child in a process group of its own, remembered until it exits. */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const { pid } = child;
  if (pid !== undefined) {
    groups.add(pid);
    child.once('exit', () => {
      // The leader is gone; whatever it left in its group goes with it.
      killGroup(pid, 'SIGKILL');
      groups.delete(pid);
    });
  }
  return child;
}

/** SIGTERM to the child's group, SIGKILL after `graceMs`; resolves once the child has exited. */
export async function stopGroup(child: ChildProcess, graceMs = 3000): Promise<void> {
  const { pid } = child;
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  killGroup(pid, 'SIGTERM');
  const timer = setTimeout(() => {
    killGroup(pid, 'SIGKILL');
  }, graceMs);
  await exited;
  clearTimeout(timer);
}

/** Kills every group still running, at once (process exit, Ctrl-C). */
export function killAllGroups(): void {
  for (const pid of groups) killGroup(pid, 'SIGKILL');
  groups.clear();
}

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
