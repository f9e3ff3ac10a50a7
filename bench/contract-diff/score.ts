/** Scores of one tool over the corpus: the confusion counts, precision and recall, and what it got wrong. */
import type { ChangeClass } from './document';
import type { LabelledMutation } from './mutations';
import type { Verdict } from './tools';

export type Outcome = { mutation: LabelledMutation; verdict: Verdict; threw?: string };

export type Score = {
  pairs: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  precision: number;
  recall: number;
  /** Pairs whose class the tool gave exactly (tools that give one), out of `pairs`. */
  exact: number | null;
};

const isBreaking = (expected: ChangeClass): boolean => expected !== 'safe';

export function score(outcomes: readonly Outcome[]): Score {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const { mutation, verdict } of outcomes) {
    const actual = isBreaking(mutation.expected);
    if (verdict.positive) {
      if (actual) tp += 1;
      else fp += 1;
    } else if (actual) fn += 1;
    else tn += 1;
  }
  const classed = outcomes.every(
    ({ verdict, threw }) => verdict.predicted !== undefined || threw !== undefined,
  );
  return {
    pairs: outcomes.length,
    tp,
    fp,
    fn,
    tn,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    exact: classed
      ? outcomes.filter(({ mutation, verdict }) => verdict.predicted === mutation.expected).length
      : null,
  };
}

/** At least as good on both figures, better on one. */
export function ahead(mine: Score, peer: Score): boolean {
  return (
    mine.precision >= peer.precision &&
    mine.recall >= peer.recall &&
    (mine.precision > peer.precision || mine.recall > peer.recall)
  );
}

export const ratio = (value: number): string => value.toFixed(3);

export const CLASSES: readonly ChangeClass[] = ['breaking-clients', 'breaking-servers', 'safe'];

/** Rows: expected class; columns: predicted class. */
export function confusionLines(outcomes: readonly Outcome[]): string[] {
  const header = `| expected \\ predicted | ${CLASSES.join(' | ')} | error |`;
  const rows = CLASSES.map((expected) => {
    const mine = outcomes.filter(({ mutation }) => mutation.expected === expected);
    const cells = CLASSES.map(
      (predicted) => mine.filter(({ verdict }) => verdict.predicted === predicted).length,
    );
    const errors = mine.filter(({ threw }) => threw !== undefined).length;
    return `| ${expected} (${String(mine.length)}) | ${cells.join(' | ')} | ${String(errors)} |`;
  });
  return [header, `|---|${CLASSES.map(() => '---').join('|')}|---|`, ...rows];
}

function shorten(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}

/** Every pair whose exact class the tool got wrong, with what it reported. */
export function wrongClassLines(outcomes: readonly Outcome[]): string[] {
  return outcomes
    .filter(({ mutation, verdict }) => verdict.predicted !== mutation.expected)
    .flatMap(({ mutation, verdict, threw }) => {
      const head = `  ${mutation.id}: expected ${mutation.expected}, predicted ${verdict.predicted ?? 'nothing'}`;
      if (threw !== undefined) return [`${head}; threw: ${shorten(threw, 200)}`];
      if (verdict.findings.length === 0) return [`${head}; no change reported`];
      const shown = verdict.findings.slice(0, 4).map((finding) => `      ${shorten(finding, 160)}`);
      const more = verdict.findings.length - shown.length;
      return [`${head}; changes:`, ...shown, ...(more > 0 ? [`      … ${String(more)} more`] : [])];
    });
}

/** The misses (FN) and false alarms (FP) of a tool, one a line, at most `limit` lines. */
export function missLines(outcomes: readonly Outcome[], limit = 15): string[] {
  const wrong = outcomes
    .filter(({ mutation, verdict }) => verdict.positive !== isBreaking(mutation.expected))
    .sort((a, b) => Number(b.verdict.positive) - Number(a.verdict.positive));
  const lines = wrong.map(({ mutation, verdict, threw }) => {
    const tag = verdict.positive ? 'FP' : 'FN';
    const said = threw ?? verdict.findings[0] ?? 'nothing reported';
    return `  ${tag} ${mutation.id} (${mutation.expected}): ${shorten(said, 110)}`;
  });
  if (lines.length <= limit) return lines;
  const rest = wrong
    .slice(limit - 1)
    .map(({ mutation, verdict }) => `${verdict.positive ? 'FP' : 'FN'} ${mutation.id}`);
  return [...lines.slice(0, limit - 1), `  … ${String(rest.length)} more: ${shorten(rest.join(', '), 600)}`];
}
