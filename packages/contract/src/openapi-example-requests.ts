/** The path and query values of one recorded call. */
export type ExampleRequest = {
  /** The status its answer has in openapi-examples.json. */
  status: string;
  path?: Record<string, string | number>;
  query?: Record<string, string | number>;
};

/**
 * The path and query values of the calls recorded on the seeded mock for the document's examples
 * (apps/mock-api `openapi:examples`, which records bodies only), by route ("METHOD /contract/:path")
 * and then by example name. The document names a call's path and query examples, its body example
 * and its answer's example alike, so that tools which pair a request with its answer by name
 * (Specmatic) pair them. A recorded answer whose status is not listed here is named `seed`, as is
 * the recorded body.
 */
export const EXAMPLE_REQUESTS: Record<string, Record<string, ExampleRequest>> = {
  'GET /courses/AllCourses': { seed: { status: '200', query: { status: 'PUBLISHED' } } },
  'GET /courses/slug/:slug': {
    seed: { status: '200', path: { slug: 'pmp-preparation-certification' } },
    'unknown-course': { status: '404', path: { slug: 'formation-inconnue' } },
  },
  'GET /comments/course/:courseId': { seed: { status: '200', path: { courseId: 12 } } },
  'GET /blog': { seed: { status: '200', query: { limit: 2, page: 1 } } },
  'GET /blog/slug/:slug': {
    seed: { status: '200', path: { slug: 'reussir-examen-pmp-conseils-formateurs' } },
  },
  'POST /favorites/:courseId': { seed: { status: '201', path: { courseId: 12 } } },
  'GET /favorites/:userId': { seed: { status: '200', path: { userId: 1 } } },
  'GET /users/profile/:id': { seed: { status: '200', path: { id: 1 } } },
  'GET /payments/has-payment': { seed: { status: '200', query: { userId: 1, courseId: 2 } } },
};

/** The name of a recorded answer's example: that of the request which brought it, else `seed`. */
export function exampleName(route: string, status: string): string {
  const named = Object.entries(EXAMPLE_REQUESTS[route] ?? {}).find(
    ([, request]) => request.status === status,
  );
  return named?.[0] ?? 'seed';
}
