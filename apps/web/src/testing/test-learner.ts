import type { StoredUser } from '@formation/contract';

/** A signed-in learner as the site keeps her in the browser (named like the seed's first, with test values). */
export const TEST_LEARNER: StoredUser = {
  id: 1,
  fullName: 'Amira Ben Salah',
  email: 'amira.bensalah@example.tn',
  role: 'user',
  avatar: '',
  image: '',
  phoneNumber: '+216 22 123 456',
  birthDate: '',
  country: 'Tunisie',
  city: 'Tunis',
  industry: '',
  position: '',
};
