import { describe, expect, it } from 'vitest';

import { HELP_TEXT } from './help-text';
import { runCli } from './run-cli';
import { runCliProcess } from './testing/cli-process';

function capture() {
  const out = { stdout: '', stderr: '', files: new Map<string, string>() };
  return {
    out,
    io: {
      stdout: (text: string) => (out.stdout += text),
      stderr: (text: string) => (out.stderr += text),
      writeFile: (path: string, text: string) => out.files.set(path, text),
      readFile: (path: string) => {
        const text = out.files.get(path);
        if (text === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
        return text;
      },
      listFiles: (dir: string) =>
        [...out.files.keys()]
          .filter((path) => path.startsWith(`${dir}/`))
          .map((path) => path.slice(dir.length + 1)),
      makeDir: () => undefined,
      env: {},
    },
  };
}

/** A fetch that finds nobody listening, as Node's does. */
const refused = () =>
  Promise.reject(
    new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    }),
  );

describe('runCli', () => {
  it('prints the help and exits 0', async () => {
    const { out, io } = capture();
    expect(await runCli(['--help'], io)).toBe(0);
    expect(out.stdout).toBe(HELP_TEXT);
  });

  it('refuses bad arguments on stderr, without calling anything, and exits 2', async () => {
    const { out, io } = capture();
    let calls = 0;
    const code = await runCli(['--base-url', 'ftp://127.0.0.1', '--json'], {
      ...io,
      fetch: () => {
        calls += 1;
        return Promise.reject(new Error('no call expected'));
      },
    });
    expect(code).toBe(2);
    expect(out.stderr).toBe(
      'contract-check: --base-url must be http or https, not ftp:\nRun with --help for usage.\n',
    );
    expect(out.stdout).toBe('');
    expect(calls).toBe(0);
  });

  it('prints JSON with --json and returns the report’s exit code', async () => {
    const { out, io } = capture();
    expect(await runCli(['--base-url', 'http://127.0.0.1:9', '--json'], { ...io, fetch: refused })).toBe(2);
    expect(JSON.parse(out.stdout)).toMatchObject({ exitCode: 2, reachable: false, formatVersion: 1 });
  });
});

describe('runCli with report files', () => {
  it('writes the JUnit and HTML reports where --junit and --html say, besides the table', async () => {
    const { out, io } = capture();
    const args = [
      '--base-url',
      'http://127.0.0.1:9',
      '--junit',
      'out/report.xml',
      '--html',
      'out/report.html',
    ];
    expect(await runCli(args, { ...io, fetch: refused })).toBe(2);
    expect(out.stdout).toMatch(/exit 2: the server could not be reached/);
    expect(out.files.get('out/report.xml')).toMatch(/<system-err>server unreachable: /);
    expect(out.files.get('out/report.html')).toMatch(/The server could not be reached\./);
  });

  it('says so on stderr and exits 2 when a report file cannot be written', async () => {
    const { out, io } = capture();
    const failing = {
      ...io,
      fetch: refused,
      writeFile: () => {
        throw new Error('EACCES: permission denied');
      },
    };
    expect(await runCli(['--base-url', 'http://127.0.0.1:9', '--junit', '/report.xml'], failing)).toBe(2);
    expect(out.stderr).toBe('contract-check: could not write the report: EACCES: permission denied\n');
  });
});

describe('the real command', () => {
  it('exits 2 on bad arguments, with the message on stderr', async () => {
    const result = await runCliProcess(['--base-url', 'http://127.0.0.1:1', '--timeout-ms', 'soon']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^contract-check: --timeout-ms must be a whole number from 1 to 600000, not "soon"/,
    );
  });

  it('prints the help with --help and exits 0', async () => {
    const result = await runCliProcess(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(HELP_TEXT);
  });
});
