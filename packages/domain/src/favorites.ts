import type { CourseReceived } from '@formation/contract';

interface FavoriteEntry {
  course: Pick<CourseReceived, 'id' | 'status'>;
}

/**
 * Product rules 3 and 4: only PUBLISHED courses are kept in favorites (a missing status means PUBLISHED).
 */
export function publishedFavorites<T extends FavoriteEntry>(entries: readonly T[]): T[] {
  return entries.filter((e) => (e.course.status ?? 'PUBLISHED') === 'PUBLISHED');
}

/** Product rules 4: adding appends the course locally if absent. */
export function addFavoriteLocally<T extends Pick<CourseReceived, 'id'>>(
  courses: readonly T[],
  course: T,
): T[] {
  return courses.some((c) => c.id === course.id) ? [...courses] : [...courses, course];
}

/** Product rules 4: removing drops it. */
export function removeFavoriteLocally<T extends Pick<CourseReceived, 'id'>>(
  courses: readonly T[],
  courseId: number,
): T[] {
  return courses.filter((c) => c.id !== courseId);
}
