import type { FastifyInstance } from 'fastify';

import type { Feature } from '../core/handlers';
import { runRoute } from '../core/run-route';
import { callOf } from './fastify-call';

/**
 * Mounts one feature's routes on Fastify: Fastify parses the request, the core checks it against the
 * contract, runs the handler and checks the answer (core/run-route.ts); errors reach the root handler
 * (plugins/errors.ts), which gives them the one error body.
 */
export function mountFeature(app: FastifyInstance, feature: Feature): void {
  if (feature.forms === 'url-encoded') {
    // The parser in the feature's own scope only: every other route keeps refusing forms with a 415.
    app.register((scope, _opts, done) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, raw, parsed) => {
          const text = typeof raw === 'string' ? raw : raw.toString('utf8');
          parsed(null, Object.fromEntries(new URLSearchParams(text)));
        },
      );
      mountRoutes(scope, feature);
      done();
    });
  } else mountRoutes(app, feature);
}

function mountRoutes(app: FastifyInstance, { routes, handlers }: Feature): void {
  for (const [key, route] of Object.entries(routes)) {
    const handler = handlers[key];
    if (handler === undefined) throw new Error(`No handler for the route ${key}`);
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const call = callOf(request);
        const answer = await runRoute(
          route,
          handler,
          { params: request.params, query: request.query, headers: call.headers, body: request.body },
          call,
        );
        void reply.headers(answer.headers);
        return reply.status(answer.status).send(answer.body);
      },
    });
  }
}
