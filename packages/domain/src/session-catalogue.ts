import type { CourseReceived, Level, Session } from '@formation/contract';

import { collator } from './intl-formats';
import { isSearchableQuery, normaliseForSearch } from './search-match';
import { toSessions } from './session';

/** The sessions search screen (product rules 2): filters, search, sort and page, all kept in the URL. */
export type SessionFormat = Session['format'];
export type SessionTimeOfDay = Session['timeOfDay'];

export const SESSION_SORTS = ['date', 'price-asc', 'price-desc', 'rating'] as const;
export type SessionSort = (typeof SESSION_SORTS)[number];

/** Sessions shown per page of the list. */
export const SESSIONS_PAGE_SIZE = 12;

export interface SessionFilters {
  search: string;
  formats: SessionFormat[];
  times: SessionTimeOfDay[];
  levels: Level[];
  domain: string;
  priceMin: number | null;
  priceMax: number | null;
  /** Inclusive start-date bounds, YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  sort: SessionSort;
  page: number;
}

export const DEFAULT_SESSION_FILTERS: SessionFilters = {
  search: '',
  formats: [],
  times: [],
  levels: [],
  domain: '',
  priceMin: null,
  priceMax: null,
  from: null,
  to: null,
  sort: 'date',
  page: 1,
};

/** A session as the list shows it: the course's description, image and location come along. */
export interface ListedSession extends Session {
  description: string;
  image: string | null;
  location: string;
  /**
   * Normalised searchable text (title, domain, description, instructor, schedule, location), computed once.
   */
  searchText: string;
}

// Joins fields with a character no query word can contain, so a word never matches across two fields.
const FIELD_SEPARATOR = '\u0000';

/**
 * Every upcoming session of the courses (past or today's sessions are not offered: product rules 4), with its
 * search text prepared once, so filtering thousands of sessions is a scan of plain strings.
 */
export function listSessions(
  courses: readonly CourseReceived[],
  today: string,
  defaultInstructor: string,
): ListedSession[] {
  const listed: ListedSession[] = [];
  for (const course of courses) {
    const sessions = toSessions(course, today, defaultInstructor);
    const first = sessions[0];
    if (first === undefined) continue;
    // Every searched field belongs to the course: one text, shared by its sessions.
    const searchText = [
      first.title,
      first.domain,
      first.instructor,
      first.schedule,
      course.description,
      course.location,
      course.certification ?? '',
    ]
      .map(normaliseForSearch)
      .join(FIELD_SEPARATOR);
    for (const session of sessions) {
      if (session.state === 'past') continue;
      // Every field written out (no spread): the objects share one shape, which keeps the scans fast.
      listed.push({
        courseId: session.courseId,
        slug: session.slug,
        title: session.title,
        domain: session.domain,
        startDate: session.startDate,
        endDate: session.endDate,
        durationDays: session.durationDays,
        ratingAverage: session.ratingAverage,
        ratingCount: session.ratingCount,
        placesLeft: session.placesLeft,
        maxParticipants: session.maxParticipants,
        schedule: session.schedule,
        timeOfDay: session.timeOfDay,
        format: session.format,
        level: session.level,
        price: session.price,
        originalPrice: session.originalPrice,
        hasPromo: session.hasPromo,
        instructor: session.instructor,
        badge: session.badge,
        state: session.state,
        description: course.description,
        image: course.image,
        location: course.location,
        searchText,
      });
    }
  }
  return listed;
}

/** The domains present in the list, each once, in alphabetical order of the current locale. */
export function sessionDomains(sessions: readonly Pick<Session, 'domain'>[], locale = 'fr'): string[] {
  const domains = new Set<string>();
  for (const session of sessions) if (session.domain !== '') domains.add(session.domain);
  return [...domains].sort(collator(locale).compare);
}

/** The query's distinct words, longest first (the likeliest to miss, which ends a test soonest). */
function searchWords(search: string): string[] {
  if (!isSearchableQuery(search)) return [];
  const words = [
    ...new Set(
      normaliseForSearch(search)
        .split(' ')
        .filter((w) => w !== ''),
    ),
  ];
  return words.sort((a, b) => b.length - a.length);
}

/** The ids of the courses whose search text holds every word (product rules 5), each text tested once. */
function matchingCourses(courses: Iterable<CourseSearchText>, words: readonly string[]): Set<number> {
  const ids = new Set<number>();
  // Plain loops: this runs on every keystroke over every course.
  next: for (const { courseId, searchText } of courses) {
    if (ids.has(courseId)) continue;
    for (const word of words) if (!searchText.includes(word)) continue next;
    ids.add(courseId);
  }
  return ids;
}

/**
 * Product rules 2 and 5: the filters combine with AND; within one filter (formats, times, levels) any chosen
 * value matches. The search needs 2 characters (shorter is ignored) and every word must appear.
 * `courses` (the index's list) lets the search test each course's text once, in memory order.
 */
export function filterSessions<T extends ListedSession>(
  sessions: readonly T[],
  filters: SessionFilters,
  courses: Iterable<CourseSearchText> = sessions,
): T[] {
  const words = searchWords(filters.search);
  const found = words.length === 0 ? null : matchingCourses(courses, words);
  const formats = new Set(filters.formats);
  const times = new Set(filters.times);
  const levels = new Set(filters.levels);
  return sessions.filter(
    (s) =>
      (formats.size === 0 || formats.has(s.format)) &&
      (times.size === 0 || times.has(s.timeOfDay)) &&
      (levels.size === 0 || levels.has(s.level)) &&
      (filters.domain === '' || s.domain === filters.domain) &&
      (filters.priceMin === null || s.price >= filters.priceMin) &&
      (filters.priceMax === null || s.price <= filters.priceMax) &&
      (filters.from === null || s.startDate >= filters.from) &&
      (filters.to === null || s.startDate <= filters.to) &&
      (found === null || found.has(s.courseId)),
  );
}

const byDate = (a: Session, b: Session): number =>
  a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.courseId - b.courseId;

const COMPARATORS: Record<SessionSort, (a: Session, b: Session) => number> = {
  date: byDate,
  'price-asc': (a, b) => a.price - b.price || byDate(a, b),
  'price-desc': (a, b) => b.price - a.price || byDate(a, b),
  // Best rated first; among equal scores the one rated by more people, then the sooner.
  rating: (a, b) => b.ratingAverage - a.ratingAverage || b.ratingCount - a.ratingCount || byDate(a, b),
};

/** A sorted copy: soonest first, cheapest or dearest first, or best rated first. */
export function sortSessions<T extends Session>(sessions: readonly T[], sort: SessionSort): T[] {
  return [...sessions].sort(COMPARATORS[sort]);
}

/**
 * The first sessions still open, soonest first (the list screen's default order), optionally only
 * those a search finds: the home page's and a domain page's 'upcoming sessions', which then agree
 * with the list their 'see all' link opens.
 */
export function soonestSessions<T extends ListedSession>(
  sessions: readonly T[],
  limit: number,
  search = '',
): T[] {
  return filterSessions(sortSessions(sessions, 'date'), { ...DEFAULT_SESSION_FILTERS, search }).slice(
    0,
    limit,
  );
}

/** A course's normalised search text (every session of the course shares it). */
export interface CourseSearchText {
  courseId: number;
  searchText: string;
}
