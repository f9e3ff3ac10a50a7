import type { FastifyInstance } from 'fastify';

import type { Config } from '../config';
import { API_FEATURES, MOCK_FEATURES } from '../features';
import { registerUsers } from '../features/users/users.fastify';
import { usersFeature } from '../features/users/users.routes';
import { mountFeature } from './mount-router';

/**
 * Every feature on Fastify. The users' needs more than its routes: a multipart profile update and
 * the uploads folder.
 */
export function registerRoutes(app: FastifyInstance, config: Config): void {
  for (const feature of API_FEATURES) {
    if (feature === usersFeature) registerUsers(app);
    else mountFeature(app, feature);
  }
  if (!config.MOCK_ADMIN) return;
  for (const feature of MOCK_FEATURES) mountFeature(app, feature);
}
