import { answerBytes } from '../checked-parts';
import { JSON_TYPE, type Reply } from '../reply';
import { type Exchange, type Step } from './exchange';
import { keptAnswersOf, publicReadTopics } from './public-reads';

const isJsonValue = (body: unknown) =>
  typeof body === 'object' && body !== null && !(body instanceof Uint8Array);

/** The kept answer, or a 304 when the request already holds it. */
function keptReply(exchange: Exchange, payload: Uint8Array, etag: string): Reply {
  if (exchange.headers['if-none-match'] === etag) return { status: 304, headers: { etag }, body: undefined };
  return { status: 200, headers: { etag, 'content-type': JSON_TYPE }, body: payload };
}

/**
 * Public reads are kept, encoded, per data set until a write changes what they show, and carry an
 * ETag; a matching If-None-Match gets a 304. Writes drop them (drop-changed-reads.ts).
 */
export const keepPublicReads: Step = {
  name: 'keep-public-reads',
  async run(exchange, next) {
    const operation = exchange.routed?.operation;
    const topics = publicReadTopics(exchange.method, operation, exchange.headers);
    if (topics === undefined) {
      await next();
      return;
    }
    const cache = keptAnswersOf(exchange);
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
    const subject = operation?.facts.about?.({ params: exchange.routed?.params ?? {}, answer: reply.body });
    const answer = cache.keep(key, topics, answerBytes(reply.body), startedIn, subject);
    const sent = keptReply(exchange, answer.payload, answer.etag);
    exchange.reply = sent.status === 200 ? { ...sent, headers: { ...reply.headers, ...sent.headers } } : sent;
  },
};
