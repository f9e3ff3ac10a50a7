import { avg, count, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../db/database';
import { comments, users } from '../db/schema';
import { preparedPer } from './prepared';

export type CommentRow = typeof comments.$inferSelect;

const withAuthor = {
  comment: comments,
  author: { id: users.id, fullName: users.fullName, image: users.image },
};

export type CommentWithAuthor = {
  comment: CommentRow;
  author: { id: number; fullName: string; image: string | null };
};

const ofCourse = preparedPer((db) =>
  db
    .select(withAuthor)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.courseId, sql.placeholder('courseId')))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .prepare(),
);

/** A course's comments with their authors, newest first. */
export function commentsOfCourse(db: Db, courseId: number): CommentWithAuthor[] {
  return ofCourse(db).all({ courseId });
}

const oneWithAuthor = preparedPer((db) =>
  db
    .select(withAuthor)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, sql.placeholder('id')))
    .prepare(),
);
const byId = preparedPer((db) =>
  db
    .select()
    .from(comments)
    .where(eq(comments.id, sql.placeholder('id')))
    .prepare(),
);
const insertOne = preparedPer((db) =>
  db
    .insert(comments)
    .values({
      courseId: sql.placeholder('courseId'),
      userId: sql.placeholder('userId'),
      content: sql.placeholder('content'),
      rate: sql.placeholder('rate'),
      createdAt: sql.placeholder('createdAt'),
      updatedAt: sql.placeholder('updatedAt'),
    })
    .returning()
    .prepare(),
);
const deleteOne = preparedPer((db) =>
  db
    .delete(comments)
    .where(eq(comments.id, sql.placeholder('id')))
    .returning({ id: comments.id })
    .prepare(),
);

export function commentWithAuthor(db: Db, id: number): CommentWithAuthor | undefined {
  return oneWithAuthor(db).get({ id });
}

export function findComment(db: Db, id: number): CommentRow | undefined {
  return byId(db).get({ id });
}

export function insertComment(
  db: Db,
  values: Omit<typeof comments.$inferInsert, 'id'>,
): CommentRow | undefined {
  return insertOne(db).get(values);
}

export function updateComment(
  db: Db,
  id: number,
  set: Pick<CommentRow, 'content' | 'rate' | 'updatedAt'>,
): CommentRow | undefined {
  return db.update(comments).set(set).where(eq(comments.id, id)).returning().all()[0];
}

export function deleteComment(db: Db, id: number): boolean {
  return deleteOne(db).all({ id }).length === 1;
}

export interface Rating {
  average: number;
  count: number;
}

const ratingColumns = { courseId: comments.courseId, average: avg(comments.rate), count: count(comments.id) };
const allRatings = preparedPer((db) =>
  db.select(ratingColumns).from(comments).groupBy(comments.courseId).prepare(),
);
const ratingOfOne = preparedPer((db) =>
  db
    .select(ratingColumns)
    .from(comments)
    .where(eq(comments.courseId, sql.placeholder('courseId')))
    .groupBy(comments.courseId)
    .prepare(),
);

/** Rating per course: the mean of the rates and the number of comments (product rules 3). */
export function ratingsOf(db: Db, courseIds: readonly number[] | 'all'): Map<number, Rating> {
  const [only] = courseIds;
  const rows =
    courseIds === 'all'
      ? allRatings(db).all()
      : courseIds.length === 0
        ? []
        : courseIds.length === 1 && only !== undefined
          ? ratingOfOne(db).all({ courseId: only })
          : db
              .select(ratingColumns)
              .from(comments)
              .where(inArray(comments.courseId, [...courseIds]))
              .groupBy(comments.courseId)
              .all();
  return new Map(
    rows.map((r) => [r.courseId, { average: Math.round(Number(r.average) * 100) / 100, count: r.count }]),
  );
}
