import { describe, expect, it } from 'vitest';

import { hashPassword, hashSeedPassword } from '../auth/passwords';
import { PASSWORD_LEFT_OUT, withPasswordHashes } from './data-set-password-hashes';
import { SEED_USERS } from './seed/users.data';

const [learner, learner2] = SEED_USERS;

describe('the password hashes an export keeps', () => {
  it('keeps a seed account’s hash of its published password, whoever salted it, and no other', async () => {
    if (learner === undefined || learner2 === undefined) throw new Error('no seed accounts');
    const rows = [
      { email: learner.email, passwordHash: await hashSeedPassword(learner.password) },
      // Another process's seed: another salt, the same published password.
      { email: learner2.email, passwordHash: await hashPassword(learner2.password) },
      // A seed account whose password someone changed: theirs now.
      { email: learner2.email, passwordHash: await hashPassword('Choisi2026!') },
      { email: 'visiteur@example.tn', passwordHash: await hashPassword(learner.password) },
      { email: 'sans.mot.de.passe@example.tn', passwordHash: null },
      { email: 'laisse@example.tn', passwordHash: PASSWORD_LEFT_OUT },
    ];
    const kept = await withPasswordHashes(rows, 'seed');
    expect(kept.map((row) => 'passwordHash' in row)).toEqual([true, true, false, false, true, false]);
    expect(kept[4]?.passwordHash).toBeNull();
    const all = await withPasswordHashes(rows, 'all');
    expect(all.map((row) => 'passwordHash' in row)).toEqual([true, true, true, true, true, false]);
  });
});
