import {
  filterSessions,
  SESSIONS_PAGE_SIZE,
  sortSessions,
  type CourseSearchText,
  type ListedSession,
  type SessionFilters,
  type SessionSort,
} from './session-catalogue';

// The list screen's way through thousands of sessions: sorted once, searched per keystroke, paged.
// Apart from the list's rules: the home page lists its few sessions without it.

export interface SessionPage<T> {
  items: T[];
  /** The page shown, brought back within 1…pageCount. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last shown item (0 and 0 when nothing is shown). */
  first: number;
  last: number;
  total: number;
}

/** One page of a list: product rules 2, the displayed range and the total ('1–12 of 63'). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number = SESSIONS_PAGE_SIZE,
): SessionPage<T> {
  const perPage = Math.max(1, Math.floor(size));
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)), pageCount);
  const start = (current - 1) * perPage;
  const shown = items.slice(start, start + perPage);
  return {
    items: shown,
    page: current,
    pageCount,
    first: shown.length === 0 ? 0 : start + 1,
    last: start + shown.length,
    total,
  };
}

/**
 * The list sorted once in each order, and each course's search text once. Filtering keeps order, so
 * a search over thousands of sessions is one scan of the course texts (in the order they were made,
 * which is the order they lie in memory) and one scan of the already-sorted list.
 */
export interface SessionIndex<T extends ListedSession = ListedSession> {
  readonly sorted: Readonly<Record<SessionSort, readonly T[]>>;
  readonly courses: readonly CourseSearchText[];
}

export function indexSessions<T extends ListedSession>(sessions: readonly T[]): SessionIndex<T> {
  const courses = new Map<number, CourseSearchText>();
  for (const { courseId, searchText } of sessions)
    if (!courses.has(courseId)) courses.set(courseId, { courseId, searchText });
  return {
    sorted: {
      date: sortSessions(sessions, 'date'),
      'price-asc': sortSessions(sessions, 'price-asc'),
      'price-desc': sortSessions(sessions, 'price-desc'),
      rating: sortSessions(sessions, 'rating'),
    },
    courses: [...courses.values()],
  };
}

/** Filter, sort and page in one call, as the list screen does on every change. */
export function searchSessions<T extends ListedSession>(
  index: SessionIndex<T>,
  filters: SessionFilters,
  size: number = SESSIONS_PAGE_SIZE,
): SessionPage<T> {
  return pageOf(filterSessions(index.sorted[filters.sort], filters, index.courses), filters.page, size);
}
