import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { validationFailed } from '../api-error';
import type { BodySource } from '../core/pipeline/request-body';
import { transportErrors } from '../core/transport-errors';

/**
 * Fastify parses no body: every content type is handed on unread, and the pipeline reads it as the
 * route takes it (core/pipeline/request-body.ts), the same way on both transports.
 */
export function passBodiesThrough(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    done(null, payload);
  });
}

/** Reads a request's stream up to `limit` bytes, as Fastify's own parsers read one. */
function readStream(stream: Readable, declared: number, limit: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = () => {
      stream.removeListener('data', onData);
      stream.removeListener('end', onEnd);
      stream.removeListener('error', onError);
    };
    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      if (received > limit) {
        stop();
        reject(transportErrors.tooLarge());
        return;
      }
      chunks.push(bytes);
    }
    function onEnd() {
      stop();
      if (!Number.isNaN(declared) && received !== declared) {
        reject(validationFailed([], 'Request body size did not match Content-Length'));
      } else resolve(Buffer.concat(chunks, received));
    }
    function onError() {
      stop();
      reject(validationFailed([], 'The request body could not be read'));
    }
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
    stream.resume();
  });
}

/** The body Fastify handed on unread (none for GET or an empty request). */
export function bodySourceOf(request: FastifyRequest): BodySource {
  return {
    bytes: (limit) => {
      const stream = request.body as Readable | undefined | null;
      if (stream === undefined || stream === null) return Promise.resolve(new Uint8Array(0));
      const declared = Number(request.headers['content-length']);
      if (declared > limit) return Promise.reject(transportErrors.tooLarge());
      return readStream(stream, declared, limit);
    },
  };
}
