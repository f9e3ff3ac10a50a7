import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

import type {
  DataSetArticleRow,
  DataSetCommentRow,
  DataSetCourseRow,
  DataSetEnrollmentRow,
  DataSetFavoriteRow,
  DataSetUserRow,
} from '@formation/contract';

import type { articles, comments, courses, enrollments, favorites, users } from './schema';

/*
 * The contract's row types of a data set's files (what a recording writes) held equal to the tables
 * at compile time: a column added here and not there, or typed otherwise, fails the typecheck.
 */

type Columns<T extends SQLiteTable> = T['_']['columns'];
type WithDefault<T extends SQLiteTable> = {
  [K in keyof Columns<T>]: Columns<T>[K]['_']['hasDefault'] extends true ? K : never;
}[keyof Columns<T>];

/** A row of `T` as its file holds it (data-set-rows.ts): a column with a default may be left out. */
type FileRowOf<T extends SQLiteTable> = Flat<
  Omit<T['$inferSelect'], WithDefault<T>> & Partial<Pick<T['$inferSelect'], WithDefault<T>>>
>;
type Flat<T> = { [K in keyof T]: T[K] };

/** Each assignable to the other: the same columns, each as optional and of the same type. */
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const ROW_TYPES_MATCH: [
  Equal<FileRowOf<typeof users>, DataSetUserRow>,
  Equal<FileRowOf<typeof courses>, DataSetCourseRow>,
  Equal<FileRowOf<typeof articles>, DataSetArticleRow>,
  Equal<FileRowOf<typeof comments>, DataSetCommentRow>,
  Equal<FileRowOf<typeof favorites>, DataSetFavoriteRow>,
  Equal<FileRowOf<typeof enrollments>, DataSetEnrollmentRow>,
] = [true, true, true, true, true, true];
