import { hashSeedPassword, verifyPassword } from '../auth/passwords';
import { SEED_USERS } from './seed/users.data';

/**
 * What an account whose hash a data set left out holds in its place: no password verifies it, so it
 * signs in with a password only after a reset, and it still counts as an account with a password, so
 * an identity a stranger made on an open mock (MOCK_IDENTITY_OPEN) never signs into it.
 */
export const PASSWORD_LEFT_OUT = '!left-out-of-the-data-set';

/** Which hashes an export keeps: `seed` (the default) or `all`. */
export type PasswordHashes = 'seed' | 'all';

type Row = Record<string, unknown>;

/**
 * Whether a hash keeps a password the seed publishes (README, qa.md): one of this process's seed
 * hashes (the seed's accounts as seeded, a recording's learner), or a seed account's hash of its own
 * published password (a folder exported by another process). Only those may leave in a data set's
 * files; anyone else's hash stands for a password they chose.
 */
async function keepsSeedPassword(user: Row, seedHashes: ReadonlySet<string>): Promise<boolean> {
  const hash = user.passwordHash;
  if (typeof hash !== 'string') return false;
  if (seedHashes.has(hash)) return true;
  const seed = SEED_USERS.find((account) => account.email === user.email);
  return seed !== undefined && (await verifyPassword(hash, seed.password));
}

/**
 * An export's `users.json` without the hashes it must not carry: with `seed`, every hash but those of
 * the seed's published passwords, so QA still signs in as the demo accounts; with `all`, none but
 * the place of a hash already left out. A hash left out is no field at all, which loading reads as
 * PASSWORD_LEFT_OUT; `null` stays what it means, an account without a password.
 */
export async function withPasswordHashes(users: readonly Row[], which: PasswordHashes): Promise<Row[]> {
  const passwords = [...new Set(SEED_USERS.map((account) => account.password))];
  const seedHashes = new Set(await Promise.all(passwords.map(hashSeedPassword)));
  const kept: Row[] = [];
  for (const user of users) {
    const keep =
      user.passwordHash !== PASSWORD_LEFT_OUT &&
      (which === 'all' || user.passwordHash === null || (await keepsSeedPassword(user, seedHashes)));
    if (keep) kept.push(user);
    else {
      const { passwordHash: _leftOut, ...rest } = user;
      kept.push(rest);
    }
  }
  return kept;
}
