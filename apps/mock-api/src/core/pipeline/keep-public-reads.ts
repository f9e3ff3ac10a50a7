import { JSON_TYPE, type Reply } from '../reply';
import { READ_METHODS } from '../request-guard';
import { type Exchange, type Step } from './exchange';
import { changedBy, publicReadTopics } from './public-reads';

const isJsonValue = (body: unknown) =>
  typeof body === 'object' && body !== null && !(body instanceof Uint8Array);

/** The kept answer, or a 304 when the request already holds it. */
function keptReply(exchange: Exchange, payload: Uint8Array, etag: string): Reply {
  if (exchange.headers['if-none-match'] === etag) return { status: 304, headers: { etag }, body: undefined };
  return { status: 200, headers: { etag, 'content-type': JSON_TYPE }, body: payload };
}

const encoder = new TextEncoder();

/**
 * Public reads are kept, encoded, per data set until a write changes what they show, and carry an
 * ETag; a matching If-None-Match gets a 304. A write drops the answers of the topics it changes
 * (its route's facts), before it runs (no read during it keeps an old answer) and after (for the reads
 * made meanwhile).
 */
export const keepPublicReads: Step = {
  name: 'keep-public-reads',
  async run(exchange, next) {
    const cacheOf = () => exchange.context.caches.of(exchange.store, exchange.privateStore === null);
    if (!READ_METHODS.has(exchange.method)) {
      const topics = changedBy(exchange.routed?.operation);
      const before = cacheOf();
      before.invalidate(topics);
      try {
        await next();
      } finally {
        before.invalidate(topics);
        // A write that made a new private data set (a scenario loaded into one) drops its answers too;
        // one that dropped its private data set leaves the shared one alone.
        if (exchange.privateStore !== null) cacheOf().invalidate(topics);
      }
      return;
    }
    const topics = publicReadTopics(exchange.method, exchange.routed?.operation, exchange.headers);
    if (topics === undefined) {
      await next();
      return;
    }
    const cache = cacheOf();
    const key = `${exchange.store.clock.today()} ${exchange.input.url}`;
    const kept = cache.get(key);
    if (kept !== undefined) {
      exchange.reply = keptReply(exchange, kept.payload, kept.etag);
      return;
    }
    const startedIn = cache.generationOf(topics);
    await next();
    const { reply } = exchange;
    if (reply?.status !== 200 || !isJsonValue(reply.body)) return;
    const answer = cache.keep(key, topics, encoder.encode(JSON.stringify(reply.body)), startedIn);
    const sent = keptReply(exchange, answer.payload, answer.etag);
    exchange.reply = sent.status === 200 ? { ...sent, headers: { ...reply.headers, ...sent.headers } } : sent;
  },
};
