import { and, eq, getTableName, isNull, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';

import {
  DATA_SET_FORMAT,
  DATA_SET_VERSION,
  DataSetInvalid,
  DataSetManifestSchema,
  MANIFEST_FILE,
  type DataSetFiles,
  type DataSetManifest,
} from '@formation/contract';

import { hexOf, sha256Of } from '../portable/crypto';
import { databaseBytes, DataSetOverBudget } from './data-set-budget';
import { manifestProblems } from './data-set-manifest';
import { withPasswordHashes, type PasswordHashes } from './data-set-password-hashes';
import { checkPictures, IMAGES_FILE, type Picture } from './data-set-pictures';
import { rowSchemaOf } from './data-set-rows';
import type { Db } from './database';
import { picturesShownIn } from './kept-pictures';
import { readMockState, writeMockState } from './mock-state';
import * as t from './schema';
import { insertSeedAccounts, insertSeedCoupons, insertSeedPages } from './seed-parts';

/**
 * A data set as files: one JSON file per table of what a visitor or a learner sees and does (its rows
 * as the mock reads them, `<table>.json`), and `manifest.json`. What `GET /__mock/export` gives and
 * `MOCK_DATA_SET` loads. Secrets have no file: mail outbox, verification codes, password-reset
 * tokens, provider identities.
 */
export const DATA_SET_TABLES = [
  t.users,
  t.courses,
  t.pages,
  t.articles,
  t.contactRequests,
  t.newsletterSubscriptions,
  t.comments,
  t.favorites,
  t.coupons,
  t.enrollments,
  t.connectionUsers,
  t.payments,
  t.couponUsages,
] as const;

export const fileOf = (table: SQLiteTable): string => `${getTableName(table)}.json`;

const ROW_SCHEMAS = new Map(DATA_SET_TABLES.map((table) => [table, rowSchemaOf(table)]));

/** The data set's files: every table's rows by id, and a manifest that says where and when from. */
export function dumpDataSet(db: Db, source: string, takenAt: string): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  const counts: Record<string, number> = {};
  for (const table of DATA_SET_TABLES) {
    const rows = db
      .select()
      .from(table)
      .orderBy(sql`rowid`)
      .all();
    files[fileOf(table)] = rows;
    counts[fileOf(table)] = rows.length;
  }
  // The pictures its rows show (a recording's), from those the process keeps.
  const pictures = picturesShownIn(files);
  if (pictures.length > 0) {
    files[IMAGES_FILE] = pictures;
    counts[IMAGES_FILE] = pictures.length;
  }
  const manifest: DataSetManifest = {
    format: DATA_SET_FORMAT,
    version: DATA_SET_VERSION,
    source,
    takenAt,
    counts,
  };
  return { [MANIFEST_FILE]: manifest, ...files };
}

/**
 * The data set's files as GET /__mock/export gives them: with only the password hashes `which` keeps
 * (data-set-password-hashes.ts), since an export is meant to be committed and shared.
 */
export async function exportedDataSet(
  db: Db,
  source: string,
  takenAt: string,
  which: PasswordHashes,
): Promise<Record<string, unknown>> {
  const files = dumpDataSet(db, source, takenAt);
  const users = fileOf(t.users);
  return { ...files, [users]: await withPasswordHashes(files[users] as Record<string, unknown>[], which) };
}

export interface CheckedDataSet {
  /** A digest of the files: a database loaded from them says so, and a restart on them keeps it. */
  id: string;
  manifest: DataSetManifest;
  rows: ReadonlyMap<SQLiteTable, readonly Record<string, unknown>[]>;
  /** Its pictures (`images.json`), kept for the process while a data set loaded from it lives. */
  pictures: readonly Picture[];
}

/** The files checked against the format: a manifest, and every table's file a list of its rows. */
export function checkDataSet(files: DataSetFiles): CheckedDataSet {
  const problems: string[] = [];
  const known = new Set([MANIFEST_FILE, ...DATA_SET_TABLES.map(fileOf), IMAGES_FILE]);
  for (const name of Object.keys(files)) {
    if (!known.has(name)) problems.push(`${name}: not a file of a data set (${[...known].join(', ')})`);
  }
  const manifest = DataSetManifestSchema.safeParse(files[MANIFEST_FILE]);
  if (!manifest.success) {
    for (const issue of manifest.error.issues) {
      problems.push(`${MANIFEST_FILE}: ${issue.path.join('.') || '(the file)'}: ${issue.message}`);
    }
  }
  const rows = new Map<SQLiteTable, Record<string, unknown>[]>();
  const counts = manifest.success ? manifest.data.counts : {};
  for (const table of DATA_SET_TABLES) {
    const file = fileOf(table);
    // A file left out is a table without rows; one the manifest counts rows in must be there.
    const content = Object.hasOwn(files, file) ? files[file] : [];
    const counted = counts[file];
    if (counted !== undefined && (!Array.isArray(content) || content.length !== counted)) {
      const held = Array.isArray(content) ? `${String(content.length)} rows` : 'no list of rows';
      problems.push(`${file}: ${held}, where the manifest counts ${String(counted)}`);
      continue;
    }
    const checked = (ROW_SCHEMAS.get(table) as z.ZodTypeAny).safeParse(content);
    if (checked.success) rows.set(table, checked.data as Record<string, unknown>[]);
    else {
      for (const issue of checked.error.issues) {
        const [index, ...field] = issue.path;
        const where =
          index === undefined
            ? '(the file)'
            : `row ${String(index)}${field.length > 0 ? `, ${field.join('.')}` : ''}`;
        problems.push(`${file}: ${where}: ${issue.message}`);
      }
    }
  }
  const pictures = checkPictures(Object.hasOwn(files, IMAGES_FILE) ? files[IMAGES_FILE] : []);
  problems.push(...pictures.problems);
  const countedPictures = counts[IMAGES_FILE];
  if (
    countedPictures !== undefined &&
    pictures.problems.length === 0 &&
    pictures.pictures.length !== countedPictures
  ) {
    problems.push(
      `${IMAGES_FILE}: ${String(pictures.pictures.length)} rows, where the manifest counts ${String(countedPictures)}`,
    );
  }
  if (manifest.success) problems.push(...manifestProblems(manifest.data, rows.get(t.users) ?? []));
  if (problems.length > 0) throw new DataSetInvalid(problems);
  const id = hexOf(sha256Of(JSON.stringify(files))).slice(0, 32);
  return { id, manifest: manifest.data as DataSetManifest, rows, pictures: pictures.pictures };
}

