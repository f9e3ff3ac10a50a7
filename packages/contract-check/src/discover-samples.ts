import type { EnrollableCourse } from '@formation/domain';

import type { PlannedRoute } from './route-plan';

export interface CourseSample {
  id: number;
  slug: string | null;
  /** PUBLISHED, or no status (the contract's default): the only courses favorites and comments take. */
  published: boolean;
  hasComments: boolean;
  /** What the list says of its sessions, for the domain's rule of whether one may enrol. */
  sessions: EnrollableCourse;
}

/** Real ids and slugs read from the server's own answers, to fill the parameters of other routes. */
export interface Samples {
  courses: readonly CourseSample[];
  articleSlug: string | null;
  userId: number | null;
  /** The signed-in user's favorite courses; null until the favorites list has been read. */
  favoriteCourseIds: ReadonlySet<number> | null;
  /** The courses the signed-in user is enrolled in; null until "my courses" has been read. */
  enrolledCourseIds: ReadonlySet<number> | null;
  /** The signed-in user's name and email (from the sign-in or the profile), for the enrolment form. */
  user: { fullName: string; email: string } | null;
  /** Values found but refused as parameters (absolute URLs, path separators…), with the reason. */
  refused: readonly string[];
}

export function emptySamples(): Samples {
  return {
    courses: [],
    articleSlug: null,
    userId: null,
    favoriteCourseIds: null,
    enrolledCourseIds: null,
    user: null,
    refused: [],
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function positiveId(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/**
 * A slug usable as one path segment, or the reason it is refused. Answers are not trusted to stay on
 * the origin: an absolute URL or a path separator is never put in a path.
 */
export function slugSample(value: unknown): { slug: string } | { refused: string } | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (value.length > 200) return { refused: `slug longer than 200 characters` };
  if (ABSOLUTE_URL.test(value)) return { refused: `slug ${JSON.stringify(value)} is an absolute URL` };
  if (/[/\\?#]/.test(value) || value === '.' || value === '..') {
    return { refused: `slug ${JSON.stringify(value)} is not one path segment` };
  }
  return { slug: value };
}

const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** The session facts a course of a list gives, leniently: what is absent or mistyped is left out. */
function sessionFacts(item: Record<string, unknown>): EnrollableCourse {
  const dates = Array.isArray(item.sessionDates)
    ? item.sessionDates.flatMap((d) =>
        isRecord(d) && typeof d.startDate === 'string' ? [{ startDate: d.startDate }] : [],
      )
    : undefined;
  return {
    ...(dates === undefined ? {} : { sessionDates: dates }),
    ...(typeof item.nextSession === 'string' ? { nextSession: item.nextSession } : {}),
    maxParticipants: numberOr(item.maxParticipants),
    enrolledCount: numberOr(item.enrolledCount),
    ...(typeof item.isGuaranteed === 'boolean' ? { isGuaranteed: item.isGuaranteed } : {}),
  };
}

/** A user's name and email as an answer gives them, or null. */
function userContact(value: unknown): Samples['user'] {
  if (!isRecord(value) || typeof value.fullName !== 'string' || typeof value.email !== 'string') return null;
  return value.fullName.trim() === '' ? null : { fullName: value.fullName, email: value.email };
}

/** The course ids of a list whose entries carry `courseId` or a `course` with its id. */
function courseIdsOf(list: unknown[]): Set<number> {
  return new Set(
    list
      .map((entry) =>
        isRecord(entry)
          ? (positiveId(entry.courseId) ?? (isRecord(entry.course) ? positiveId(entry.course.id) : null))
          : null,
      )
      .filter((id): id is number => id !== null),
  );
}

function coursesFrom(list: unknown): { courses: CourseSample[]; refused: string[] } {
  const courses: CourseSample[] = [];
  const refused: string[] = [];
  if (!Array.isArray(list)) return { courses, refused };
  for (const item of list) {
    if (!isRecord(item)) continue;
    const id = positiveId(item.id);
    if (id === null) continue;
    const slug = slugSample(item.slug);
    if (slug !== null && 'refused' in slug) refused.push(`course ${id}: ${slug.refused}`);
    courses.push({
      id,
      slug: slug !== null && 'slug' in slug ? slug.slug : null,
      published: item.status === undefined || item.status === 'PUBLISHED',
      hasComments: typeof item.ratingCount === 'number' && item.ratingCount > 0,
      sessions: sessionFacts(item),
    });
  }
  return { courses, refused };
}

function firstArticleSlug(list: unknown): { slug: string | null; refused: string[] } {
  const refused: string[] = [];
  if (!Array.isArray(list)) return { slug: null, refused };
  for (const item of list) {
    if (!isRecord(item)) continue;
    const slug = slugSample(item.slug);
    if (slug === null) continue;
    if ('slug' in slug) return { slug: slug.slug, refused };
    refused.push(`article: ${slug.refused}`);
  }
  return { slug: null, refused };
}

/**
 * Reads samples from one route's answer, leniently: an answer that drifts still yields what it can.
 * The course list is the first source of courses, the search index the fallback; the blog list the
 * first source of articles, the search index again the fallback.
 */
export function harvest(routeKey: string, json: unknown, samples: Samples): Samples {
  const body = isRecord(json) ? json : {};
  switch (routeKey) {
    case 'courses.list': {
      const found = coursesFrom(json);
      return { ...samples, courses: found.courses, refused: [...samples.refused, ...found.refused] };
    }
    case 'blog.list': {
      const found = firstArticleSlug(body.results ?? body.data);
      return {
        ...samples,
        articleSlug: found.slug ?? samples.articleSlug,
        refused: [...samples.refused, ...found.refused],
      };
    }
    case 'search.index': {
      const courses =
        samples.courses.length > 0 ? { courses: samples.courses, refused: [] } : coursesFrom(body.courses);
      const article =
        samples.articleSlug === null
          ? firstArticleSlug(body.articles)
          : { slug: samples.articleSlug, refused: [] };
      return {
        ...samples,
        courses: courses.courses,
        articleSlug: article.slug,
        refused: [...samples.refused, ...courses.refused, ...article.refused],
      };
    }
    case 'auth.login':
      return {
        ...samples,
        userId: positiveId(isRecord(body.user) ? body.user.id : undefined) ?? samples.userId,
        user: userContact(body.user) ?? samples.user,
      };
    case 'users.profile':
      return { ...samples, user: samples.user ?? userContact(body) };
    case 'favorites.listForUser':
      return Array.isArray(json) ? { ...samples, favoriteCourseIds: courseIdsOf(json) } : samples;
    case 'enrollments.mine':
      return Array.isArray(json) ? { ...samples, enrolledCourseIds: courseIdsOf(json) } : samples;
    default:
      return samples;
  }
}

/** The course the reads use: published, with comments and a slug when the server has one. */
export function pickCourse(samples: Samples): CourseSample | null {
  const ranked = [
    (c: CourseSample) => c.published && c.hasComments && c.slug !== null,
    (c: CourseSample) => c.published && c.slug !== null,
    (c: CourseSample) => c.published,
    () => true,
  ];
  for (const fits of ranked) {
    const course = samples.courses.find(fits);
    if (course !== undefined) return course;
  }
  return null;
}

type Source = (samples: Samples) => string | number | null;
const courseId: Source = (s) => pickCourse(s)?.id ?? null;
const courseSlug: Source = (s) => pickCourse(s)?.slug ?? null;
const userId: Source = (s) => s.userId;
const articleSlug: Source = (s) => s.articleSlug;

/**
 * Where each parameter's value comes from, by resource (the path's first segment) and name. A
 * parameter missing here (a payment id: no read lists payments) leaves its route "skipped (no sample)".
 */
const PARAM_SOURCES: Readonly<Record<string, Readonly<Record<string, Source>>>> = {
  courses: { id: courseId, slug: courseSlug },
  comments: { courseId },
  favorites: { userId, courseId },
  users: { id: userId },
  payments: { userId, courseId },
  blog: { slug: articleSlug },
};

/** What the site itself sends to a route that takes optional query parameters. */
const SITE_QUERIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'courses.list': { status: 'PUBLISHED' },
};

export type Resolution =
  { ok: true; path: string; query: Record<string, string> } | { ok: false; missing: string[] };

/** The concrete path and query of a route from the samples, or the parameters no sample fills. */
export function resolveRoute(route: PlannedRoute, samples: Samples): Resolution {
  const resource = route.path.split('/')[1] ?? '';
  const sources = PARAM_SOURCES[resource] ?? {};
  const missing: string[] = [];
  const valueOf = (name: string, label: string): string | null => {
    const value = Object.hasOwn(sources, name) ? sources[name]?.(samples) : null;
    if (value === null || value === undefined) {
      missing.push(label);
      return null;
    }
    return String(value);
  };
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(valueOf(name, `:${name}`) ?? ''),
  );
  const query: Record<string, string> = { ...SITE_QUERIES[route.key] };
  for (const name of route.requiredQuery) {
    const value = valueOf(name, `?${name}`);
    if (value !== null) query[name] = value;
  }
  return missing.length > 0 ? { ok: false, missing } : { ok: true, path, query };
}
