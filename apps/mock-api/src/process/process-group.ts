/**
 * Children started in a process group of their own (detached), so that stopping one stops the whole
 * tree it started (pnpm → tsx → node) and a test's or a bench's end leaves no orphan behind.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const groups = new Set<number>();

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has already gone.
  }
}

/** Each running process's parent and group, from /proc (none where there is no /proc). */
function processTable(): { pid: number; parent: number; group: number }[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      // After the command's closing parenthesis: state, parent, group.
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ').at(-1)?.split(' ') ?? [];
      return [{ pid: Number(name), parent: Number(fields[1]), group: Number(fields[2]) }];
    } catch {
      return [];
    }
  });
}

/**
 * The groups of the leader's descendants that are not its own: turbo, for one, runs each task in a
 * group of its own, and a SIGKILL to the leader's group alone would leave the task running.
 */
function descendantGroups(leader: number): number[] {
  const table = processTable();
  const tree = new Set([leader]);
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, parent } of table) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...new Set(table.filter(({ pid }) => tree.has(pid)).map(({ group }) => group))].filter(
    (group) => group !== leader && group > 1,
  );
}

/** `signal` to the leader's group and to the groups its descendants started. */
function signalTree(leader: number, signal: NodeJS.Signals): void {
  const others = descendantGroups(leader);
  killGroup(leader, signal);
  for (const group of others) killGroup(group, signal);
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
  signalTree(pid, signal);
  const timer =
    graceMs === undefined
      ? undefined
      : setTimeout(() => {
          signalTree(pid, 'SIGKILL');
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
