import type { Favorite } from '@formation/contract';
import { publishedFavorites } from '@formation/domain';

import { notFound } from '../../api-error';
import type { Store } from '../../core/call';
import { findCourseById } from '../../repositories/courses.repository';
import {
  deleteFavorite,
  favoritesOfUser,
  findFavorite,
  insertFavorite,
  type FavoriteRow,
} from '../../repositories/favorites.repository';
import { courseReceived, coursesReceived, publishedCourse } from '../../views/course.view';

function toFavorite(row: FavoriteRow, course: Favorite['course']): Favorite {
  return { id: row.id, userId: row.userId, courseId: row.courseId, createdAt: row.createdAt, course };
}

/**
 * Adds a course to the user's favorites; adding twice keeps one. Insert-or-nothing then read, so two
 * parallel adds both answer the one row (the first 201, the other 200).
 */
export function addFavorite(
  store: Store,
  userId: number,
  courseId: number,
): { created: boolean; favorite: Favorite } {
  const { db, clock } = store;
  // Product rules 3: only PUBLISHED courses are kept in favorites, so only they may be added.
  const course = publishedCourse(db, courseId);
  const inserted = insertFavorite(db, { userId, courseId, createdAt: clock.nowIso() });
  const row = inserted ?? findFavorite(db, userId, courseId);
  if (row === undefined) throw notFound('Favourite');
  return {
    created: inserted !== undefined,
    favorite: toFavorite(row, courseReceived(db, course, clock.today())),
  };
}

export function removeFavorite(store: Store, userId: number, courseId: number) {
  if (findCourseById(store.db, courseId) === undefined) throw notFound('Course');
  if (!deleteFavorite(store.db, userId, courseId)) throw notFound('Favourite');
  return { userId, courseId, removed: true as const };
}

/** Product rules 3 and 4: entries each with a course, only PUBLISHED courses kept (the domain's rule). */
export function listFavorites(store: Store, userId: number): Favorite[] {
  const { db, clock } = store;
  const rows = favoritesOfUser(db, userId);
  const received = coursesReceived(
    db,
    rows.map((r) => r.course),
    clock.today(),
  );
  const entries = rows.map((r, i) => {
    const course = received[i];
    if (course === undefined) throw new Error('course view missing');
    return toFavorite(r.favorite, course);
  });
  return publishedFavorites(entries);
}
