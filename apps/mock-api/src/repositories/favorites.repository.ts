import { and, desc, eq } from 'drizzle-orm';

import type { Db } from '../db/database';
import { courses, favorites } from '../db/schema';

export type FavoriteRow = typeof favorites.$inferSelect;

export function findFavorite(db: Db, userId: number, courseId: number): FavoriteRow | undefined {
  return db
    .select()
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.courseId, courseId)))
    .get();
}

/** Adds the link unless it exists (unique index on user and course): undefined when it did. */
export function insertFavorite(db: Db, values: typeof favorites.$inferInsert): FavoriteRow | undefined {
  return db.insert(favorites).values(values).onConflictDoNothing().returning().all()[0];
}

export function deleteFavorite(db: Db, userId: number, courseId: number): boolean {
  return (
    db
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.courseId, courseId)))
      .returning({ id: favorites.id })
      .all().length === 1
  );
}

/** The user's favorites with their courses, newest first. */
export function favoritesOfUser(db: Db, userId: number) {
  return db
    .select({ favorite: favorites, course: courses })
    .from(favorites)
    .innerJoin(courses, eq(courses.id, favorites.courseId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id))
    .all();
}
