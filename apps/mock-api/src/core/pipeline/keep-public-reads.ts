import { DATA_SET_HEADER, PROFILE_HEADER } from '../mock-headers';
import { JSON_TYPE, type Reply } from '../reply';
import { type Exchange, type Step } from './exchange';

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
 * Whether an answer may carry an ETag and be kept until the next write: an anonymous GET of a public
 * read on the shared data set, in the start profile.
 */
export function isPublicRead(
  method: string,
  pattern: string | undefined,
  headers: Readonly<Record<string, string | undefined>>,
): boolean {
  return (
    method === 'GET' &&
    headers.authorization === undefined &&
    headers[DATA_SET_HEADER] === undefined &&
    headers[PROFILE_HEADER] === undefined &&
    PUBLIC_READS.has(pattern ?? '')
  );
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

const isJsonValue = (body: unknown) =>
  typeof body === 'object' && body !== null && !(body instanceof Uint8Array);

/** The kept answer, or a 304 when the request already holds it. */
function keptReply(exchange: Exchange, payload: Uint8Array, etag: string): Reply {
  if (exchange.headers['if-none-match'] === etag) return { status: 304, headers: { etag }, body: undefined };
  return { status: 200, headers: { etag, 'content-type': JSON_TYPE }, body: payload };
}

const encoder = new TextEncoder();

/**
 * Public reads are kept, encoded, until the data changes, and carry an ETag; a matching If-None-Match
 * gets a 304. Every write drops them, before it runs (no read during it keeps an old answer) and after
 * (for the reads made meanwhile).
 */
export const keepPublicReads: Step = {
  name: 'keep-public-reads',
  async run(exchange, next) {
    const { cache } = exchange.context;
    if (isWrite(exchange.method)) {
      cache.invalidate();
      try {
        await next();
      } finally {
        cache.invalidate();
      }
      return;
    }
    if (!isPublicRead(exchange.method, exchange.pattern, exchange.headers)) {
      await next();
      return;
    }
    const key = `${exchange.store.clock.today()} ${exchange.input.url}`;
    const kept = cache.get(key);
    if (kept !== undefined) {
      exchange.reply = keptReply(exchange, kept.payload, kept.etag);
      return;
    }
    const startedIn = cache.generation;
    await next();
    const { reply } = exchange;
    if (reply?.status !== 200 || !isJsonValue(reply.body)) return;
    const answer = cache.keep(key, encoder.encode(JSON.stringify(reply.body)), startedIn);
    const sent = keptReply(exchange, answer.payload, answer.etag);
    exchange.reply = sent.status === 200 ? { ...sent, headers: { ...reply.headers, ...sent.headers } } : sent;
  },
};
