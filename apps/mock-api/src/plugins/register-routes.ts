import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { API_FEATURES, MOCK_FEATURES } from '../features';
import { paymentProviderFeature } from '../features/payments/payment-provider.routes';
import { registerPaymentProvider } from '../features/payments/payments.fastify';
import { registerUsers } from '../features/users/users.fastify';
import { usersFeature } from '../features/users/users.routes';
import { mountFeature } from './mount-router';

/**
 * Every feature on Fastify. Two need more than JSON: the users' (a multipart profile update and the
 * uploads folder) and the payment provider's page (a plain HTML form, posted url-encoded).
 */
export function registerRoutes(app: FastifyInstance, config: Config): void {
  for (const feature of API_FEATURES) {
    if (feature === usersFeature) registerUsers(app);
    else mountFeature(app, feature);
  }
  if (!config.MOCK_ADMIN) return;
  for (const feature of MOCK_FEATURES) {
    if (feature === paymentProviderFeature) registerPaymentProvider(app);
    else mountFeature(app, feature);
  }
}
