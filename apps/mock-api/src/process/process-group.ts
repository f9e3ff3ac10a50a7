/**
 * Children started in a process group of their own (detached), so that stopping one stops the whole
 * tree it started (pnpm → tsx → node) and a test's or a bench's end leaves no orphan behind.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

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

/** `signal` to the child's group, then SIGKILL after `graceMs` if given; resolves once it has exited. */
async function endGroup(child: ChildProcess, signal: NodeJS.Signals, graceMs?: number): Promise<void> {
  const { pid } = child;
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  killGroup(pid, signal);
  const timer =
    graceMs === undefined
      ? undefined
      : setTimeout(() => {
          killGroup(pid, 'SIGKILL');
        }, graceMs);
  await exited;
  clearTimeout(timer);
}

/** SIGTERM to the child's group, SIGKILL after `graceMs`; resolves once the child has exited. */
export const stopGroup = (child: ChildProcess, graceMs = 5000): Promise<void> =>
  endGroup(child, 'SIGTERM', graceMs);

/** SIGKILL to the child's group, as a crash would end it (no graceful close); resolves once it has exited. */
export const killGroupNow = (child: ChildProcess): Promise<void> => endGroup(child, 'SIGKILL');

/** Kills every group still running, at once (the caller's exit, Ctrl-C). */
export function killAllGroups(): void {
  for (const pid of groups) killGroup(pid, 'SIGKILL');
  groups.clear();
}
