import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Store } from '../core/call';
import { isPublicRead } from '../core/public-reads';

const MAX_ENTRIES = 2000;

interface Entry {
  /** Encoded once: re-encoding a 60 KB catalogue on every hit costs more than sending it. */
  payload: Buffer;
  etag: string;
}

/**
 * Serialised answers of public reads, kept until the data changes: every successful write (or a reset,
 * scenario or clock change, which are writes too) starts a new generation. Answers carry an ETag, and
 * a matching If-None-Match gets a 304. Requests with a token or a private data set are never cached.
 */
export function registerReadCache(app: FastifyInstance, storeOf: (request: FastifyRequest) => Store): void {
  let generation = 0;
  let entries = new Map<string, Entry>();
  /** The generation a read started in: an answer computed before a write must not be kept after it. */
  const startedIn = new WeakMap<FastifyRequest, number>();
  const keyOf = (request: FastifyRequest) => `${storeOf(request).clock.today()} ${request.url}`;
  const cacheable = (request: FastifyRequest) =>
    isPublicRead(request.method, request.routeOptions.url, request.headers);

  const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply.header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    return reply.status(200).type('application/json; charset=utf-8').send(entry.payload);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    startedIn.set(request, generation);
    const entry = entries.get(keyOf(request));
    if (entry !== undefined) await send(request, reply, entry);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (startedIn.get(request) !== generation) return payload;
    const key = keyOf(request);
    if (entries.has(key)) return payload;
    if (entries.size >= MAX_ENTRIES) entries = new Map();
    const etag = `W/"${String(generation)}-${createHash('sha1').update(payload).digest('base64url').slice(0, 16)}"`;
    entries.set(key, { payload: Buffer.from(payload), etag });
    reply.header('etag', etag);
    return payload;
  });

  const isWrite = (request: FastifyRequest) => !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
  const invalidate = () => {
    generation += 1;
    entries = new Map();
  };
  // Before the write (so no read during it keeps an old answer) and after it (for reads made meanwhile).
  app.addHook('preHandler', (request, _reply, done) => {
    if (isWrite(request)) invalidate();
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (isWrite(request)) invalidate();
    done();
  });
}
