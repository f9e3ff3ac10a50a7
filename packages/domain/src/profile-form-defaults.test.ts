import { describe, expect, it } from 'vitest';

import { profileFormDefaults, splitFullName } from './profile-form-defaults';

describe('first and last names from the full name', () => {
  it.each([
    ['Amira Ben Salah', 'Amira', 'Ben Salah'],
    ['  Karim   Jaziri ', 'Karim', 'Jaziri'],
    ['Sonia', 'Sonia', ''],
    ['', '', ''],
  ])('%j → %j + %j', (fullName, firstName, lastName) => {
    expect(splitFullName(fullName)).toEqual({ firstName, lastName });
  });
});

describe('the profile form from a profile', () => {
  it('fills what a spec-only backend leaves out: names from the full name, empty texts, preferences off', () => {
    expect(
      profileFormDefaults({
        id: 1,
        fullName: 'Amira Ben Salah',
        email: 'amira.bensalah@example.tn',
        role: 'user',
        phoneNumber: '+216 20 123 456',
        birthDate: null,
        city: 'Tunis',
        image: null,
      }),
    ).toEqual({
      firstName: 'Amira',
      lastName: 'Ben Salah',
      email: 'amira.bensalah@example.tn',
      phonePrefix: '+216',
      phoneNumber: '20 123 456',
      position: '',
      industry: '',
      company: '',
      country: '',
      city: 'Tunis',
      address: '',
      birthDate: '',
      notifications: { email: false, sms: false, marketing: false },
    });
  });

  it('keeps the fields of ours when the backend sends them', () => {
    const form = profileFormDefaults({
      id: 1,
      fullName: 'Amira Ben Salah',
      firstName: 'Amira B.',
      lastName: 'Salah',
      email: 'a@example.tn',
      role: 'user',
      company: 'Tunisie Telecom',
      notifications: { email: true, sms: false, marketing: true },
    });
    expect(form).toMatchObject({
      firstName: 'Amira B.',
      lastName: 'Salah',
      company: 'Tunisie Telecom',
      notifications: { email: true, sms: false, marketing: true },
    });
  });
});
