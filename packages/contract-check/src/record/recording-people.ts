import type { Comment, DataSetUserRow, Profile } from '@formation/contract';

import type { RecordingOptions } from './recorded-answers';

/** A user row of a recording: someone comments name, or the learner the recording signed in as. */
export type Person = DataSetUserRow & { id: number };

/**
 * The e-mail the signed-in learner's account has in a recording, always: with the seed's password, it
 * signs in on a mock loaded from the recording (manifest `learner`). Never their own address, which
 * would let anyone who knows the seed's password sign in as them there.
 */
export const RECORDED_LEARNER_EMAIL = 'learner@recording.invalid';

const FIRST_NAMES = ['Amel', 'Bilel', 'Chaima', 'Dhia', 'Emna', 'Fares', 'Ghada', 'Hamza', 'Ines', 'Jawher'];
const LAST_NAMES = ['Ayari', 'Belhaj', 'Chebbi', 'Dridi', 'Essid', 'Ferchichi', 'Gharbi', 'Hamdi', 'Jlassi'];

/** The n-th person of a recording, named anew: the same person keeps one name within the recording. */
function generatedPerson(n: number): { firstName: string; lastName: string } {
  return {
    firstName: FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Amel',
    lastName: LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Ayari',
  };
}

function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = fullName, ...rest] = fullName.split(' ');
  return { firstName, lastName: rest.join(' ') };
}

/**
 * The people of a recording, the signed-in learner first, then those comments name, as users
 * without a password, a phone or an e-mail of theirs: named anew and without a photo unless
 * `keepPersonalData`. A person keeps the backend's id, so the learner who commented is one person.
 */
export function peopleRows(
  learner: Profile | null,
  comments: readonly Comment[],
  options: RecordingOptions,
): Person[] {
  const people = new Map<number, { fullName: string; image: string | null }>();
  if (learner !== null) people.set(learner.id, { fullName: learner.fullName, image: learner.image ?? null });
  for (const comment of comments) {
    if (!people.has(comment.userId)) people.set(comment.userId, comment.user);
  }
  return [...people].map(([id, person], n) => {
    const named = options.keepPersonalData ? splitName(person.fullName) : generatedPerson(n);
    return {
      id,
      fullName: options.keepPersonalData ? person.fullName : `${named.firstName} ${named.lastName}`,
      firstName: named.firstName,
      lastName: named.lastName,
      // Never a real address: the mock mails nobody, and nobody signs in as a recorded person.
      email: `person-${String(id)}@recording.invalid`,
      passwordHash: null,
      googleId: null,
      isActive: true,
      isEmailVerified: true,
      image: options.keepPersonalData ? person.image : null,
      createdAt: options.takenAt,
      updatedAt: options.takenAt,
    };
  });
}

/**
 * The signed-in learner's row: their person (`people`), with what their profile says that tells
 * nobody who they are (role, country, city, position, industry, preferences). Their phone, address,
 * employer and birth date are kept only with `keepPersonalData`; their e-mail never (the account is
 * RECORDED_LEARNER_EMAIL). No password: the mock gives the account the seed's (manifest `learner`).
 */
export function learnerRow(profile: Profile, people: readonly Person[], options: RecordingOptions): Person {
  const person = people.find((candidate) => candidate.id === profile.id);
  if (person === undefined) throw new Error('The learner is among the people of the recording');
  const kept = (value: string | null | undefined) => (options.keepPersonalData ? (value ?? '') : '');
  return {
    ...person,
    email: RECORDED_LEARNER_EMAIL,
    role: profile.role,
    phoneNumber: kept(profile.phoneNumber),
    address: kept(profile.address),
    company: kept(profile.company),
    birthDate: kept(profile.birthDate),
    country: profile.country ?? '',
    city: profile.city ?? '',
    position: profile.position ?? '',
    industry: profile.industry ?? '',
    ...(profile.notifications === undefined
      ? {}
      : {
          notifyEmail: profile.notifications.email,
          notifySms: profile.notifications.sms,
          notifyMarketing: profile.notifications.marketing,
        }),
    createdAt: profile.createdAt ?? options.takenAt,
  };
}