export interface LoadOptions {
  /** The seed accounts' hashes, for a data set that takes them (a recording). */
  accountHashes?: ReadonlyMap<string, string> | undefined;
  /** The most the database may take once loaded (a private copy's share of MOCK_SESSION_MAX_BYTES). */
  maxBytes?: number | undefined;
}

/**
 * Empties the database and writes the data set's rows, ids included, in one transaction: a row that
 * breaks a rule of the database (a comment of a course that is not there, a slug twice), or a
 * database grown past `maxBytes`, refuses the whole data set, and the database keeps what it had. A
 * new generation, as a re-seed: tokens signed before are refused. Returns that generation.
 */
export function loadDataSet(
  db: Db,
  data: CheckedDataSet,
  { accountHashes, maxBytes }: LoadOptions = {},
): number {
  const generation = db.transaction((tx) => {
    for (const table of t.TABLES_IN_DELETE_ORDER) tx.delete(table).run();
    tx.run(sql`DELETE FROM sqlite_sequence`);
    for (const table of DATA_SET_TABLES) {
      const rows = data.rows.get(table) ?? [];
      for (let index = 0; index < rows.length; index += 1) {
        try {
          tx.insert(table)
            .values(rows[index] as never)
            .run();
        } catch (error) {
          const why = error instanceof Error ? error.message : String(error);
          throw new DataSetInvalid([`${fileOf(table)}: row ${String(index)}: ${why}`]);
        }
      }
    }
    if (data.manifest.seedAccounts === true) addSeedAccounts(tx, data, accountHashes);
    // Measured inside the transaction, which grew the database: refused, the pages are rolled back.
    const bytes = maxBytes === undefined ? 0 : databaseBytes(tx);
    if (maxBytes !== undefined && bytes > maxBytes) throw new DataSetOverBudget(bytes, maxBytes);
    writeMockState(tx, 'scenario', 'default');
    writeMockState(tx, 'data-set', data.id);
    writeMockState(tx, 'data-set-clock', `${data.manifest.takenAt} ${String(Date.now())}`);
    const next = Number(readMockState(tx, 'generation') ?? '0') + 1;
    writeMockState(tx, 'generation', String(next));
    return next;
  });
  return generation;
}

/**
 * The seed's accounts and promo codes (and its pages, if the data set has none), beside a data set
 * without accounts; its `learner`, without a password of their own, takes the seed's.
 */
function addSeedAccounts(
  tx: Pick<Db, 'insert' | 'update'>,
  data: CheckedDataSet,
  hashes: ReadonlyMap<string, string> | undefined,
): void {
  if (hashes === undefined) throw new Error("A data set that takes the seed's accounts needs their hashes");
  const courseIds = new Map((data.rows.get(t.courses) ?? []).map((row) => [row.slug, row.id as number]));
  const codes = new Set((data.rows.get(t.coupons) ?? []).map((row) => row.code as string));
  try {
    insertSeedAccounts(tx, hashes, data.manifest.takenAt);
    insertSeedCoupons(tx, (slug) => courseIds.get(slug), data.manifest.takenAt.slice(0, 10), codes);
    if ((data.rows.get(t.pages) ?? []).length === 0) insertSeedPages(tx);
    const { learner } = data.manifest;
    if (learner !== undefined) {
      tx.update(t.users)
        .set({ passwordHash: hashes.get('learner') ?? null })
        .where(and(eq(t.users.email, learner), isNull(t.users.passwordHash)))
        .run();
    }
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new DataSetInvalid([`users.json: the seed's accounts cannot be added beside these users: ${why}`]);
  }
}

/**
 * The time of a data set loaded before (a restart): its `takenAt` moved on by the real time gone by
 * since it was loaded, so the clock never goes back over what was written since (tokens, dates).
 */
export function dataSetTimeNow(db: Db): string | undefined {
  const [takenAt, loadedMs] = (readMockState(db, 'data-set-clock') ?? '').split(' ');
  const taken = Date.parse(takenAt ?? '');
  const loaded = Number(loadedMs);
  if (Number.isNaN(taken) || !Number.isFinite(loaded)) return undefined;
  return new Date(taken + Date.now() - loaded).toISOString();
}
