import type { CourseReceived } from '@formation/contract';

interface FavouriteEntry {
  course: Pick<CourseReceived, 'id' | 'status'>;
}

/**
 * Product rules 3 and 4: only PUBLISHED courses are kept in favourites (a missing status means PUBLISHED).
 */
export function publishedFavourites<T extends FavouriteEntry>(entries: readonly T[]): T[] {
  return entries.filter((e) => (e.course.status ?? 'PUBLISHED') === 'PUBLISHED');
}

/** Product rules 4: adding appends the course locally if absent. */
export function addFavouriteLocally<T extends Pick<CourseReceived, 'id'>>(
  courses: readonly T[],
  course: T,
): T[] {
  return courses.some((c) => c.id === course.id) ? [...courses] : [...courses, course];
}

/** Product rules 4: removing drops it. */
export function removeFavouriteLocally<T extends Pick<CourseReceived, 'id'>>(
  courses: readonly T[],
  courseId: number,
): T[] {
  return courses.filter((c) => c.id !== courseId);
}
