import { checkContract } from './check-routes';
import { HELP_TEXT } from './help-text';
import type { FetchLike } from './http-call';
import { ArgsError, parseCliArgs } from './parse-args';
import { renderHtml } from './report-html';
import { renderJson } from './report-json';
import { renderJunit } from './report-junit';
import type { ExitCode } from './report-model';
import { renderTable } from './report-table';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Writes a report file (--junit, --html). */
  writeFile: (path: string, text: string) => void;
  env: Readonly<Record<string, string | undefined>>;
  /** Tests only: another fetch. */
  fetch?: FetchLike;
}

/** The whole command: arguments in, report out, exit code back. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  let parsed;
  try {
    parsed = parseCliArgs(argv, io.env);
  } catch (error) {
    if (!(error instanceof ArgsError)) throw error;
    io.stderr(`contract-check: ${error.message}\nRun with --help for usage.\n`);
    return 2;
  }
  if (parsed.kind === 'help') {
    io.stdout(HELP_TEXT);
    return 0;
  }
  const { json, files, ...options } = parsed.options;
  const report = await checkContract({ ...options, ...(io.fetch === undefined ? {} : { fetch: io.fetch }) });
  io.stdout(json ? renderJson(report) : renderTable(report));
  try {
    if (files.junit !== null) io.writeFile(files.junit, renderJunit(report));
    if (files.html !== null) io.writeFile(files.html, renderHtml(report));
  } catch (error) {
    io.stderr(
      `contract-check: could not write the report: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 2;
  }
  return report.exitCode;
}
