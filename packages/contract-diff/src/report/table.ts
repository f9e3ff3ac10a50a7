// The report on a terminal: breaking changes one a line, grouped by class, then the safe ones counted
// by kind (or listed with --all), then one line of totals.
import type { Change, ChangeClass, DiffReport } from '../change.js';

const TITLES: Record<ChangeClass, string> = {
  'breaking-clients': 'Breaking for existing clients',
  'breaking-servers': 'Breaking for existing servers',
  safe: 'Safe',
};

/**
 * The same change in several answers of one operation (an error code's new value in each error
 * status) is one line, naming the statuses together.
 */
function grouped(changes: Change[]): Change[] {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const { status: _status, message: _message, ...rest } = change;
    const key = JSON.stringify(rest);
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  return [...groups.values()].map((group) => {
    const [first] = group as [Change, ...Change[]];
    if (group.length === 1 || first.status === undefined) return first;
    const statuses = [...new Set(group.map((c) => c.status))].join(', ');
    return { ...first, message: first.message.replace(`${first.status} `, `${statuses} `) };
  });
}

function line(change: Change, consumers: boolean): string {
  const both = change.alsoBreaksServers === true ? ' (and servers)' : '';
  const readers =
    !consumers || change.readBy === undefined
      ? ''
      : change.readBy.length === 0
        ? '  · read by no consumer'
        : `  · read by ${change.readBy.join(', ')}`;
  return `  ${change.operation}  ${change.message}${both}  [${change.kind}]${readers}`;
}

export function formatTable(report: DiffReport, all: boolean): string {
  const consumers = report.consumers !== undefined && report.consumers.length > 0;
  const out = [
    `contract:diff ${report.base} → ${report.head} (compared on ${report.mode === 'zod' ? 'the zod contracts' : 'the OpenAPI documents'})`,
  ];
  for (const cls of ['breaking-clients', 'breaking-servers'] as const) {
    const changes = report.changes.filter((c) => c.class === cls);
    if (changes.length === 0) continue;
    out.push('', `${TITLES[cls]} (${changes.length})`, ...grouped(changes).map((c) => line(c, consumers)));
  }
  const safe = report.changes.filter((c) => c.class === 'safe');
  if (safe.length > 0) {
    out.push('', `${TITLES.safe} (${safe.length})`);
    if (all) out.push(...grouped(safe).map((c) => line(c, false)));
    else {
      const byKind = new Map<string, number>();
      for (const change of safe) byKind.set(change.kind, (byKind.get(change.kind) ?? 0) + 1);
      out.push(...[...byKind].sort().map(([kind, count]) => `  ${kind}: ${count}`), '  (--all lists them)');
    }
  }
  const count = (cls: ChangeClass) => report.changes.filter((c) => c.class === cls).length;
  const breaking = count('breaking-clients') + count('breaking-servers');
  out.push(
    '',
    breaking === 0
      ? `No breaking change (${safe.length} safe).`
      : `${breaking} breaking: ${count('breaking-clients')} for existing clients, ${count('breaking-servers')} for existing servers; ${safe.length} safe.`,
  );
  if (consumers && breaking > 0) {
    const unread = report.changes.filter((c) => c.class !== 'safe' && c.readBy?.length === 0).length;
    out.push(
      `${breaking - unread} of them touch what a consumer reads (${report.consumers?.join(', ') ?? ''}); ${unread} touch nothing read.`,
    );
  }
  return `${out.join('\n')}\n`;
}
