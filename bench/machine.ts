/** The machine and the tree a bench's figures come from, printed with them. */
import { spawnSync } from 'node:child_process';
import { availableParallelism, cpus, release, totalmem, type } from 'node:os';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const git = (args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();

/**
 * Date, CPU, cores, memory, system, Node, and the commit measured; `measured` names the folders whose
 * uncommitted changes the figures include (they are measured as they are in the working tree).
 */
export function machineLines(measured: readonly string[] = []): string[] {
  const changed = measured.filter((path) => git(['status', '--porcelain', '--', path]) !== '').join(' and ');
  return [
    `date: ${new Date().toISOString().slice(0, 10)}`,
    `machine: ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${String(availableParallelism())} cores, ` +
      `${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${type()} ${release()}; Node ${process.version}`,
    `repository at ${git(['rev-parse', '--short', 'HEAD'])}${changed === '' ? '' : ` with uncommitted changes in ${changed}`}`,
  ];
}
