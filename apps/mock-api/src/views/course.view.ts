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

/**
 * A course row as the API sends it (the contract's course as received, with our extensions). Every
 * column is sent as is, under its own name: a new column of `courses` that the contract names needs
 * nothing here. Only the fields worked out from other data are written below.
 */
export function toCourseReceived(row: CourseRow, rating: Rating | undefined, today: string): CourseReceived {
  const next = nextSessionOf(row, today);
  const answer: CourseReceived = {
    ...row,
    nextSession: next,
    experiencedInstructors: row.instructor?.name ?? null,
    startingdate: row.sessionDates[0]?.startDate ?? next,
    ratingAverage: rating?.average ?? 0,
    ratingCount: rating?.count ?? 0,
  };
  return Object.fromEntries(
    FIELD_ORDER.filter((field) => field in answer).map((field) => [field, answer[field]]),
  ) as CourseReceived;
}

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
  const {
    instructor: _i,
    programme: _p,
    objectives: _o,
    prerequisites: _r,
    included: _n,
    ...summary
  } = toCourseReceived(row, rating, today);
  return summary;
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
