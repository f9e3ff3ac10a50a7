/** The cells of the checkers' table: each checker's baseline on the clean backend, and each run against it. */
import type { PlantedBug } from './bug-model';
import type { CheckerRun } from './checkers';
import { compareWithClean } from './compare-findings';

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

/** What a checker reports on a bug-free backend: the union of its clean runs, and what varied among them. */
export interface Baseline {
  findings: ReadonlySet<string>;
  varied: number;
  ms: number;
  runs: readonly CheckerRun[];
}

export function baselineOf(runs: readonly CheckerRun[]): Baseline {
  const ran = runs.flatMap((run) => (run.kind === 'ran' ? [run.findings] : []));
  const union = new Set(ran.flatMap((findings) => [...findings]));
  const varied = [...union].filter((key) => !ran.every((findings) => findings.has(key))).length;
  const ms = runs.reduce((sum, run) => sum + run.ms, 0) / Math.max(runs.length, 1);
  return { findings: union, varied, ms, runs };
}

function notRan(run: CheckerRun): string | null {
  if (run.kind === 'not-available') return 'not available';
  if (run.kind === 'failed') return `could not run: ${run.note.slice(0, 70)}`;
  return null;
}

export function cleanCell(baseline: Baseline): string {
  const first = baseline.runs[0];
  if (first === undefined) return '-';
  const failed = notRan(first);
  if (failed !== null) return failed;
  const varied = baseline.varied > 0 ? ` (${String(baseline.varied)} varied between runs)` : '';
  return `${plural(baseline.findings.size, 'false finding')}${varied} · ${seconds(baseline.ms)}`;
}

/** A planted bug's cell (`bug`), or the seeded mock's (`null`): found or missed, and the noise. */
export function bugCell(bug: PlantedBug | null, run: CheckerRun, baseline: Baseline): string {
  const failed = notRan(run);
  if (failed !== null) return failed;
  const time = seconds(run.ms);
  if (bug === null) {
    const beyond = compareWithClean(run, baseline.findings, null).onBug.length;
    const size = run.kind === 'ran' ? run.findings.size : 0;
    return `${plural(size, 'false finding')}${beyond > 0 ? ` (${String(beyond)} not on clean)` : ''} · ${time}`;
  }
  const { onBug, elsewhere } = compareWithClean(run, baseline.findings, bug);
  const noise = elsewhere.length > 0 ? ` (+${String(elsewhere.length)} elsewhere)` : '';
  return `${onBug.length > 0 ? `found (${String(onBug.length)})` : 'missed'}${noise} · ${time}`;
}
