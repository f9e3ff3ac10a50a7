/** Public reads that every visitor of the site makes; nothing user-specific. */
const PUBLIC_READS = new Set([
  '/courses/AllCourses',
  '/courses/slug/:slug',
  '/courses/:id',
  '/courses/:id/related',
  '/comments/course/:courseId',
  '/blog',
  '/blog/:slug',
  '/blog/slug/:slug',
  '/search/index',
]);

/**
 * Whether an answer may carry an ETag (and be kept until the next write): an anonymous GET of a
 * public read on the shared data set, in the start profile.
 */
export function isPublicRead(
  method: string,
  pattern: string | undefined,
  headers: Readonly<Record<string, string | string[] | undefined>>,
): boolean {
  return (
    method === 'GET' &&
    headers.authorization === undefined &&
    headers['x-mock-session'] === undefined &&
    headers['x-mock-profile'] === undefined &&
    PUBLIC_READS.has(pattern ?? '')
  );
}
