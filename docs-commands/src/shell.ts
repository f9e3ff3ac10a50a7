import { spawn } from 'node:child_process';

/**
 * A documented command run as a reader's shell runs it (bash -c), in a process group of its own so
 * that everything it starts (pnpm, turbo, the servers) stops with it.
 */

export interface Ran {
  /** The exit code, or null when the budget ran out and the command was stopped. */
  code: number | null;
  output: string;
  ms: number;
}

export interface RunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  budgetMs: number;
}

/** Where a command typed in a shell finds itself: no trace of the run that started this test. */
export function readerEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  // pnpm and scripts/turbo.sh say where a command was typed (INIT_CWD, TYPED_IN): a reader's shell
  // has neither, so each command finds them anew from its own folder.
  const inherited = Object.entries(process.env).filter(([name]) => !['TYPED_IN', 'INIT_CWD'].includes(name));
  return { ...Object.fromEntries(inherited), ...extra };
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals | 0): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // none of the group is left
  }
}

/**
 * Stops a command's whole process group: SIGTERM, then the time for each of them to stop what it
 * started (turbo stops its tasks, which run in groups of their own, only when it is let finish),
 * then SIGKILL for what is left after 10 s.
 */
async function stopGroup(pid: number | undefined): Promise<void> {
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (signalGroup(pid, 0) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  signalGroup(pid, 'SIGKILL');
}

export interface Started {
  output(): string;
  /** Stops the whole group (stopGroup) and waits for the command to end. */
  stop(): Promise<void>;
  exited: Promise<number | null>;
}

/** Starts a command and keeps its last 8,000 characters of output to say why it failed. */
export function start(command: string, { cwd, env }: Omit<RunOptions, 'budgetMs'>): Started {
  const child = spawn('bash', ['-c', command], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  return {
    output: () => output,
    exited,
    stop: async () => {
      await stopGroup(child.pid);
      await exited;
    },
  };
}

/** Runs a command to its end, or stops it once `budgetMs` has passed (code null). */
export async function run(command: string, options: RunOptions): Promise<Ran> {
  const began = Date.now();
  const started = start(command, options);
  let timer: NodeJS.Timeout | undefined;
  const overBudget = new Promise<'over'>((resolve) => {
    timer = setTimeout(() => {
      resolve('over');
    }, options.budgetMs);
  });
  const outcome = await Promise.race([started.exited, overBudget]);
  clearTimeout(timer);
  if (outcome === 'over') await started.stop();
  return { code: outcome === 'over' ? null : outcome, output: started.output(), ms: Date.now() - began };
}

/** Waits until `url` answers (any status), at most `budgetMs`, while `alive` says the server runs. */
export async function answering(url: string, budgetMs: number, alive: () => boolean): Promise<boolean> {
  const deadline = Date.now() + budgetMs;
  while (Date.now() < deadline && alive()) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return false;
}
