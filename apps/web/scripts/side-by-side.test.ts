import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

import { freePort } from '@formation/mock-api/process';

/** The browser suite's starter of its sites (scripts/side-by-side.ts), run as the config runs it. */
const WEB = resolve(import.meta.dirname, '..');

interface Ended {
  code: number | NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the starter on `servers` in a process group of its own, as Playwright runs an entry's command;
 * `onReady` is called once it says every server answers, with a stop that signals the whole group, as
 * Playwright stops it. Whatever is left in the group once the starter has ended is killed.
 */
function sideBySide(servers: object[], onReady: (stop: () => void) => void = () => undefined) {
  const child = spawn(process.execPath, ['../../scripts/run-bundled.mjs', 'scripts/side-by-side.ts'], {
    cwd: WEB,
    env: { ...process.env, SIDE_BY_SIDE: JSON.stringify(servers) },
    detached: true,
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid ?? 0), signal);
    } catch {
      // The group has gone.
    }
  };
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.includes('side-by-side: every server answers'))
      onReady(() => {
        signalGroup('SIGTERM');
      });
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<Ended>((done) =>
    child.on('exit', (code, signal) => {
      signalGroup('SIGKILL');
      done({ code: code ?? signal, stdout, stderr });
    }),
  );
}

/** A server that starts after `delayMs`, as a build then a preview would. */
const lateServer = (port: number, delayMs: number) => ({
  command: `node -e "setTimeout(() => require('node:http').createServer((q, s) => s.end('ok')).listen(${String(port)}, '127.0.0.1'), ${String(delayMs)})"`,
  url: `http://127.0.0.1:${String(port)}/`,
  env: {},
});

describe('the sites started side by side', () => {
  it('says every server answers only once the last one does, and stops them all when stopped', async () => {
    const [early, late] = [await freePort(), await freePort()];
    let answeredAtReady: boolean[] = [];
    const ended = await sideBySide([lateServer(early, 0), lateServer(late, 1500)], (stop) => {
      void Promise.all(
        [early, late].map((port) =>
          fetch(`http://127.0.0.1:${String(port)}/`).then(
            () => true,
            () => false,
          ),
        ),
      ).then((answered) => {
        answeredAtReady = answered;
        stop();
      });
    });
    expect(answeredAtReady).toEqual([true, true]);
    expect(ended.code).toBe('SIGTERM');
    // Its servers went with it.
    await expect(fetch(`http://127.0.0.1:${String(late)}/`)).rejects.toThrow();
  }, 30_000);

  it('ends with the exit code of a server that stops, saying which', async () => {
    const port = await freePort();
    const ended = await sideBySide([
      lateServer(port, 60_000),
      { command: 'exit 3', url: 'http://127.0.0.1:9/', env: {} },
    ]);
    expect(ended.code).toBe(3);
    expect(ended.stderr).toContain('side-by-side: "exit 3" ended (3) before the run did');
    expect(ended.stdout).not.toContain('every server answers');
  }, 30_000);

  it('refuses to start where something already answers, which would be tested instead', async () => {
    const server: Server = createServer((_request, response) => response.end('someone else'));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      const ended = await sideBySide([lateServer(await freePort(), 0), lateServer(port, 0)]);
      expect(ended.code).toBe(1);
      expect(ended.stderr).toContain(`side-by-side: http://127.0.0.1:${String(port)}/ is already used`);
    } finally {
      server.close();
    }
  }, 30_000);
});
