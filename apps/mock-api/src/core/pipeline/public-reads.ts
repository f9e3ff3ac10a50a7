import { PROFILE_HEADER } from '../mock-headers';

/**
 * What a public read shows, by kind of data: a write drops only the kept answers that show what it
 * changes (a comment moves one course's rating and its comments, not the blog; a sign-in nothing).
 */
export const TOPICS = ['courses', 'comments', 'blog'] as const;
export type Topic = (typeof TOPICS)[number];

/** Public reads that every visitor of the site makes, nothing user-specific, and what each shows. */
export const PUBLIC_READS: Readonly<Record<string, readonly Topic[]>> = {
  '/courses/AllCourses': ['courses'],
  '/courses/slug/:slug': ['courses'],
  '/courses/:id': ['courses'],
  '/courses/:id/related': ['courses'],
  // A comment shows its author's name and photo.
  '/comments/course/:courseId': ['comments'],
  '/blog': ['blog'],
  '/blog/:slug': ['blog'],
  '/blog/slug/:slug': ['blog'],
  '/search/index': ['courses', 'blog'],
};

/**
 * What each write of the site changes of the public reads. A write not listed here (QA's other levers
 * on /__mock, anything new) drops every kept answer of its data set: forgetting a write here costs
 * speed, never a stale answer. `keep-public-reads.writes.test.ts` makes the writes that change the
 * data public reads show (comments, profiles, enrollments) and the common ones that do not, then reads
 * every public read, kept and unkept: an entry that says less than its write changes fails there.
 */
export const WRITES_CHANGE: Readonly<Record<string, readonly Topic[]>> = {
  'POST /auth/login': [],
  'POST /auth/register': [],
  'POST /auth/verify-email': [],
  'POST /auth/resend-code': [],
  'POST /auth/forgot-password': [],
  'POST /auth/reset-password': [],
  'POST /auth/check-google-user': [],
  // A provider's sign-in may bring the account a name or a photo, which its comments show.
  'POST /auth/google-signin': ['comments'],
  'POST /auth/google-signup': ['comments'],
  'POST /users/:id/reset-password': [],
  'PATCH /users/:id': ['comments'],
  // A comment moves its course's rating, which every course answer shows.
  'POST /comments': ['comments', 'courses'],
  'PUT /comments/:id': ['comments', 'courses'],
  'DELETE /comments/:id': ['comments', 'courses'],
  'POST /favorites/:courseId': [],
  'DELETE /favorites/:courseId': [],
  // An enrollment takes a place of the session.
  'POST /enrollments': ['courses'],
  // A payment or a coupon changes the learner's enrollment, which no public read shows; a payment
  // online is completed by its checkout (/__mock), which drops everything.
  'POST /payments/onsite': [],
  'POST /payments/online': [],
  'POST /coupon-usage/verify': [],
  'POST /coupon-usage/apply': [],
  'POST /connection-users': [],
  'POST /newsletter': [],
  'POST /contact': [],
  // QA's fault rules act before answers are kept (inject-fault comes first); a provider token is
  // the identity stand-in's alone.
  'POST /__mock/faults': [],
  'DELETE /__mock/faults': [],
  'POST /__mock/identity/token': [],
};

/** The topics a write changes: all of them unless the table above says less. */
export function changedBy(method: string, pattern: string | undefined): readonly Topic[] {
  return WRITES_CHANGE[`${method} ${pattern ?? ''}`] ?? TOPICS;
}

/**
 * What an anonymous GET of a public read shows, in the start profile (on the shared data set or a
 * private one); undefined for any other request, whose answer is never kept.
 */
export function publicReadTopics(
  method: string,
  pattern: string | undefined,
  headers: Readonly<Record<string, string | undefined>>,
): readonly Topic[] | undefined {
  if (method !== 'GET' || headers.authorization !== undefined || headers[PROFILE_HEADER] !== undefined) {
    return undefined;
  }
  return PUBLIC_READS[pattern ?? ''];
}
