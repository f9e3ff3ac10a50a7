import { MockProfileSchema, PROFILE_HEADER, type MockProfile } from '@formation/contract';

import { validationFailed } from '../api-error';

/**
 * The answer profile of one request (x-mock-profile: a test of the site on the product rules'
 * shapes), else the profile the mock started with (MOCK_PROFILE). Unlike x-mock-session it needs no
 * admin key: it only takes fields out of the requester's own answer.
 */
export function profileFrom(header: string | undefined, startProfile: MockProfile): MockProfile {
  if (header === undefined) return startProfile;
  const parsed = MockProfileSchema.safeParse(header);
  if (!parsed.success) {
    throw validationFailed([
      { path: `headers.${PROFILE_HEADER}`, message: 'The profile is "full" or "spec"' },
    ]);
  }
  return parsed.data;
}
