import {
  FORMATS,
  LEVELS,
  TIMES_OF_DAY,
  type CourseReceived,
  type Level,
  type Session,
} from '@formation/contract';
import { isSearchableQuery, normaliseForSearch } from './search-match';
import { toSessions } from './session';

/** The sessions search screen (spec 2): filters, search, sort and page, all kept in the URL. */
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

/** The URL parameter of each filter (spec 2: /sessions accepts `search`). */
export const SESSION_PARAMS = {
  search: 'search',
  format: 'format',
  time: 'time',
  level: 'level',
  domain: 'domain',
  priceMin: 'min',
  priceMax: 'max',
  from: 'from',
  to: 'to',
  sort: 'sort',
  page: 'page',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function oneOf<T extends string>(values: readonly T[], wanted: readonly string[]): T[] {
  // Kept in the list's order, once each, so two URLs meaning the same filter read the same.
  return values.filter((value) => wanted.includes(value));
}

function amount(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

interface ParamsLike {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/**
 * Reads the filters from the URL without trusting it: unknown values are dropped, a reversed price or
 * date range is put back in order, and a page below 1 or unreadable is page 1.
 */
export function parseSessionFilters(params: ParamsLike): SessionFilters {
  const listOf = (name: string) =>
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim());
  let priceMin = amount(params.get(SESSION_PARAMS.priceMin));
  let priceMax = amount(params.get(SESSION_PARAMS.priceMax));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  const date = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return isIsoDate(value) ? value : null;
  };
  let from = date(SESSION_PARAMS.from);
  let to = date(SESSION_PARAMS.to);
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  const sort = params.get(SESSION_PARAMS.sort) ?? '';
  const page = Number.parseInt(params.get(SESSION_PARAMS.page) ?? '', 10);
  return {
    search: (params.get(SESSION_PARAMS.search) ?? '').trim(),
    formats: oneOf(FORMATS, listOf(SESSION_PARAMS.format)),
    times: oneOf(TIMES_OF_DAY, listOf(SESSION_PARAMS.time)),
    levels: oneOf(LEVELS, listOf(SESSION_PARAMS.level)),
    domain: (params.get(SESSION_PARAMS.domain) ?? '').trim(),
    priceMin,
    priceMax,
    from,
    to,
    sort: (SESSION_SORTS as readonly string[]).includes(sort) ? (sort as SessionSort) : 'date',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The filters as URL parameters, defaults left out, in a fixed order (a shareable, stable URL). */
export function sessionFiltersToParams(filters: SessionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim() !== '') params.set(SESSION_PARAMS.search, filters.search.trim());
  for (const format of oneOf(FORMATS, filters.formats)) params.append(SESSION_PARAMS.format, format);
  for (const time of oneOf(TIMES_OF_DAY, filters.times)) params.append(SESSION_PARAMS.time, time);
  for (const level of oneOf(LEVELS, filters.levels)) params.append(SESSION_PARAMS.level, level);
  if (filters.domain !== '') params.set(SESSION_PARAMS.domain, filters.domain);
  if (filters.priceMin !== null) params.set(SESSION_PARAMS.priceMin, String(filters.priceMin));
  if (filters.priceMax !== null) params.set(SESSION_PARAMS.priceMax, String(filters.priceMax));
  if (filters.from !== null) params.set(SESSION_PARAMS.from, filters.from);
  if (filters.to !== null) params.set(SESSION_PARAMS.to, filters.to);
  if (filters.sort !== 'date') params.set(SESSION_PARAMS.sort, filters.sort);
  if (filters.page > 1) params.set(SESSION_PARAMS.page, String(filters.page));
  return params;
}

/** Whether any filter narrows the list (the search included); sort and page do not. */
export function hasActiveFilters(filters: SessionFilters): boolean {
  return (
    isSearchableQuery(filters.search) ||
    filters.formats.length > 0 ||
    filters.times.length > 0 ||
    filters.levels.length > 0 ||
    filters.domain !== '' ||
    filters.priceMin !== null ||
    filters.priceMax !== null ||
    filters.from !== null ||
    filters.to !== null
  );
}

/** A session as the list shows it: the course's description, image and location come along. */
export interface ListedSession extends Session {
  description: string;
  image: string | null;
  location: string;
  /** Normalised searchable text (title, domain, description, instructor, schedule, location), computed once. */
  searchText: string;
}

// Joins fields with a character no query word can contain, so a word never matches across two fields.
const FIELD_SEPARATOR = '\u0000';

/**
 * Every upcoming session of the courses (past or today's sessions are not offered: spec 4), with its
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
  return [...domains].sort((a, b) => a.localeCompare(b, locale));
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

/** The ids of the courses whose search text holds every word (spec 5), each text tested once. */
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
 * Spec 2 and 5: the filters combine with AND; within one filter (formats, times, levels) any chosen
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

/** One page of a list: spec 2, the displayed range and the total ('1–12 of 63'). */
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

/** A course's normalised search text (every session of the course shares it). */
export interface CourseSearchText {
  courseId: number;
  searchText: string;
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
