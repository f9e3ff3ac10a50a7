import { DATA_SET_FORMAT, type DataSetFiles } from '@formation/contract';
import { manifestOf, readDataSetFolder } from '@formation/contract/data-set-folder';

import { ByteBudget, DEFAULT_MAX_RECORD_BYTES } from './byte-budget';
import { checkContract, DEFAULT_MAX_TIME_MS, DEFAULT_TIMEOUT_MS } from './check-routes';
import { compareDataSets, renderDrift } from './compare/compare-data-sets';
import { failuresFileText, parseFailuresFile, type FailuresFile } from './generate/saved-failures';
import { HELP_TEXT } from './help-text';
import type { FetchLike } from './http-call';
import { ArgsError, parseCliArgs } from './parse-args';
import { NO_PROGRESS, type Progress } from './progress';
import { DEFAULT_MAX_FIELD_CHARS } from './record/field-size';
import { budgetSpentMessage, recordInto, writeRecording, type Recording } from './record/record-command';
import { renderHtml } from './report-html';
import { renderJson } from './report-json';
import { renderJunit } from './report-junit';
import type { ExitCode, Report } from './report-model';
import { renderTable } from './report-table';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Writes a report file (--junit, --html, --failures). */
  writeFile: (path: string, text: string) => void;
  /** Reads the failures file to send again (--replay), and the files of a data set folder (--compare). */
  readFile: (path: string) => string;
  /** The names of the files in a folder (--compare). */
  listFiles: (dir: string) => string[];
  /** Makes a folder and its parents (--record). */
  makeDir: (dir: string) => void;
  env: Readonly<Record<string, string | undefined>>;
  /** Where the run says what it is doing while it goes (cli.ts: stderr); silent when absent. */
  progress?: Progress;
  /** Tests only: another fetch. */
  fetch?: FetchLike;
}

/** The progress's last line: what the run did, before the report says what it found. */
function runSummary(report: Report): string {
  const { results, skipped } = report.summary;
  const generated = report.generated === null ? '' : ', generated calls included';
  return `${String(results - skipped)} calls checked${generated}, ${String(skipped)} routes skipped`;
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
  if (parsed.kind === 'compare') return compareFolders(parsed, io);
  const { json, files, maxResponseMs, record, ...options } = parsed.options;
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
  // Filled by the recording's own reads, which run inside the check.
  const recording: Recording = { files: null, warnings: [] };
  // Every byte of a recording's run counts, the check's answers included: they come from the same backend.
  const budget = new ByteBudget(record?.maxRecordBytes ?? DEFAULT_MAX_RECORD_BYTES);
  const progress = io.progress ?? NO_PROGRESS;
  const report = await checkContract({
    ...options,
    progress,
    replay: replay === null ? null : { file: replay, maxResponseMs },
    afterReads:
      record === null
        ? null
        : recordInto(recording, options.baseUrl, {
            ...record,
            timeoutMs: options.timeoutMs,
            budget,
            progress,
          }),
    ...(record === null ? {} : { byteBudget: budget }),
    ...(io.fetch === undefined ? {} : { fetch: io.fetch }),
  });
  progress.end(runSummary(report));
  io.stdout(json ? renderJson(report) : renderTable(report));
  if (record !== null) {
    const written = writeRecording(record, recording, budget, io);
    if (written !== 0) return written;
  }
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

/** A data set folder's JSON files, parsed; a folder without the format's manifest is refused. */
function readFolderOfFormat(dir: string, io: CliIo): DataSetFiles {
  const files = readDataSetFolder(dir, { io });
  if (manifestOf(files)?.format !== DATA_SET_FORMAT) {
    throw new Error(`${dir} is not a data set folder: no manifest.json of format "${DATA_SET_FORMAT}"`);
  }
  return files;
}

/** A server's data as a recording makes it (anonymous, reads only), for --compare. */
async function recordingOf(url: URL, io: CliIo): Promise<DataSetFiles> {
  const holder: Recording = { files: null, warnings: [] };
  const budget = new ByteBudget(DEFAULT_MAX_RECORD_BYTES);
  const progress = io.progress ?? NO_PROGRESS;
  const report = await checkContract({
    progress,
    baseUrl: url,
    auth: { kind: 'none' },
    allowWrites: false,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    maxTimeMs: DEFAULT_MAX_TIME_MS,
    ignore: [],
    afterReads: recordInto(holder, url, {
      keepPersonalData: false,
      withImages: false,
      imagesFrom: [],
      maxFieldChars: DEFAULT_MAX_FIELD_CHARS,
      // Times are set aside by the comparison: whose clock dates it does not matter.
      serverClock: true,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      budget,
      progress,
    }),
    byteBudget: budget,
    ...(io.fetch === undefined ? {} : { fetch: io.fetch }),
  });
  progress.end(`${url.toString()} recorded`);
  if (budget.spent) throw new Error(`${url.toString()} could not be recorded: ${budgetSpentMessage(budget)}`);
  if (holder.files === null) {
    throw new Error(
      `${url.toString()} could not be read: ${report.unreachableReason ?? 'nothing was recorded'}`,
    );
  }
  return holder.files;
}

/** A folder, or a server's recording when the argument is its URL. */
const dataSetAt = (where: string, io: CliIo): Promise<DataSetFiles> =>
  /^https?:\/\//i.test(where)
    ? recordingOf(new URL(where), io)
    : Promise.resolve(readFolderOfFormat(where, io));

/**
 * --compare: the drift between two data sets, each a folder or a server's URL (recorded on the spot);
 * exit 1 when they differ, 2 when one cannot be read.
 */
async function compareFolders(
  args: { before: string; after: string; json: boolean },
  io: CliIo,
): Promise<ExitCode> {
  let before: DataSetFiles;
  let after: DataSetFiles;
  try {
    before = await dataSetAt(args.before, io);
    after = await dataSetAt(args.after, io);
  } catch (error) {
    io.stderr(`contract-check: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const drift = compareDataSets(before, after);
  io.stdout(args.json ? `${JSON.stringify(drift, null, 2)}\n` : renderDrift(drift, args));
  return drift.changes.length === 0 ? 0 : 1;
}
