import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs a Node script to its end, for the tests of the repository's scripts: its exit code and what
 * it printed (standard output, then standard error), whether it succeeded or not.
 */
export async function runNodeScript(
  script: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      ...options,
      encoding: 'utf8',
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: `${stdout}${stderr}` };
  }
}
