import { findingText } from './findings';
import type { Report, RouteResult } from './report-model';

const ROUTE_WIDTH_MAX = 72;
const PATH_WIDTH_MAX = 44;

const LINE_WIDTH = 100;

/** `METHOD path`, with the contract's key when two routes share both (PATCH /users/:id, JSON or multipart). */
function routeName(result: RouteResult, shared: ReadonlySet<string>): string {
  const route = `${result.method} ${result.path}`;
  return shared.has(route) ? `${route} (${result.route})` : route;
}

function sharedRoutes(results: readonly RouteResult[]): Set<string> {
  const keys = new Map<string, Set<string>>();
  for (const r of results) {
    const route = `${r.method} ${r.path}`;
    keys.set(route, new Set([...(keys.get(route) ?? []), r.route]));
  }
  return new Set([...keys].filter(([, k]) => k.size > 1).map(([route]) => route));
}

function routeCell(result: RouteResult, shared: ReadonlySet<string>): string {
  const route = routeName(result, shared);
  return result.step === null ? route : `${route} [${result.step}]`;
}

/** Comma-separated names wrapped to the line width. */
function wrapList(names: readonly string[], indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const name of names) {
    const next = line === '' ? name : `${line}, ${name}`;
    if (indent.length + next.length > LINE_WIDTH && line !== '') {
      lines.push(`${indent}${line},`);
      line = name;
    } else {
      line = next;
    }
  }
  if (line !== '') lines.push(`${indent}${line}`);
  return lines;
}

const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

function resultCell(result: RouteResult): string {
  const notes = result.notes.length;
  const count = result.findings.length;
  switch (result.outcome) {
    case 'ok': {
      const ok = result.note === null ? 'ok' : `ok (${result.note})`;
      return notes === 0 ? ok : `${ok}, ${plural(notes, 'note')}`;
    }
    case 'skipped':
      return `skipped (${result.note ?? ''})`;
    case 'drift':
    case 'error':
      return `${result.outcome}: ${plural(count, 'finding')}${notes === 0 ? '' : `, ${plural(notes, 'note')}`}`;
  }
}

function header(report: Report): string {
  const who =
    report.auth === 'none'
      ? 'anonymous'
      : `signed in (${report.auth}${report.userId === null ? '' : `, user ${report.userId}`})`;
  const seconds = (report.durationMs / 1000).toFixed(1);
  return `contract-check  ${report.baseUrl}  ${who}  writes: ${report.writes ? 'on' : 'off'}  ${seconds} s`;
}

function footer(report: Report): string[] {
  const s = report.summary;
  const lines = [
    `${s.results} results: ${s.ok} ok, ${s.drift} drift, ${s.error} error, ${s.skipped} skipped; ${s.findings} findings`,
  ];
  if (s.notes > 0)
    lines.push(
      `${plural(s.notes, 'note')}: fields of ours the server left out; the real backend may, and the site falls back`,
    );
  for (const refused of report.refusedSamples) lines.push(`sample refused: ${refused}`);
  if (report.generated !== null) {
    const failing = report.generated.failures.length;
    lines.push(
      `generated calls: seed ${report.generated.seed} (--seed=${report.generated.seed} draws them again); ${plural(failing, 'failing call')}${failing === 0 ? '' : ' (--failures FILE saves them to --replay)'}`,
    );
  }
  if (report.timeBudgetExhausted)
    lines.push('The time budget (--max-time-ms) ran out: later routes were not called.');
  if (!report.reachable) lines.push(`Server unreachable: ${report.unreachableReason ?? 'no answer'}`);
  const verdict = {
    0: 'exit 0: no drift',
    1: 'exit 1: the server and the contract disagree, or a check could not be made',
    2: 'exit 2: the server could not be reached',
  }[report.exitCode];
  lines.push(verdict);
  return lines;
}

/** The flow of a numbered step: `comment round 2/5: read back` → `comment round`; null for another step. */
function flowOf(step: string | null): string | null {
  const head = step?.split(': ')[0];
  const match = head === undefined ? null : / \d+\/\d+$/.exec(head);
  return head === undefined || match === null ? null : head.slice(0, match.index);
}

/** Flows none of whose steps ran, all for one reason: each is one name under that reason, not a line per step. */
function unrunFlows(results: readonly RouteResult[]): Map<string, RouteResult[]> {
  const byFlow = new Map<string, RouteResult[]>();
  for (const result of results) {
    const flow = flowOf(result.step);
    if (flow !== null) byFlow.set(flow, [...(byFlow.get(flow) ?? []), result]);
  }
  return new Map(
    [...byFlow].filter(
      ([, steps]) =>
        steps.every((step) => step.outcome === 'skipped') &&
        new Set(steps.map((step) => step.note)).size === 1,
    ),
  );
}

/** Writes not called (and flows not run), grouped by reason: one line each would bury the reads. */
function isGroupedSkip(result: RouteResult, unrun: ReadonlyMap<string, unknown>): boolean {
  if (result.outcome !== 'skipped') return false;
  // A route's generated calls not sent: their reason says so ("generated calls: …").
  if (result.step === 'generated') return true;
  if (result.step === null) return result.method !== 'GET';
  return unrun.has(flowOf(result.step) ?? '');
}

function groupedSkips(
  results: readonly RouteResult[],
  shared: ReadonlySet<string>,
  unrun: ReadonlyMap<string, readonly RouteResult[]>,
): string[] {
  const byReason = new Map<string, string[]>();
  const named = new Set<string>();
  for (const result of results.filter((r) => isGroupedSkip(r, unrun))) {
    const flow = flowOf(result.step);
    if (flow !== null && named.has(flow)) continue;
    if (flow !== null) named.add(flow);
    const name =
      flow === null ? routeName(result, shared) : `${flow} (${plural(unrun.get(flow)?.length ?? 0, 'step')})`;
    const reason = result.note ?? '';
    byReason.set(reason, [...(byReason.get(reason) ?? []), name]);
  }
  return [...byReason].flatMap(([reason, routes]) => [
    '',
    `Not called: ${reason}`,
    ...wrapList(routes, '  '),
  ]);
}

/** The report as a table: one line per route call, then one line per finding under it. */
export function renderTable(report: Report): string {
  const shared = sharedRoutes(report.results);
  const unrun = unrunFlows(report.results);
  const rows = report.results.filter((r) => !isGroupedSkip(r, unrun));
  const routeWidth = Math.min(ROUTE_WIDTH_MAX, Math.max(5, ...rows.map((r) => routeCell(r, shared).length)));
  const lines = [header(report), '', `${'ROUTE'.padEnd(routeWidth)}  STATUS  RESULT`];
  for (const result of rows) {
    const status = (result.status === null ? '-' : String(result.status)).padEnd(6);
    lines.push(`${routeCell(result, shared).padEnd(routeWidth)}  ${status}  ${resultCell(result)}`);
    const listed = [...result.findings, ...result.notes];
    if (listed.length === 0) continue;
    if (result.url !== null) lines.push(`      ${result.url}`);
    const pathWidth = Math.min(PATH_WIDTH_MAX, Math.max(...listed.map((f) => (f.path ?? '-').length)));
    for (const finding of listed) lines.push(`      ${findingText(finding, pathWidth)}`);
  }
  lines.push(...groupedSkips(report.results, shared, unrun), '', ...footer(report));
  return `${lines.join('\n')}\n`;
}
