import { MANIFEST_FILE, type DataSetFiles } from '@formation/contract';
import { writeDataSetFolder } from '@formation/contract/data-set-folder';

import type { ByteBudget } from '../byte-budget';
import { NO_PROGRESS, type Progress } from '../progress';
import type { RecordOptions } from '../record-args';
import type { RouteCaller } from '../route-caller';
import { picturePolicy } from './picture-policy';
import { recordAnswers } from './record-answers';
import { fetchPictures, pictureLink, picturePaths, withPictureLinks } from './record-pictures';
import { recordingFiles } from './recording-rows';
import { recordingTime } from './server-clock';

/** What the reads of a recording leave for the command to write and say. */
export interface Recording {
  files: DataSetFiles | null;
  /** Said on stderr with the summary (a server clock set aside). */
  warnings: string[];
}

export type RecordingSettings = Pick<
  RecordOptions,
  'keepPersonalData' | 'withImages' | 'imagesFrom' | 'maxFieldChars' | 'serverClock'
> & {
  timeoutMs: number;
  budget: ByteBudget;
  progress?: Progress;
};

/** The reads of a recording, run inside a check (its `afterReads`): what they keep goes into `holder`. */
export function recordInto(
  holder: Recording,
  baseUrl: URL,
  settings: RecordingSettings,
): (caller: RouteCaller, userId: number | null) => Promise<void> {
  return async (caller, userId) => {
    const time = await recordingTime(caller, new Date(), settings.serverClock);
    if (time.warning !== null) holder.warnings.push(time.warning);
    const progress = settings.progress ?? NO_PROGRESS;
    progress.stage('recording the catalogue, comments and blog');
    const answers = await recordAnswers(caller, userId, settings.maxFieldChars);
    const shown = (text: string) => caller.redactor.text(text);
    const policy = picturePolicy(baseUrl, settings.imagesFrom);
    const paths = picturePaths(answers);
    if (settings.withImages) progress.stage('pictures', paths.length);
    const pictures = settings.withImages
      ? await fetchPictures(paths, {
          progress,
          policy,
          timeoutMs: settings.timeoutMs,
          remainingMs: () => caller.client.remainingMs(),
          budget: settings.budget,
          shown,
        })
      : null;
    // Pictures given up for lack of time are the run's time limit, reported as the check's are.
    if (pictures?.stopped === 'time') caller.timeBudgetExhausted = true;
    const linked = withPictureLinks(answers, pictureLink(pictures, policy, shown));
    holder.files = recordingFiles(
      { ...linked, leftOut: [...linked.leftOut, ...(pictures?.leftOut ?? [])] },
      {
        source: shown(baseUrl.toString()),
        takenAt: time.takenAt,
        keepPersonalData: settings.keepPersonalData,
        pictures: pictures?.rows ?? null,
      },
    );
  };
}

/** Why a recording stopped for its byte budget, and what to do about it. */
export function budgetSpentMessage(budget: ByteBudget): string {
  return `the backend's answers and pictures passed the recording's byte budget (--max-record-bytes ${String(budget.limit)}); nothing was written (a larger catalogue needs a larger budget)`;
}

export interface RecordingIo {
  stderr: (text: string) => void;
  writeFile: (path: string, text: string) => void;
  makeDir: (dir: string) => void;
}

/**
 * Writes a recording's folder and says on stderr what it holds and left out (stdout keeps the
 * report, JSON or not). 2 when nothing could be recorded or written, or the byte budget ran out:
 * a folder cut short at some answer would pass for the backend's whole catalogue.
 */
export function writeRecording(
  record: Pick<RecordOptions, 'folder' | 'keepPersonalData'>,
  recording: Recording,
  budget: ByteBudget,
  io: RecordingIo,
): 0 | 2 {
  if (budget.spent) {
    io.stderr(`contract-check: recording stopped: ${budgetSpentMessage(budget)}\n`);
    return 2;
  }
  const { files } = recording;
  if (files === null) {
    io.stderr('contract-check: nothing recorded: the server did not answer the reads\n');
    return 2;
  }
  try {
    writeDataSetFolder(record.folder, files, io);
  } catch (error) {
    io.stderr(
      `contract-check: could not write the recording: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 2;
  }
  const manifest = files[MANIFEST_FILE] as {
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
  for (const warning of recording.warnings) lines.push(`WARNING: ${warning}`);
  if (record.keepPersonalData) {
    lines.push(
      'WARNING: --keep-personal-data: the names and photos of the people comments name are in the folder',
    );
  }
  io.stderr(`${lines.join('\n')}\n`);
  return 0;
}
