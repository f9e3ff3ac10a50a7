import type { FastifyInstance } from 'fastify';

/**
 * An empty body sent as application/json (axios and fetch wrappers do it on DELETE) is no body, as
 * NestJS reads it, instead of Fastify's 400 that also closes the connection. Anything else goes to
 * Fastify's own parser, with its refusal of `__proto__` and `constructor` keys.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    void parse(request, text, done);
  });
}
