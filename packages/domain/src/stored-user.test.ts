import { describe, expect, it } from 'vitest';

import { StoredUserSchema } from '@formation/contract';

import { mergeStoredUser, toStoredUser } from './stored-user';

const loginUser = { id: 4, fullName: 'Amira Ben Salah', email: 'amira@example.tn', role: 'user' };

describe('the user stored in the browser (product rules 3)', () => {
  it('defaults every missing optional field to an empty string', () => {
    const stored = toStoredUser({ ...loginUser, city: null, country: undefined });
    expect(StoredUserSchema.safeParse(stored).success).toBe(true);
    expect(stored).toMatchObject({
      phoneNumber: '',
      birthDate: '',
      country: '',
      city: '',
      industry: '',
      position: '',
    });
  });

  it('takes the avatar from the image field and upgrades a provider picture to 128 px', () => {
    const stored = toStoredUser({ ...loginUser, image: 'https://lh3.googleusercontent.com/a/abc=s96-c' });
    expect(stored.avatar).toBe('https://lh3.googleusercontent.com/a/abc=s128-c');
    expect(stored.image).toBe(stored.avatar);
  });

  it('keeps role "user" when the reply sends an empty role', () => {
    expect(toStoredUser({ ...loginUser, role: '' }).role).toBe('user');
  });

  it('merges a profile update, keeping what the update does not send', () => {
    const stored = toStoredUser({ ...loginUser, city: 'Tunis', image: 'uploads/a.png' });
    const merged = mergeStoredUser(stored, { city: 'Sfax' });
    expect(merged.city).toBe('Sfax');
    expect(merged.fullName).toBe('Amira Ben Salah');
    expect(merged.avatar).toBe('uploads/a.png');
    expect(mergeStoredUser(stored, { image: 'uploads/b.png' }).avatar).toBe('uploads/b.png');
  });
});
