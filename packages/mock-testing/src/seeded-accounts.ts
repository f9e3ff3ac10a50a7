/**
 * The mock's seeded accounts that scenarios sign in as (its `default` data set; every data set is
 * made from the same seed). One password for all.
 */
export const SEEDED_PASSWORD = 'Apprenant2026!';

export const SEEDED_ACCOUNTS = {
  /** Amira Ben Salah: verified and active. */
  learner: 'amira.bensalah@example.tn',
  /** Karim Jaziri: a second learner, for what one account must not see of another's. */
  otherLearner: 'karim.jaziri@example.tn',
  /** Sonia Trabelsi: deactivated: her login is refused (ACCOUNT_DEACTIVATED). */
  deactivated: 'sonia.trabelsi@example.tn',
  /** Youssef Mansour: signed up, e-mail never verified; his login is refused (EMAIL_NOT_VERIFIED). */
  unverified: 'youssef.mansour@example.tn',
} as const;
