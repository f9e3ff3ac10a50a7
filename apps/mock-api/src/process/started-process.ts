import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

import { killGroupNow, spawnGroup, stopGroup } from './process-group';

/** A server started in a process group of its own, its output read to the end and the last of it kept. */
export interface StartedProcess {
  child: ChildProcess;
  /** The last 4,000 characters it printed, to say why it failed. */
  readonly output: () => string;
  /** Null while it runs or once stopped by `stop`; otherwise how it ended by itself. */
  readonly stoppedEarly: () => string | null;
  /** Stops its whole group (SIGTERM, then SIGKILL) and waits until it has exited. */
  readonly stop: () => Promise<void>;
  /** Ends its whole group at once (SIGKILL), as a crash would, and waits until it has exited. */
  readonly kill: () => Promise<void>;
}

const KEPT_CHARACTERS = 4000;
const KEPT_LINES = 40;

/**
 * Starts `command` in a group of its own. Every line it prints is read (a request log never fills the
 * pipe) and handed to `onLine`; the last of it is kept for errors.
 */
export function startProcess(
  what: string,
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; onLine?: ((line: string) => void) | undefined },
): StartedProcess {
  const child = spawnGroup(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last lines, kept cheaply: a mock under load logs thousands of lines a second.
  const last: string[] = [];
  const output = () => `${last.slice(-KEPT_LINES).join('\n')}\n`.slice(-KEPT_CHARACTERS);
  let stopping = false;
  let early: string | null = null;
  for (const stream of [child.stdout, child.stderr]) {
    if (stream === null) continue;
    createInterface({ input: stream }).on('line', (line) => {
      last.push(line);
      if (last.length > KEPT_LINES * 2) last.splice(0, last.length - KEPT_LINES);
      options.onLine?.(line);
    });
  }
  // On close, not exit: by then every line it printed has been read, its last words included.
  child.once('close', (code, signal) => {
    if (!stopping)
      early = `${what} stopped (${signal ?? `exit ${String(code)}`}): ${output().trim().slice(-300)}`;
  });
  return {
    child,
    output,
    stoppedEarly: () => early,
    stop: () => {
      stopping = true;
      return stopGroup(child);
    },
    kill: () => {
      stopping = true;
      return killGroupNow(child);
    },
  };
}

/** Waits until `url` answers 200, the process still running; at most `withinMs`, then stops it. */
export async function answering(
  started: StartedProcess,
  url: string,
  what: string,
  withinMs: number,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const early = started.stoppedEarly();
    if (early !== null) throw new Error(early);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await started.stop();
  throw new Error(`${what} did not answer ${url} within ${String(withinMs / 1000)} s: ${started.output()}`);
}
