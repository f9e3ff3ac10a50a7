import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from '../process/free-port';
import { startMockProcess } from '../process/mock-process';
import { answering, startProcess } from '../process/started-process';

/**
 * The team mock on this machine, as docker-compose.yml's `team` profile runs it: mock replicas, each a
 * process of its own on loopback, and Debian's nginx in front of them with the shipped configuration
 * (nginx/team.conf, unchanged). For the team mock's test and its bench.
 */
/**
 * The shipped configuration, and Debian's nginx. Read when a balancer starts, not on import: a test in a
 * browser-like environment imports the process module for its free port alone.
 */
const teamConf = () => join(fileURLToPath(new URL('../../', import.meta.url)), 'nginx', 'team.conf');
const nginxPath = () => process.env.NGINX ?? '/usr/sbin/nginx';

/** A server of the team mock: a replica or the balancer. */
export interface Running {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/**
 * A replica: the seeded mock on a loopback port of its own, named `id` (MOCK_REPLICA_ID). It trusts
 * the balancer's address for the caller's (TRUSTED_PROXIES), as the compose file's replicas do:
 * nginx reaches it from 127.0.0.1.
 */
export function startReplica(id: string, env: Readonly<Record<string, string>> = {}): Promise<Running> {
  return startMockProcess({ env: { TRUSTED_PROXIES: BALANCER_ADDRESS, ...env, MOCK_REPLICA_ID: id } });
}

/** Where nginx's calls to the replicas come from on this machine. */
const BALANCER_ADDRESS = '127.0.0.1';

/**
 * nginx in front of `replicas`, the first holding the shared data set: the shipped team.conf, with
 * the files of mock-team/ written for these replicas and a loopback port.
 */
export async function startBalancer(replicas: readonly Pick<Running, 'port'>[]): Promise<Running> {
  const NGINX = nginxPath();
  if (!existsSync(NGINX)) {
    throw new Error(`${NGINX} is missing: bash scripts/install-test-tools.sh installs Debian's nginx`);
  }
  const [shared] = replicas;
  if (shared === undefined) throw new Error('A balancer needs at least one replica');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'mock-team-'));
  mkdirSync(join(dir, 'mock-team'));
  const server = (replica: Pick<Running, 'port'>) =>
    `server 127.0.0.1:${String(replica.port)} max_fails=0;\n`;
  writeFileSync(join(dir, 'mock-team', 'replicas.conf'), replicas.map(server).join(''));
  writeFileSync(join(dir, 'mock-team', 'shared-replica.conf'), server(shared));
  writeFileSync(join(dir, 'mock-team', 'listen.conf'), `listen 127.0.0.1:${String(port)};\n`);
  // One process, in the foreground, writing nothing outside `dir`: the http block holds team.conf.
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${teamConf()};`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = startProcess(
    'nginx',
    NGINX,
    ['-p', `${dir}/`, '-e', 'stderr', '-c', join(dir, 'nginx.conf')],
    {
      cwd: dir,
      env: process.env,
    },
  );
  const url = `http://127.0.0.1:${String(port)}`;
  try {
    await answering(nginx, `${url}/health`, 'nginx', 60_000);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    pid: nginx.child.pid ?? 0,
    stop: async () => {
      await nginx.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
