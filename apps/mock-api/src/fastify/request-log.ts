import { performance } from 'node:perf_hooks';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { requestLine, type RequestEnd } from './request-line';

/** nginx's status for a request whose client closed the connection before it was answered. */
export const CLIENT_CLOSED_REQUEST = 499;

/** What the request log asks of the output beside writing: whether a request may start now. */
export interface LogRoom {
  /**
   * Resolves once the output has room for more lines that may not be dropped; undefined while it
   * has. A request waits for it before anything else: the mock slows down rather than lose a line.
   */
  room?(): Promise<void> | undefined;
}

type FrameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/** One request being followed until its line is written. */
interface Followed {
  request: FastifyRequest;
  reply: FastifyReply;
  started: number;
  written: boolean;
}

function writeLine(followed: Followed, end: Omit<RequestEnd, 'ms'>): void {
  if (followed.written) return;
  followed.written = true;
  const { request } = followed;
  const facts = {
    method: request.method,
    url: request.url,
    pattern: request.routeOptions.url,
    headers: request.headers,
  };
  request.log.info(requestLine(facts, { ...end, ms: performance.now() - followed.started }), 'request');
}

/** The status of a request the client left: what the mock answered, if it had the whole request. */
const statusOfLeft = ({ request, reply }: Followed) =>
  request.raw.complete ? reply.statusCode : CLIENT_CLOSED_REQUEST;

/**
 * Exactly one line per request, however it ends. Fastify's onResponse runs only when the answer was
 * written out: a client that sends a whole request and closes at once gets its account created and
 * its mail sent with no line. So the line is written from the response's own events:
 * - answered: on 'finish', with the status;
 * - closed after the answer was handed over: at once, with that status and `aborted`;
 * - closed while the handler runs: when it answers (onSend, which still runs), with the status the
 *   handler produced and `aborted`, since what it wrote is what an audit looks for;
 * - closed before the request was whole, or never answered (the mock dropped the connection, or
 *   closed first): 499 and `aborted`.
 */
export function requestLog(output: LogRoom | undefined) {
  // Only the response's own listeners hold a request being followed. An entry per request in a map
  // that outlives it (a WeakMap too) kept each request's reply alive through the young generation's
  // collections until the next full one: under load most answers were promoted, and the scavenges
  // that stop the mock took two to four times longer.
  /** Closed by the client while the handler runs: written when it answers, or when the mock closes. */
  const awaitingAnswer = new Map<FastifyRequest, Followed>();

  const follow = (request: FastifyRequest, reply: FastifyReply) => {
    const one: Followed = { request, reply, started: performance.now(), written: false };
    const res = reply.raw;
    const onClose = () => {
      if (one.written || res.writableFinished) return;
      // The answer was handed over, and the client left before it had all of it.
      if (res.writableEnded) writeLine(one, { status: reply.statusCode, aborted: true });
      // Taken out of Fastify's hands with no answer: the mock dropped the connection (a network fault).
      else if (reply.sent) writeLine(one, { status: CLIENT_CLOSED_REQUEST, aborted: true });
      else awaitingAnswer.set(request, one);
    };
    res.once('finish', () => {
      writeLine(one, { status: reply.statusCode });
    });
    res.once('close', onClose);
    // A connection gone before the first hook ran has already said 'close'.
    if (res.destroyed) onClose();
  };

  return {
    /** Fastify answers a URL it cannot route (bad encoding, an over-long parameter) without any hook. */
    alsoFollowedBy(handler: FrameworkErrorHandler): FrameworkErrorHandler {
      return (error, request, reply) => {
        follow(request, reply);
        handler(error, request, reply);
      };
    },
    /** The hooks; registered first, so that a request waits for room before any other hook runs. */
    register(app: FastifyInstance): void {
      app.addHook('onRequest', (request, reply, done) => {
        follow(request, reply);
        const wait = output?.room?.();
        if (wait === undefined) done();
        else
          void wait.then(() => {
            done();
          });
      });
      app.addHook('onSend', (request, _reply, payload, done) => {
        const one = awaitingAnswer.get(request);
        if (one !== undefined) {
          awaitingAnswer.delete(request);
          writeLine(one, { status: statusOfLeft(one), aborted: true });
        }
        done(null, payload);
      });
      app.addHook('onClose', (_app, done) => {
        for (const one of awaitingAnswer.values())
          writeLine(one, { status: CLIENT_CLOSED_REQUEST, aborted: true });
        awaitingAnswer.clear();
        done();
      });
    },
  };
}
