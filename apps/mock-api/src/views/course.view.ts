import { CourseReceivedSchema, type CourseReceived } from '@formation/contract';

import { notFound } from '../api-error';
import { checkedPart, listOfChecked } from '../core/checked-parts';
import type { Db } from '../db/database';
import type { courses } from '../db/schema';
import { ratingsOf, type Rating } from '../repositories/comments.repository';
import { findCourseById } from '../repositories/courses.repository';

export type CourseRow = typeof courses.$inferSelect;

/** The next session on or after today; when every session is past, the last one. */
export function nextSessionOf(row: Pick<CourseRow, 'sessionDates'>, today: string): string | null {
  const dates = row.sessionDates.map((d) => d.startDate).sort();
  return dates.find((d) => d >= today) ?? dates.at(-1) ?? null;
}

/** The answer's fields in the contract's order (the product rules' fields first, then ours). */
const FIELD_ORDER = Object.keys(CourseReceivedSchema.shape) as (keyof CourseReceived)[];

/** The fields of the answer worked out from other data; every other field is the column of its name. */
type WorkedOut = Pick<
  CourseReceived,
  'nextSession' | 'experiencedInstructors' | 'startingdate' | 'ratingAverage' | 'ratingCount'
>;

/** Fails the typecheck when a column's type differs from its field's in the contract. */
export const COLUMNS_ARE_FIELDS: CourseRow & WorkedOut extends CourseReceived ? true : never = true;

type Fields = Partial<Record<keyof CourseReceived, unknown>>;

/**
 * The answer's fields, in `order`: each worked out, else the column of its name. A column the
 * contract does not name stays out. A plain loop: a spread or a rest of a row is several times slower,
 * and ten thousand courses are listed at once.
 */
function answerOf(
  order: readonly (keyof CourseReceived)[],
  row: CourseRow,
  rating: Rating | undefined,
  today: string,
): CourseReceived {
  const next = nextSessionOf(row, today);
  const worked: Fields = {
    nextSession: next,
    experiencedInstructors: row.instructor?.name ?? null,
    startingdate: row.sessionDates[0]?.startDate ?? next,
    ratingAverage: rating?.average ?? 0,
    ratingCount: rating?.count ?? 0,
  } satisfies WorkedOut;
  const columns: Fields = row;
  const answer: Fields = {};
  for (const field of order) answer[field] = worked[field] === undefined ? columns[field] : worked[field];
  return answer as CourseReceived;
}

/**
 * A course row as the API sends it (the contract's course as received, with our extensions). Every
 * column the contract names is sent as it is: a new column of `courses` needs nothing here.
 */
export function toCourseReceived(row: CourseRow, rating: Rating | undefined, today: string): CourseReceived {
  return answerOf(FIELD_ORDER, row, rating, today);
}

/** The detail tabs, left out of a course in a list. */
const DETAIL_TABS: readonly (keyof CourseReceived)[] = [
  'instructor',
  'programme',
  'objectives',
  'prerequisites',
  'included',
];
const SUMMARY_ORDER = FIELD_ORDER.filter((field) => !DETAIL_TABS.includes(field));

/** A course that may be enrolled in, commented, kept in favorites or quoted: it exists and is PUBLISHED. */
export function publishedCourse(db: Db, id: number): CourseRow {
  const course = findCourseById(db, id);
  if (course?.status !== 'PUBLISHED') throw notFound('Course');
  return course;
}

/**
 * A course in a list: everything the list, search, calendar and favorites screens show, without the
 * detail tabs (instructor block, programme, objectives, prerequisites, included) that GET
 * /courses/slug/{slug} gives. A third of the size: the catalogue is the hottest read of all.
 */
export function toCourseSummary(row: CourseRow, rating: Rating | undefined, today: string): CourseReceived {
  return answerOf(SUMMARY_ORDER, row, rating, today);
}

interface KeptSummary {
  today: string;
  rating: Rating | undefined;
  summary: CourseReceived;
}

/**
 * Each course row's summary, checked against the contract, while its day and its rating stand. The
 * catalogue's rows are kept until a course changes (coursesOfStatus), so after a comment only its
 * course's summary is made again; a row read afresh makes a new one.
 */
const keptSummaries = new WeakMap<CourseRow, KeptSummary>();

const sameRating = (a: Rating | undefined, b: Rating | undefined) =>
  a?.average === b?.average && a?.count === b?.count;

function summaryOf(row: CourseRow, rating: Rating | undefined, today: string): CourseReceived {
  const kept = keptSummaries.get(row);
  if (kept !== undefined && kept.today === today && sameRating(kept.rating, rating)) return kept.summary;
  const summary = checkedPart(CourseReceivedSchema, toCourseSummary(row, rating, today));
  keptSummaries.set(row, { today, rating, summary });
  return summary;
}

/** Course rows → list answers (summaries), with their ratings read in one query. */
export function coursesReceived(db: Db, rows: readonly CourseRow[], today: string): CourseReceived[] {
  // Past a handful of courses one prepared scan of every rating beats a query built for these ids.
  const ratings = ratingsOf(db, rows.length > 8 ? 'all' : rows.map((r) => r.id));
  return listOfChecked(rows.map((r) => summaryOf(r, ratings.get(r.id), today)));
}

export function courseReceived(db: Db, row: CourseRow, today: string): CourseReceived {
  return toCourseReceived(row, ratingsOf(db, [row.id]).get(row.id), today);
}
