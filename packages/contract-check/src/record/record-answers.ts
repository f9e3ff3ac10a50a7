import type { Article, Comment, CourseReceived, Enrollment, Favorite, Profile } from '@formation/contract';

import { fillPath } from '../call-exchange';
import type { RouteCaller } from '../route-caller';
import { fitsFieldLimit } from './field-size';
import type { LeftOut, RecordedAnswers, SignedInAnswers } from './recorded-answers';

/** Articles asked per page of the blog's list, and pages at most: a blog of 5,000 articles. */
const BLOG_PAGE = 50;
const MAX_BLOG_PAGES = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One read, kept only when the answer is a 200 the contract finds nothing wrong with; otherwise what
 * was asked is left out, with the first thing found. Reads only: a recording never writes.
 */
async function read(
  caller: RouteCaller,
  key: string,
  params: Readonly<Record<string, string | number>>,
  query: Readonly<Record<string, string>> | undefined,
  leftOut: LeftOut[],
  what: string,
  authenticated = false,
): Promise<unknown> {
  const route = caller.route(key);
  const exchange = await caller.exchange(route, {
    path: fillPath(route, params),
    ...(query === undefined ? {} : { query }),
    authenticated,
  });
  if (exchange === null) {
    leftOut.push({ what, why: 'not asked: the server was unreachable or the time ran out' });
    return undefined;
  }
  const status = exchange.outcome.kind === 'answer' ? exchange.outcome.status : null;
  const [finding] = exchange.findings;
  if (finding !== undefined) {
    const why = `${finding.path ?? 'the answer'}: ${finding.message}`;
    leftOut.push({ what, why: caller.redactor.text(why) });
    return undefined;
  }
  if (status !== 200) {
    leftOut.push({ what, why: `answered ${String(status)}` });
    return undefined;
  }
  return exchange.json;
}

/**
 * What the signed-in learner sees of their own: their profile, their courses and their favorites.
 * Null when the run is not signed in, or when the profile could not be read (nobody to give the rest to).
 */
async function recordSignedIn(
  caller: RouteCaller,
  userId: number | null,
  maxFieldChars: number,
  leftOut: LeftOut[],
): Promise<SignedInAnswers | null> {
  if (caller.token === null || userId === null) return null;
  const profile = await read(
    caller,
    'users.profile',
    { id: userId },
    undefined,
    leftOut,
    'the profile',
    true,
  );
  if (!isRecord(profile) || !fitsFieldLimit(profile, maxFieldChars, 'the profile', leftOut)) return null;
  const mine = await read(caller, 'enrollments.mine', {}, undefined, leftOut, 'the learner’s courses', true);
  const favorites = await read(
    caller,
    'favorites.listForUser',
    { userId },
    undefined,
    leftOut,
    'the learner’s favorites',
    true,
  );
  const fitting = <T extends { id: number }>(list: unknown, what: string): T[] =>
    (Array.isArray(list) ? (list as T[]) : []).filter((item) =>
      fitsFieldLimit(item, maxFieldChars, `${what} ${String(item.id)}`, leftOut),
    );
  return {
    profile: profile as Profile,
    enrollments: fitting<Enrollment>(mine, 'the learner’s enrollment'),
    favorites: fitting<Favorite>(favorites, 'the learner’s favorite'),
  };
}

/**
 * The public catalogue, its comments and the blog, read course by course and article by article,
 * and what the signed-in learner (`userId`, when the run signed in) sees of their own: what a
 * recording keeps (record/recording-rows.ts turns it into a data set folder). An answer with a text
 * longer than `maxFieldChars` is left out (record/field-size.ts).
 */
export async function recordAnswers(
  caller: RouteCaller,
  userId: number | null,
  maxFieldChars: number,
): Promise<RecordedAnswers> {
  const leftOut: LeftOut[] = [];
  const courses: CourseReceived[] = [];
  const comments: Comment[] = [];
  const articles: Article[] = [];

  const list = await read(caller, 'courses.list', {}, { status: 'PUBLISHED' }, leftOut, 'the catalogue');
  for (const summary of Array.isArray(list) ? list.filter(isRecord) : []) {
    const slug = String(summary.slug);
    const course = await read(caller, 'courses.bySlug', { slug }, undefined, leftOut, `course ${slug}`);
    if (!isRecord(course) || !fitsFieldLimit(course, maxFieldChars, `course ${slug}`, leftOut)) continue;
    courses.push(course as CourseReceived);
    const said = await read(
      caller,
      'comments.listForCourse',
      { courseId: Number(course.id) },
      undefined,
      leftOut,
      `the comments of course ${slug}`,
    );
    for (const comment of Array.isArray(said) ? (said as Comment[]) : []) {
      const what = `comment ${String(comment.id)} of course ${slug}`;
      if (fitsFieldLimit(comment, maxFieldChars, what, leftOut)) comments.push(comment);
    }
  }

  for (let page = 1; page <= MAX_BLOG_PAGES; page += 1) {
    const query = { limit: String(BLOG_PAGE), page: String(page) };
    const reply = await read(caller, 'blog.list', {}, query, leftOut, `page ${String(page)} of the blog`);
    if (!isRecord(reply)) break;
    const listed = (reply.results ?? reply.data ?? []) as Record<string, unknown>[];
    for (const summary of listed) {
      const slug = String(summary.slug);
      const article = await read(caller, 'blog.bySlug', { slug }, undefined, leftOut, `article ${slug}`);
      if (isRecord(article) && fitsFieldLimit(article, maxFieldChars, `article ${slug}`, leftOut)) {
        articles.push(article as Article);
      }
    }
    if (listed.length < BLOG_PAGE || page >= Number(reply.totalPages)) break;
  }
  const signedIn = await recordSignedIn(caller, userId, maxFieldChars, leftOut);
  return { courses, comments, articles, signedIn, leftOut };
}
