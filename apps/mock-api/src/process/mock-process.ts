import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { MockProfile } from '@formation/contract';

import { freePort } from './free-port';
import { answering, startProcess, type StartedProcess } from './started-process';

/**
 * The one way to start the mock as a process of its own, exactly as `pnpm start` runs it
 * (`node ../../scripts/run-bundled.mjs src/server.ts`, in a process group of its own), on loopback:
 * for the tests, benches and scripts that need a real server (the site's prerender, its suite on a
 * recording, the QA kit's and contract:check's tests, the team mock's replicas).
 */
export interface MockProcessOptions {
  /**
   * Where its database, uploads and token secret live. `memory` (the default): an in-memory database
   * and a temporary uploads folder; `temporary`: a fresh folder of files; `{ folder }`: a folder of the
   * caller's, kept after the stop (a restart finds what was written). Temporary ones go at the stop.
   */
  data?: 'memory' | 'temporary' | { folder: string };
  /** MOCK_PROFILE. */
  profile?: MockProfile;
  /** MOCK_NOW: the clock frozen at this instant. */
  now?: string;
  /** The loopback port; one the system picks when unsaid. */
  port?: number;
  /**
   * Other settings, over this process's environment (a build's MOCK_DATA_SET reaches the mock it
   * prerenders from): a setting given as undefined is removed, for a test that must not inherit a
   * developer's MOCK_ADMIN_TOKEN.
   */
  env?: Readonly<Record<string, string | undefined>>;
  /** Each line it prints (its log). */
  onLine?: (line: string) => void;
  /** How long it may take to answer /health; 60 s when unsaid. */
  startMs?: number;
}

/**
 * A mock started by `startMockProcess`: its output, how it ended, and how to end it (its temporary
 * folder goes with it).
 */
export interface MockProcess extends Pick<StartedProcess, 'output' | 'stoppedEarly' | 'stop' | 'kill'> {
  url: string;
  port: number;
  /** Its process's id, for a bench to count its CPU. */
  pid: number;
}

const START_MS = 60_000;
/**
 * The mock's folder, and the workspace's runner of a program from its bundle. Read when a mock starts,
 * not on import: a page's test may import this module's types alone.
 */
const mockDir = () => fileURLToPath(new URL('../../', import.meta.url));
const runBundled = () => fileURLToPath(new URL('../../../../scripts/run-bundled.mjs', import.meta.url));

function dataSettings(data: MockProcessOptions['data']): { env: Record<string, string>; temporary?: string } {
  if (typeof data === 'object') {
    return {
      env: { DATABASE_FILE: join(data.folder, 'mock.db'), UPLOADS_DIR: join(data.folder, 'uploads') },
    };
  }
  const folder = mkdtempSync(join(tmpdir(), 'mock-process-'));
  const database = data === 'temporary' ? join(folder, 'mock.db') : ':memory:';
  return { env: { DATABASE_FILE: database, UPLOADS_DIR: join(folder, 'uploads') }, temporary: folder };
}

/** Starts the seeded mock and resolves once it answers /health. */
export async function startMockProcess(options: MockProcessOptions = {}): Promise<MockProcess> {
  const port = options.port ?? (await freePort());
  const data = dataSettings(options.data);
  const given: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...data.env,
    ...(options.profile === undefined ? {} : { MOCK_PROFILE: options.profile }),
    ...(options.now === undefined ? {} : { MOCK_NOW: options.now }),
    ...options.env,
  };
  const env = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  const what = `the mock (${options.env?.MOCK_REPLICA_ID ?? `port ${String(port)}`})`;
  const started = startProcess(what, process.execPath, [runBundled(), join('src', 'server.ts')], {
    cwd: mockDir(),
    env,
    onLine: options.onLine,
  });
  const removeTemporary = () => {
    if (data.temporary !== undefined) rmSync(data.temporary, { recursive: true, force: true });
  };
  const stop = async () => {
    await started.stop();
    removeTemporary();
  };
  const url = `http://127.0.0.1:${String(port)}`;
  try {
    await answering(started, `${url}/health`, what, options.startMs ?? START_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    port,
    pid: started.child.pid ?? 0,
    output: started.output,
    stoppedEarly: started.stoppedEarly,
    stop,
    kill: async () => {
      await started.kill();
      removeTemporary();
    },
  };
}
