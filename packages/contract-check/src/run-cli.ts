import { join } from 'node:path';

import { DATA_SET_FORMAT, type DataSetFiles } from '@formation/contract';

import { checkContract, DEFAULT_MAX_TIME_MS, DEFAULT_TIMEOUT_MS } from './check-routes';
import { compareDataSets, renderDrift } from './compare/compare-data-sets';
import { failuresFileText, parseFailuresFile, type FailuresFile } from './generate/saved-failures';
import { HELP_TEXT } from './help-text';
import type { FetchLike } from './http-call';
import { ArgsError, parseCliArgs, type RecordOptions } from './parse-args';
import { recordAnswers, serverTime } from './record/record-answers';
import { fetchPictures, picturePaths, withPictureLinks } from './record/record-pictures';
import { recordingFiles } from './record/recording-rows';
import { renderHtml } from './report-html';
import { renderJson } from './report-json';
import { renderJunit } from './report-junit';
import type { ExitCode } from './report-model';
import { renderTable } from './report-table';
import type { RouteCaller } from './route-caller';

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
  const recording: { files: DataSetFiles | null } = { files: null };
  const report = await checkContract({
    ...options,
    replay: replay === null ? null : { file: replay, maxResponseMs },
    afterReads:
      record === null
        ? null
        : recordInto(recording, options.baseUrl, {
            ...record,
            timeoutMs: options.timeoutMs,
            fetch: io.fetch,
          }),
    ...(io.fetch === undefined ? {} : { fetch: io.fetch }),
  });
  io.stdout(json ? renderJson(report) : renderTable(report));
  if (record !== null) {
    const written = writeRecording(record, recording.files, io);
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
function readDataSetFolder(dir: string, io: CliIo): DataSetFiles {
  const files: Record<string, unknown> = {};
  for (const name of io.listFiles(dir).filter((file) => file.endsWith('.json'))) {
    try {
      files[name] = JSON.parse(io.readFile(join(dir, name)));
    } catch (error) {
      throw new Error(
        `${join(dir, name)} is not JSON (${error instanceof Error ? error.message : String(error)})`,
        {
          cause: error,
        },
      );
    }
  }
  const manifest = files['manifest.json'] as { format?: unknown } | undefined;
  if (manifest?.format !== DATA_SET_FORMAT) {
    throw new Error(`${dir} is not a data set folder: no manifest.json of format "${DATA_SET_FORMAT}"`);
  }
  return files;
}

/** The reads of a recording, run inside a check: what they keep goes into `holder`. */
function recordInto(
  holder: { files: DataSetFiles | null },
  baseUrl: URL,
  options: Pick<RecordOptions, 'keepPersonalData' | 'withImages'> & {
    timeoutMs: number;
    fetch?: FetchLike | undefined;
  },
): (caller: RouteCaller, userId: number | null) => Promise<void> {
  return async (caller, userId) => {
    const takenAt = await serverTime(caller, new Date());
    const answers = await recordAnswers(caller, userId);
    const shown = (text: string) => caller.redactor.text(text);
    const pictures = options.withImages
      ? await fetchPictures(picturePaths(answers), {
          baseUrl,
          fetch: options.fetch ?? ((url, init) => fetch(url, init)),
          timeoutMs: Math.min(options.timeoutMs, caller.client.remainingMs()),
          shown,
        })
      : null;
    const linked = withPictureLinks(answers, (path) => pictures?.local.get(path) ?? shown(path));
    holder.files = recordingFiles(
      { ...linked, leftOut: [...linked.leftOut, ...(pictures?.leftOut ?? [])] },
      {
        source: shown(baseUrl.toString()),
        takenAt,
        keepPersonalData: options.keepPersonalData,
        pictures: pictures?.rows ?? null,
      },
    );
  };
}

/** A server's data as a recording makes it (anonymous, reads only), for --compare. */
async function recordingOf(url: URL, io: CliIo): Promise<DataSetFiles> {
  const holder: { files: DataSetFiles | null } = { files: null };
  const report = await checkContract({
    baseUrl: url,
    auth: { kind: 'none' },
    allowWrites: false,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    maxTimeMs: DEFAULT_MAX_TIME_MS,
    ignore: [],
    afterReads: recordInto(holder, url, {
      keepPersonalData: false,
      withImages: false,
      timeoutMs: DEFAULT_TIMEOUT_MS,
    }),
    ...(io.fetch === undefined ? {} : { fetch: io.fetch }),
  });
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
    : Promise.resolve(readDataSetFolder(where, io));

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

/**
 * Writes a recording's folder and says on stderr what it holds and left out (stdout keeps the
 * report, JSON or not). 2 when nothing could be recorded or written.
 */
function writeRecording(record: RecordOptions, files: DataSetFiles | null, io: CliIo): 0 | 2 {
  if (files === null) {
    io.stderr('contract-check: nothing recorded: the server did not answer the reads\n');
    return 2;
  }
  try {
    io.makeDir(record.folder);
    for (const [name, content] of Object.entries(files)) {
      io.writeFile(join(record.folder, name), `${JSON.stringify(content, null, 2)}\n`);
    }
  } catch (error) {
    io.stderr(
      `contract-check: could not write the recording: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 2;
  }
  const manifest = files['manifest.json'] as {
    counts: Record<string, number>;
    leftOut: { what: string; why: string }[];
  };
  const counts = Object.entries(manifest.counts).map(
    ([file, n]) => `${String(n)} ${file.replace('.json', '')}`,
  );
  const lines = [
    `Recorded into ${record.folder}: ${counts.join(', ')}; ${String(manifest.leftOut.length)} left out`,
  ];
  for (const { what, why } of manifest.leftOut) lines.push(`  left out: ${what}: ${why}`);
  if (record.keepPersonalData) {
    lines.push(
      'WARNING: --keep-personal-data: the names and photos of the people comments name are in the folder',
    );
  }
  io.stderr(`${lines.join('\n')}\n`);
  return 0;
}
