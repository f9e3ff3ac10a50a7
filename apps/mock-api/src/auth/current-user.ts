import { ApiError, forbidden, unauthenticated } from '../api-error';
import type { Call } from '../core/call';
import { findUserById, type UserRow } from '../repositories/accounts.repository';
import { verifyToken } from './tokens';

export type { UserRow } from '../repositories/accounts.repository';

/** A password change or reset ended the sign-ins made before it (the token's version is behind). */
export const sessionEnded = () =>
  new ApiError(401, 'TOKEN_EXPIRED', 'Your session has ended, please sign in again');

/** The signed-in user of a request, or null when it carries no bearer token. Bad tokens are 401s. */
export function currentUser(call: Call): UserRow | null {
  const header = call.headers.authorization;
  if (header === undefined || header.trim() === '') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (match?.[1] === undefined) throw unauthenticated('Malformed authorization header');
  const { clock, db, generation } = call.store;
  const check = verifyToken(match[1], clock.now(), call.config.AUTH_SECRET);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new ApiError(401, 'TOKEN_EXPIRED', 'Your session has expired, please sign in again')
      : unauthenticated('Invalid token');
  }
  const user = findUserById(db, check.claims.sub);
  if (user === undefined || check.claims.gen !== generation) throw unauthenticated('Invalid token');
  if (check.claims.ver !== user.tokenVersion) throw sessionEnded();
  if (!user.isActive) {
    throw new ApiError(
      401,
      'ACCOUNT_DEACTIVATED',
      'Your account is currently deactivated. Please contact technical support for help.',
    );
  }
  return user;
}

export function requireUser(call: Call): UserRow {
  const user = currentUser(call);
  if (user === null) throw unauthenticated();
  return user;
}

/** Ownership: a learner acts only on their own data (ids in paths, bodies and queries alike). */
export function requireSelf(call: Call, userId: number): UserRow {
  const user = requireUser(call);
  if (user.id !== userId) throw forbidden();
  return user;
}
