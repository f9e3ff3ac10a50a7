import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];

/** Starts a server a bench needs, its output left out but its errors shown. */
export function start(command: string, args: string[], cwd: string, env: Record<string, string>): void {
  children.push(
    spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] }),
  );
}

/** Stops every server `start` started. */
export function stopAll(): void {
  for (const child of children) child.kill();
}

/** Resolves once the address answers with a success, or fails after the wait. */
export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs / 1000)} s`);
}
