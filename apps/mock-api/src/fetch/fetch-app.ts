import type { MockHost } from '../core/call';
import { createPipeline } from '../core/pipeline/pipeline';
import type { Reply } from '../core/reply';
import { transportErrors } from '../core/transport-errors';
import { featuresFor } from '../features';
import { adminAccessOf } from '../features/mock-admin/admin-access';

/** The query as Fastify reads it: one text per key, an array for a repeated key. */
function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of search) {
    const known = query[key];
    query[key] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  return query;
}

function toResponse(answer: Reply): Response {
  const headers = new Headers(answer.headers);
  // As the server's security headers say it: no answer is read as anything but its declared type.
  headers.set('x-content-type-options', 'nosniff');
  const { body } = answer;
  if (body === undefined || body === null) return new Response(null, { status: answer.status, headers });
  if (body instanceof Uint8Array)
    return new Response(new Uint8Array(body), { status: answer.status, headers });
  if (typeof body === 'string') {
    if (!headers.has('content-type')) headers.set('content-type', 'text/plain; charset=utf-8');
    return new Response(body, { status: answer.status, headers });
  }
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status: answer.status, headers });
}

export interface FetchAppOptions {
  host: MockHost;
  /** A path every URL of the mock starts with ("/__api" when the mock answers on the site's origin). */
  basePath?: string | undefined;
  /** Told of a failure that is a bug of ours (an answer off the contract, an unexpected error): a 500. */
  onBug?: ((error: unknown) => void) | undefined;
}

/** The mock as a fetch handler: a Request in, a Response out; no server, no socket. */
export interface FetchApp {
  /** The answer, or a rejected promise when a fault drops the connection (fetch fails alike). */
  fetch(request: Request): Promise<Response>;
}

/**
 * The mock API as a fetch handler, over the same pipeline, features and data sets as the Fastify
 * adapter: the browser's service worker hands it the site's calls, and tests call it under Node.
 * What only a network server needs stays with Fastify: CORS, security headers beyond `nosniff`, host
 * names, rate limits and the admin key (nothing outside the page reaches an in-page mock).
 */
export function createFetchApp({ host, basePath = '', onBug }: FetchAppOptions): FetchApp {
  const access = adminAccessOf(host.config);
  if (access === 'key' || access === 'locked') {
    throw new Error(
      'The fetch adapter answers only in its own page: it takes no admin key (MOCK_ADMIN_TOKEN)',
    );
  }
  const pipeline = createPipeline({ host, features: featuresFor(host.config) });
  return {
    async fetch(request) {
      const url = new URL(request.url);
      const path =
        basePath !== '' && url.pathname.startsWith(basePath)
          ? url.pathname.slice(basePath.length)
          : url.pathname;
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const answer = await pipeline.answer({
        method: request.method,
        path,
        url: `${path}${url.search}`,
        query: queryOf(url.searchParams),
        headers,
        body: {
          bytes: async (limit) => {
            const bytes = new Uint8Array(await request.arrayBuffer());
            if (bytes.length > limit) throw transportErrors.tooLarge();
            return bytes;
          },
        },
        report: onBug,
      });
      return toResponse(answer);
    },
  };
}
