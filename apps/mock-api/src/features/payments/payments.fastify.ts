import type { FastifyInstance } from 'fastify';
import { mountFeature } from '../../plugins/mount-router';
import { paymentProviderFeature } from './payment-provider.routes';

/**
 * The payment provider's stand-in under /__mock (off when MOCK_ADMIN=false). Its form posts
 * application/x-www-form-urlencoded: the parser is registered in this scope only.
 */
export function registerPaymentProvider(app: FastifyInstance): void {
  app.register((scope, _opts, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, raw, parsed) => {
        const text = typeof raw === 'string' ? raw : raw.toString('utf8');
        parsed(null, Object.fromEntries(new URLSearchParams(text)));
      },
    );
    mountFeature(scope, paymentProviderFeature);
    done();
  });
}
