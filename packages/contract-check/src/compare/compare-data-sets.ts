/**
 * What changed between two data set folders (the mock's `GET /__mock/export`, a recording): rows
 * added, removed or changed, by file and by the row's own key (a course's slug, an account's e-mail,
 * a code), ids and timestamps aside. What an integrator reads before a release of the backend.
 */
import { MANIFEST_FILE, type DataSetFiles } from '@formation/contract';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface RowChange {
  file: string;
  /** The row's own key: a slug, an e-mail, a code, or its content where it has no key. */
  key: string;
  kind: 'added' | 'removed' | 'changed';
  /** For a changed row, each field that differs. */
  fields: FieldChange[];
}

export interface FileCount {
  file: string;
  before: number;
  after: number;
}

export interface DataSetDrift {
  counts: FileCount[];
  changes: RowChange[];
}

type Row = Record<string, unknown>;

/** The field that names a row of each file, where it has one. */
const KEY_FIELDS: Readonly<Record<string, string>> = {
  'users.json': 'email',
  'courses.json': 'slug',
  'articles.json': 'slug',
  'pages.json': 'id',
  'coupons.json': 'code',
  'newsletter_subscriptions.json': 'email',
  // A picture's name is a digest of its bytes: a new picture is a new name, never its base64 shown.
  'images.json': 'name',
};

/** An id, a time, or a salted hash: differs between two takes of the same data. */
const incidental = (field: string) => field === 'id' || field.endsWith('At') || field === 'passwordHash';

const rowsOf = (files: DataSetFiles, file: string): Row[] => {
  const rows = files[file];
  return Array.isArray(rows) ? rows.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
};

/** What a foreign id stands for, in the folder it comes from: a course's slug, a user's e-mail… */
function referencesOf(files: DataSetFiles): Map<string, Map<unknown, string>> {
  const named = (file: string, key: (row: Row) => string) =>
    new Map(rowsOf(files, file).map((row) => [row.id, key(row)]));
  const courses = named('courses.json', (row) => String(row.slug));
  const users = named('users.json', (row) => String(row.email));
  const enrollments = named(
    'enrollments.json',
    (row) => `${users.get(row.userId) ?? '?'} in ${courses.get(row.courseId) ?? '?'}`,
  );
  return new Map([
    ['courseId', courses],
    ['userId', users],
    ['enrollmentId', enrollments],
    ['couponId', named('coupons.json', (row) => String(row.code))],
  ]);
}

/** A row as compared: no id or time, and what its foreign ids name instead of the ids. */
function comparable(row: Row, references: Map<string, Map<unknown, string>>): Row {
  const out: Row = {};
  for (const [field, value] of Object.entries(row)) {
    if (incidental(field)) continue;
    const named = references.get(field);
    out[field] =
      named === undefined || value === null ? value : (named.get(value) ?? `unknown ${canonical(value)}`);
  }
  return out;
}

/** JSON with keys in order, so equal values give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/**
 * Rows as compared, by their key, read from the row as the folder holds it (a page's key is its id);
 * a key met again gets its rank (`#2`), and a row without a key its content.
 */
function keyed(
  file: string,
  rows: readonly Row[],
  references: Map<string, Map<unknown, string>>,
): Map<string, Row> {
  const field = KEY_FIELDS[file];
  const out = new Map<string, Row>();
  const seen = new Map<string, number>();
  for (const row of rows) {
    const compared = comparable(row, references);
    const base = field === undefined ? canonical(compared) : String(row[field]);
    const rank = (seen.get(base) ?? 0) + 1;
    seen.set(base, rank);
    out.set(rank === 1 ? base : `${base} #${String(rank)}`, compared);
  }
  return out;
}

function fieldChanges(before: Row, after: Row): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return fields
    .filter((field) => canonical(before[field]) !== canonical(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

export function compareDataSets(before: DataSetFiles, after: DataSetFiles): DataSetDrift {
  const files = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((file) => file !== MANIFEST_FILE)
    .sort();
  const beforeRefs = referencesOf(before);
  const afterRefs = referencesOf(after);
  const counts: FileCount[] = [];
  const changes: RowChange[] = [];
  for (const file of files) {
    const was = keyed(file, rowsOf(before, file), beforeRefs);
    const now = keyed(file, rowsOf(after, file), afterRefs);
    counts.push({ file, before: was.size, after: now.size });
    for (const [key, row] of was) {
      const then = now.get(key);
      if (then === undefined) changes.push({ file, key, kind: 'removed', fields: [] });
      else {
        const fields = fieldChanges(row, then);
        if (fields.length > 0) changes.push({ file, key, kind: 'changed', fields });
      }
    }
    for (const key of now.keys()) {
      if (!was.has(key)) changes.push({ file, key, kind: 'added', fields: [] });
    }
  }
  return { counts, changes };
}

const MAX_VALUE = 60;
const shown = (value: unknown) => {
  const text = canonical(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
};

/** The drift as a terminal reads it: a line per file's count, then one per change and changed field. */
export function renderDrift(drift: DataSetDrift, names: { before: string; after: string }): string {
  const lines = [
    `Data sets compared: ${names.before} → ${names.after} (ids, times and password hashes aside)`,
  ];
  for (const { file, before, after } of drift.counts) {
    lines.push(`  ${file}: ${String(before)} → ${String(after)} rows`);
  }
  if (drift.changes.length === 0) return `${[...lines, 'no drift'].join('\n')}\n`;
  for (const change of drift.changes) {
    lines.push(
      `${change.file}  ${change.key.length > MAX_VALUE ? `${change.key.slice(0, MAX_VALUE - 1)}…` : change.key}  ${change.kind}`,
    );
    for (const { field, before, after } of change.fields) {
      lines.push(`    ${field}: ${shown(before)} → ${shown(after)}`);
    }
  }
  lines.push(`${String(drift.changes.length)} rows differ`);
  return `${lines.join('\n')}\n`;
}
