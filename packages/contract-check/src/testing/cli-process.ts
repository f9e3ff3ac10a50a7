import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const RUN_BUNDLED = fileURLToPath(new URL('../../../../scripts/run-bundled.mjs', import.meta.url));

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The real command, as the root script runs it. */
const CLI = [process.execPath, RUN_BUNDLED, 'src/cli.ts'];

/** Runs a program in the package's folder, without the run's own CONTRACT_CHECK_* secrets, to its end. */
function finished(program: string, args: readonly string[]): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('CONTRACT_CHECK_')),
    );
    const child = spawn(program, args, { cwd: PACKAGE_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs the real command, `node scripts/run-bundled.mjs src/cli.ts …`, as the root script does. */
export function runCliProcess(args: readonly string[]): Promise<ProcessResult> {
  const [program = process.execPath, ...cli] = CLI;
  return finished(program, [...cli, ...args]);
}

/**
 * Runs the real command on a terminal of its own (util-linux's `script` gives it a pseudo-terminal):
 * what a reader at a terminal sees, its output and its error output together.
 */
export function runCliOnTerminal(args: readonly string[]): Promise<ProcessResult> {
  const quoted = [...CLI, ...args].map((word) => `'${word.replaceAll("'", "'\\''")}'`).join(' ');
  return finished('script', ['-qec', quoted, '/dev/null']);
}

/** A line of progress the command writes off a terminal (progress.ts): a stage, or the last summary. */
const PROGRESS_LINE = /^contract-check(?: · .+|: .+ in \d+ (?:s|min \d\d s))$/;

/** What the command said on stderr besides its progress. */
export function withoutProgress(stderr: string): string {
  return stderr
    .split(/(?<=\n)/)
    .filter((line) => !PROGRESS_LINE.test(line.replace(/\n$/, '')))
    .join('');
}
