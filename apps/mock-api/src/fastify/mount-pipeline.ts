import { ResponseValidationError } from '@ts-rest/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { ConnectionDropped } from '../core/pipeline/exchange';
import type { Pipeline } from '../core/pipeline/pipeline';
import type { Operation } from '../core/pipeline/route-table';
import { type Reply } from '../core/reply';
import { bodySourceOf, passBodiesThrough } from './body-source';
import { atTurnEnd } from './turn-end';

/** A header's first value: the pipeline reads one value per name. */
function firstValues(headers: FastifyRequest['headers']): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  // `for…in`, not Object.entries: no pair array per header on every request.
  for (const name in headers) {
    const value = headers[name];
    values[name] = Array.isArray(value) ? value[0] : value;
  }
  return values;
}

function send(reply: FastifyReply, answer: Reply): FastifyReply {
  void reply.status(answer.status).headers(answer.headers);
  const { body } = answer;
  if (body instanceof Uint8Array)
    return reply.send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  return reply.send(body);
}

/** One request through the pipeline: Fastify's request in, its reply out. */
async function answer(
  pipeline: Pipeline,
  request: FastifyRequest,
  reply: FastifyReply,
  operation: Operation | undefined,
): Promise<FastifyReply> {
  let answered: Reply;
  try {
    answered = await pipeline.answer({
      method: request.method,
      path: request.url.split('?')[0] ?? '',
      url: request.url,
      query: (request.query ?? {}) as Record<string, unknown>,
      headers: firstValues(request.headers),
      body: bodySourceOf(request),
      routed:
        operation === undefined ? undefined : { operation, params: request.params as Record<string, string> },
      report: (err) => {
        request.log.error(
          { err },
          err instanceof ResponseValidationError ? 'answer off the contract' : 'unhandled error',
        );
      },
    });
  } catch (err) {
    if (!(err instanceof ConnectionDropped)) throw err;
    // A dropped network: no status, no headers, the socket just closes (light-my-request rejects alike).
    reply.hijack();
    reply.raw.destroy();
    return reply;
  }
  // With the other answers of this turn of the loop: one wake-up of the client for all of them.
  await atTurnEnd();
  return send(reply, answered);
}

/**
 * Every operation of the pipeline on Fastify's router (it finds the route, the pipeline does the rest),
 * and the pipeline's 404 for a path no route has.
 */
export function mountPipeline(app: FastifyInstance, pipeline: Pipeline): void {
  passBodiesThrough(app);
  for (const operation of pipeline.operations) {
    app.route({
      method: operation.method,
      url: operation.pattern,
      handler: (request, reply) => answer(pipeline, request, reply, operation),
    });
  }
  app.setNotFoundHandler((request, reply) => answer(pipeline, request, reply, undefined));
}
