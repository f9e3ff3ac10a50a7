import type { AppRouter } from '@ts-rest/core';
import { initServer, type RouterImplementation } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { validationError } from './errors';

export const s = initServer();

/**
 * Registers one resource's ts-rest router in its own scope, with request and response validation.
 * ts-rest sets an error handler per registration; ours turns its validation errors into the one error
 * body and lets every other error reach the root handler (plugins/errors.ts).
 */
export function mountRouter<T extends AppRouter>(
  app: FastifyInstance,
  contract: T,
  router: RouterImplementation<T>,
) {
  app.register((scope, _opts, done) => {
    s.registerRouter(contract, router, scope, {
      logInitialization: false,
      responseValidation: true,
      requestValidationErrorHandler: (err) => {
        throw validationError(err);
      },
    });
    done();
  });
}
