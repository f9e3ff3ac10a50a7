import { checkContract } from './check-routes';
import { HELP_TEXT } from './help-text';
import type { FetchLike } from './http-call';
import { ArgsError, parseCliArgs } from './parse-args';
import { renderJson } from './report-json';
import type { ExitCode } from './report-model';
import { renderTable } from './report-table';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
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
  const { json, ...options } = parsed.options;
  const report = await checkContract({ ...options, ...(io.fetch === undefined ? {} : { fetch: io.fetch }) });
  io.stdout(json ? renderJson(report) : renderTable(report));
  return report.exitCode;
}
