import { describe, expect, it } from 'vitest';

import {
  BlogListReplySchema,
  CourseReceivedSchema,
  EnrollmentFormSchema,
  FULL_NAME_MIN_LENGTH,
  IdParamSchema,
  LoginReplySchema,
  MoneySchema,
  PASSWORD_MIN_LENGTH,
  RegisterBodySchema,
  SlugSchema,
  UpdateProfileBodySchema,
  VERIFICATION_CODE_LENGTH,
  VerificationCodeSchema,
} from './index.js';

/** A course with only the fields product rules 3 lists for the course as received. */
const specCourse = {
  id: 1,
  title: 'PMP® – Préparation à la certification',
  description: 'Cinq jours pour réussir l’examen PMP.',
  originalPrice: 2400,
  discountedPrice: 0,
  nextSession: '2026-12-05',
  duration: 5,
  type: 'Présentiel',
  location: 'Tunis',
  image: 'uploads\\courses\\pmp.jpg',
  generalSchedule: 'Week-end',
  slug: 'pmp-preparation',
  isBestSeller: true,
};

describe('entity schemas', () => {
  it('accept a course with only the documented fields (the extensions are optional)', () => {
    expect(CourseReceivedSchema.safeParse(specCourse).success).toBe(true);
  });

  it('refuse a course whose price is text or negative', () => {
    expect(CourseReceivedSchema.safeParse({ ...specCourse, originalPrice: '2400' }).success).toBe(false);
    expect(CourseReceivedSchema.safeParse({ ...specCourse, originalPrice: -1 }).success).toBe(false);
  });

  it('keep money to millimes (3 decimals)', () => {
    expect(MoneySchema.safeParse(1190.125).success).toBe(true);
    expect(MoneySchema.safeParse(0.1 + 0.2).success).toBe(true);
    expect(MoneySchema.safeParse(12.3456).success).toBe(false);
  });

  it('accept a login reply with the token in either place', () => {
    const user = { id: 1, fullName: 'Amira Ben Salah', email: 'amira@example.tn', role: 'user' };
    expect(LoginReplySchema.safeParse({ user, token: { access_token: 'abc' } }).success).toBe(true);
    expect(LoginReplySchema.safeParse({ user, access_token: 'abc' }).success).toBe(true);
    expect(LoginReplySchema.safeParse({ user, token: { access_token: '' } }).success).toBe(false);
  });

  it('read the blog list under results or data', () => {
    expect(BlogListReplySchema.safeParse({ results: [] }).success).toBe(true);
    expect(BlogListReplySchema.safeParse({ data: [] }).success).toBe(true);
  });

  it('read path ids as positive integers only', () => {
    expect(IdParamSchema.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '9'.repeat(30)]) {
      expect(IdParamSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('accept kebab-case slugs only', () => {
    expect(SlugSchema.safeParse('pmp-preparation-2026').success).toBe(true);
    for (const bad of ['', 'PMP', 'a--b', '-a', '../etc', 'a b'])
      expect(SlugSchema.safeParse(bad).success).toBe(false);
  });
});

describe('request limits of product rules 5 and 9', () => {
  const valid = {
    fullName: 'Amira',
    email: 'amira@example.tn',
    phoneNumber: '+216 20 123 456',
    password: 'secret123',
  };

  it('sign-up: full name at least 3 characters once trimmed, password at least 8', () => {
    expect(FULL_NAME_MIN_LENGTH).toBe(3);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(RegisterBodySchema.safeParse(valid).success).toBe(true);
    expect(RegisterBodySchema.safeParse({ ...valid, fullName: '  ab  ' }).success).toBe(false);
    expect(RegisterBodySchema.safeParse({ ...valid, fullName: 'abc' }).success).toBe(true);
    expect(RegisterBodySchema.safeParse({ ...valid, password: '1234567' }).success).toBe(false);
    expect(RegisterBodySchema.safeParse({ ...valid, password: '12345678' }).success).toBe(true);
  });

  it('sign-up: the phone is not validated beyond its length', () => {
    expect(RegisterBodySchema.safeParse({ ...valid, phoneNumber: '' }).success).toBe(true);
  });

  it('verification code: exactly 6 digits', () => {
    expect(VERIFICATION_CODE_LENGTH).toBe(6);
    expect(VerificationCodeSchema.safeParse('012345').success).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', ' 12345', '١٢٣٤٥٦', '']) {
      expect(VerificationCodeSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('enrollment: full name, valid email and appointment time required', () => {
    const form = {
      fullName: 'Amira Ben Salah',
      email: 'amira@example.tn',
      appointmentTime: '2026-12-01T10:00:00+01:00',
      paymentMethod: 'onsite',
    };
    expect(EnrollmentFormSchema.safeParse(form).success).toBe(true);
    expect(EnrollmentFormSchema.safeParse({ ...form, fullName: ' ' }).success).toBe(false);
    expect(EnrollmentFormSchema.safeParse({ ...form, email: 'amira@' }).success).toBe(false);
    expect(EnrollmentFormSchema.safeParse({ ...form, appointmentTime: '' }).success).toBe(false);
    expect(EnrollmentFormSchema.safeParse({ ...form, paymentMethod: 'cash' }).success).toBe(false);
  });

  it('profile update: unknown fields are refused rather than silently stored', () => {
    expect(UpdateProfileBodySchema.safeParse({ city: 'Sfax' }).success).toBe(true);
    expect(UpdateProfileBodySchema.safeParse({ role: 'admin' }).success).toBe(false);
  });
});
