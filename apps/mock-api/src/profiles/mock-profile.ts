import type { FastifyInstance } from 'fastify';

import { MockProfileSchema, type MockProfile } from '@formation/contract';

import { ApiError } from '../api-error';

/**
 * Chooses the profile of one request (a test of the site on the product rules' shapes), whatever the start
 * chose.
 */
export const PROFILE_HEADER = 'x-mock-profile';

/**
 * Reads x-mock-profile into the request, else the profile the mock started with (MOCK_PROFILE). Unlike
 * x-mock-session it needs no admin key: it only takes fields out of the requester's own answer.
 */
export function profileFrom(header: string | undefined, startProfile: MockProfile): MockProfile {
  if (header === undefined) return startProfile;
  const parsed = MockProfileSchema.safeParse(header);
  if (!parsed.success) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'Validation failed', [
      { path: `headers.${PROFILE_HEADER}`, message: 'The profile is "full" or "spec"' },
    ]);
  }
  return parsed.data;
}

export function registerProfileHook(app: FastifyInstance, startProfile: MockProfile): void {
  app.decorateRequest('mockProfile', startProfile);
  // A callback hook: Fastify answers a synchronous throw (a wrong header) with the error body.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers[PROFILE_HEADER];
    request.mockProfile = profileFrom(Array.isArray(header) ? header[0] : header, startProfile);
    done();
  });
}
