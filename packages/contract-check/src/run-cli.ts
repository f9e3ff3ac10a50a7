import { checkContract } from './check-routes';
import { failuresFileText, parseFailuresFile, type FailuresFile } from './generate/saved-failures';
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
  /** Writes a report file (--junit, --html, --failures). */
  writeFile: (path: string, text: string) => void;
  /** Reads the failures file to send again (--replay). */
  readFile: (path: string) => string;
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
  const { json, files, maxResponseMs, ...options } = parsed.options;
  let replay: FailuresFile | null = null;
  if (files.replay !== null) {
    let text: string;
    try {
      text = io.readFile(files.replay);
    } catch (error) {
      io.stderr(
        `contract-check: could not read ${files.replay}: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      return 2;
    }
    const parsedFile = parseFailuresFile(text);
    if ('error' in parsedFile) {
      io.stderr(`contract-check: ${files.replay} is ${parsedFile.error}\n`);
      return 2;
    }
    replay = parsedFile;
  }
  const report = await checkContract({
    ...options,
    replay: replay === null ? null : { file: replay, maxResponseMs },
    ...(io.fetch === undefined ? {} : { fetch: io.fetch }),
  });
  io.stdout(json ? renderJson(report) : renderTable(report));
  try {
    if (files.junit !== null) io.writeFile(files.junit, renderJunit(report));
    if (files.html !== null) io.writeFile(files.html, renderHtml(report));
    if (files.failures !== null && report.generated !== null) {
      io.writeFile(
        files.failures,
        failuresFileText({
          formatVersion: 1,
          baseUrl: report.baseUrl,
          createdAt: report.startedAt,
          seed: report.generated.seed,
          failures: report.generated.failures,
        }),
      );
    }
  } catch (error) {
    io.stderr(
      `contract-check: could not write the report: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 2;
  }
  return report.exitCode;
}
