/**
 * Starts servers side by side, and prints one line once every one of them answers:
 *
 *   SIDE_BY_SIDE='[{"command": "…", "url": "http://…", "env": {…}}, …]' \
 *     node ../../scripts/run-bundled.mjs scripts/side-by-side.ts
 *
 * Playwright starts its `webServer` entries one after the other, each once the one before answers.
 * The browser suite's servers are the site built for each profile and the demo, each a build, a
 * prerender and then a preview; one after the other, a build or a prerender ran alone on one core
 * while the other waited (a third of the machine idle for the first minute of each pass). Started
 * here together, they are one entry of the config, ready when this prints SERVERS_READY.
 *
 * When a server's command ends, this ends too, with its exit code: Playwright then reports that its
 * server stopped. The commands run in this process's group, which Playwright stops as a whole, at the
 * end of the run or once this has ended.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** What this prints once every server answers (the config waits for it). */
const SERVERS_READY = 'side-by-side: every server answers';

interface SideBySideServer {
  command: string;
  url: string;
  env: Record<string, string>;
}

/** The servers to start, as the config wrote them into SIDE_BY_SIDE. */
function serversFrom(text: string | undefined): SideBySideServer[] {
  const servers = JSON.parse(text ?? '[]') as unknown;
  if (!Array.isArray(servers) || servers.length === 0)
    throw new Error('SIDE_BY_SIDE must be a JSON list of { command, url, env }');
  return servers as SideBySideServer[];
}

/** Whether anything answers at `url` yet (any status: the server is up). */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function untilAnswers(url: string, stopped: () => boolean): Promise<void> {
  while (!(await answers(url))) {
    if (stopped()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main(): Promise<void> {
  const servers = serversFrom(process.env.SIDE_BY_SIDE);
  // As Playwright refuses for an entry of its own: a server already there would be tested instead.
  for (const { url } of servers) {
    if (await answers(url)) {
      console.error(`side-by-side: ${url} is already used; stop what runs there first`);
      process.exitCode = 1;
      return;
    }
  }
  const children: ChildProcess[] = [];
  let ended = false;
  for (const server of servers) {
    const child = spawn('sh', ['-c', server.command], {
      env: { ...process.env, ...server.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code, signal) => {
      if (ended) return;
      ended = true;
      console.error(`side-by-side: "${server.command}" ended (${signal ?? String(code)}) before the run did`);
      for (const other of children) other.kill('SIGTERM');
      process.exitCode = code === null || code === 0 ? 1 : code;
    });
    children.push(child);
  }
  void Promise.all(servers.map(({ url }) => untilAnswers(url, () => ended))).then(() => {
    if (!ended) console.log(SERVERS_READY);
  });
}

await main();
