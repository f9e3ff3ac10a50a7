import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';

import {
  ContactRequestBodySchema,
  CreateCommentBodySchema,
  EMAIL_MAX_LENGTH,
  EnrollmentFormSchema,
  RegisterBodySchema,
  SIMPLE_EMAIL_PATTERN,
  UpdateProfileBodySchema,
} from '@formation/contract';

import {
  commentBlocker,
  commentFormSchema,
  contactFormSchema,
  EMAIL_FORM_PATTERN,
  enrollmentFormSchema,
  extractVerificationCode,
  loginFormSchema,
  newPasswordFormSchema,
  newsletterFormSchema,
  passwordChangeFormSchema,
  profileFormSchema,
  promoCodeSchema,
  resetRequestFormSchema,
  signUpFormSchema,
  toContactRequestBody,
  toCreateCommentBody,
  toEnrollmentForm,
  toRegisterBody,
  toUpdateProfileBody,
  VALIDATION_MESSAGES,
  verificationCodeFormSchema,
} from './validation';

/** The first message key of a failed parse, by field (what the form shows, as zodResolver does). */
function errorsOf(schema: z.ZodTypeAny, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

const signUp = {
  fullName: 'Amira Ben Salah',
  email: 'Amira@Example.tn',
  phonePrefix: '+216',
  phoneNumber: '20 123 456',
  password: 'motdepasse',
  confirmPassword: 'motdepasse',
};

describe('message keys', () => {
  it('quote the documented words exactly in English', () => {
    expect(VALIDATION_MESSAGES['validation.fullName.min']).toBe(
      'Full name must be at least 3 characters long',
    );
    expect(VALIDATION_MESSAGES['validation.email.invalid']).toBe('Please enter a valid email address');
    expect(VALIDATION_MESSAGES['validation.password.min']).toBe(
      'Password must be at least 8 characters long',
    );
    expect(VALIDATION_MESSAGES['validation.password.mismatch']).toBe('Passwords do not match');
    expect(VALIDATION_MESSAGES['validation.promoCode.required']).toBe('Please enter a promo code');
    expect(VALIDATION_MESSAGES['validation.promoCode.invalid']).toBe('Invalid promo code for this course');
    expect(VALIDATION_MESSAGES['validation.comment.loginRequired']).toBe('You must be logged in to comment');
    expect(VALIDATION_MESSAGES['validation.comment.required']).toBe('Please write a comment');
    expect(VALIDATION_MESSAGES['validation.rating.required']).toBe('Please provide a rating');
  });

  it('are nested keys, never free text', () => {
    for (const k of Object.keys(VALIDATION_MESSAGES)) expect(k).toMatch(/^validation\.[a-zA-Z]+\.[a-zA-Z]+$/);
  });
});

describe('sign-up (product rules 5)', () => {
  it('accepts a valid form and builds the registration payload with prefix, one space, number', () => {
    const form = signUpFormSchema.parse(signUp);
    expect(toRegisterBody(form)).toEqual({
      fullName: 'Amira Ben Salah',
      email: 'amira@example.tn',
      phoneNumber: '+216 20 123 456',
      password: 'motdepasse',
    });
  });

  it('full name: trimmed, at least 3 characters', () => {
    expect(errorsOf(signUpFormSchema, { ...signUp, fullName: '  Al ' })).toEqual({
      fullName: 'validation.fullName.min',
    });
    expect(errorsOf(signUpFormSchema, { ...signUp, fullName: 'Ali' })).toEqual({});
    expect(errorsOf(signUpFormSchema, { ...signUp, fullName: 'علي' })).toEqual({});
  });

  it('email: text, at sign, text, dot, text', () => {
    for (const bad of ['amira', 'amira@', 'amira@example', '@example.tn', 'am ira@example.tn', 'a@b.']) {
      expect(errorsOf(signUpFormSchema, { ...signUp, email: bad }).email, bad).toBe(
        'validation.email.invalid',
      );
    }
    expect(errorsOf(signUpFormSchema, { ...signUp, email: 'a@b.c' })).toEqual({});
    expect(errorsOf(signUpFormSchema, { ...signUp, email: '' }).email).toBe('validation.email.required');
  });

  it('password: at least 8 characters; confirmation equal', () => {
    expect(
      errorsOf(signUpFormSchema, { ...signUp, password: '1234567', confirmPassword: '1234567' }),
    ).toEqual({
      password: 'validation.password.min',
    });
    expect(errorsOf(signUpFormSchema, { ...signUp, confirmPassword: 'autre-chose' })).toEqual({
      confirmPassword: 'validation.password.mismatch',
    });
  });

  it('phone: not validated, and an empty number sends an empty phone', () => {
    const form = signUpFormSchema.parse({ ...signUp, phoneNumber: 'n/a ☎' });
    expect(toRegisterBody(form).phoneNumber).toBe('+216 n/a ☎');
    expect(toRegisterBody(signUpFormSchema.parse({ ...signUp, phoneNumber: '' })).phoneNumber).toBe('');
  });

  it('defaults the prefix to +216', () => {
    expect(signUpFormSchema.parse({ ...signUp, phonePrefix: undefined }).phonePrefix).toBe('+216');
  });

  it('whatever the form accepts, the API accepts', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 3, maxLength: 40 }).filter((s) => s.trim().length >= 3),
        fc.emailAddress(),
        fc.string({ minLength: 8, maxLength: 40 }),
        fc.string({ maxLength: 20 }),
        (fullName, email, password, phoneNumber) => {
          const parsed = signUpFormSchema.safeParse({
            fullName,
            email,
            password,
            confirmPassword: password,
            phoneNumber,
          });
          if (parsed.success)
            expect(RegisterBodySchema.safeParse(toRegisterBody(parsed.data)).success).toBe(true);
        },
      ),
    );
  });
});

describe('every email field (product rules 5: text, at sign, text, dot, text)', () => {
  /** The rule as it was first written: the reference the forms must agree with on every string. */
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- the slow spelling is the reference, run on a few hundred characters at most
  const REFERENCE_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  /** The message key the field shows for what was typed, as the rule and the 254 characters decide. */
  const expectedKey = (typed: string) => {
    const text = typed.trim();
    if (text === '') return 'validation.email.required';
    return text.length <= 254 && REFERENCE_PATTERN.test(text) ? undefined : 'validation.email.invalid';
  };

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('refuses "a@" and a quarter megabyte of dots at the length bound, in front of the rule’s pattern', () => {
    // The form's pattern is the contract's rule behind a lookahead that ends after 254 characters:
    // a literal, so the regexp lint checks it, and this keeps it the same rule.
    expect(EMAIL_FORM_PATTERN.source).toBe(
      `^(?=.{1,${String(EMAIL_MAX_LENGTH)}}$)${SIMPLE_EMAIL_PATTERN.source.slice(1)}`,
    );
    const test = vi.spyOn(SIMPLE_EMAIL_PATTERN, 'test');
    const pasted = `a@${'.'.repeat(256 * 1024)}@`;
    for (const schema of [newsletterFormSchema, resetRequestFormSchema, loginFormSchema])
      expect(errorsOf(schema, { email: pasted, password: 'x' }).email).toBe('validation.email.invalid');
    expect(test).not.toHaveBeenCalled();
  });

  it('names an invalid email in field order when a form validates asynchronously', async () => {
    const typed = { role: '', name: '', category: 'quote', message: '' };
    const result = await contactFormSchema.safeParseAsync({ ...typed, email: 'sonia.trabelsi@ministere' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['role', 'validation.role.required'],
      ['name', 'validation.name.required'],
      ['email', 'validation.email.invalid'],
      ['message', 'validation.message.required'],
    ]);
  });

  it('shows the same message as the rule for whatever is typed (property)', () => {
    const unit = fc.constantFrom('a', 'B', '@', '.', ' ', '\t');
    const typed = fc.oneof(
      fc.string({ unit, maxLength: 24 }),
      fc.string({ unit, minLength: 250, maxLength: 260 }),
    );
    fc.assert(
      fc.property(typed, (email) => {
        expect(errorsOf(newsletterFormSchema, { email }).email).toBe(expectedKey(email));
        expect(errorsOf(signUpFormSchema, { ...signUp, email }).email).toBe(expectedKey(email));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('login and password forms (product rules 5)', () => {
  it('login: email and password both required', () => {
    expect(errorsOf(loginFormSchema, { email: '', password: '' })).toEqual({
      email: 'validation.email.required',
      password: 'validation.password.required',
    });
    expect(errorsOf(loginFormSchema, { email: 'a@b.tn', password: 'x' })).toEqual({});
  });

  it('reset: new password and confirmation must match', () => {
    expect(
      errorsOf(newPasswordFormSchema, { password: 'nouveau-mdp', confirmPassword: 'nouveau-mdx' }),
    ).toEqual({
      confirmPassword: 'validation.password.mismatch',
    });
    expect(errorsOf(newPasswordFormSchema, { password: 'court', confirmPassword: 'court' })).toEqual({
      password: 'validation.password.min',
    });
  });

  it('password change: current, new (8+), confirm', () => {
    expect(
      errorsOf(passwordChangeFormSchema, {
        currentPassword: '',
        password: 'nouveau-mdp',
        confirmPassword: 'nouveau-mdp',
      }),
    ).toEqual({ currentPassword: 'validation.password.currentRequired' });
  });
});

describe('enrollment (product rules 5)', () => {
  const enrollment = {
    fullName: 'Amira Ben Salah',
    email: 'amira@example.tn',
    appointmentTime: '2026-12-01T10:00',
    paymentMethod: 'onsite',
    promoCode: ' bienvenue15 ',
  };

  it('requires full name, a valid email and the appointment time', () => {
    expect(
      errorsOf(enrollmentFormSchema, { ...enrollment, fullName: '', email: '', appointmentTime: '' }),
    ).toEqual({
      fullName: 'validation.fullName.required',
      email: 'validation.email.required',
      appointmentTime: 'validation.appointmentTime.required',
    });
    expect(errorsOf(enrollmentFormSchema, { ...enrollment, email: 'amira@tn' }).email).toBe(
      'validation.email.invalid',
    );
    expect(errorsOf(enrollmentFormSchema, { ...enrollment, paymentMethod: undefined }).paymentMethod).toBe(
      'validation.paymentMethod.required',
    );
  });

  it('maps onto the contract, with the code upper-cased and the time in ISO', () => {
    const body = toEnrollmentForm(enrollmentFormSchema.parse(enrollment));
    expect(body.promoCode).toBe('BIENVENUE15');
    expect(EnrollmentFormSchema.safeParse(body).success).toBe(true);
    const noCode = toEnrollmentForm(enrollmentFormSchema.parse({ ...enrollment, promoCode: '' }));
    expect('promoCode' in noCode).toBe(false);
  });

  it('promo code: non-empty when applying', () => {
    expect(errorsOf(promoCodeSchema, '   ')).toEqual({ _: 'validation.promoCode.required' });
    expect(errorsOf(promoCodeSchema, 'BAD CODE!')).toEqual({ _: 'validation.promoCode.invalid' });
    expect(errorsOf(promoCodeSchema, 'BIENVENUE15')).toEqual({});
  });
});

describe('contact (product rules 5)', () => {
  const contact = {
    role: 'enterprise',
    name: 'Karim Jaziri',
    email: 'karim@societe.tn',
    subject: 'Devis PMP',
    message: 'Bonjour, un devis pour 8 personnes.',
    category: 'quote',
  };
  it('requires a valid email, name, category and message', () => {
    expect(
      errorsOf(contactFormSchema, { ...contact, name: ' ', email: 'x', message: '', category: '' }),
    ).toEqual({
      name: 'validation.name.required',
      email: 'validation.email.invalid',
      message: 'validation.message.required',
      category: 'validation.category.required',
    });
  });
  it('maps onto the contract without empty optional fields', () => {
    const body = toContactRequestBody(contactFormSchema.parse({ ...contact, phone: '' }));
    expect('phone' in body).toBe(false);
    expect(ContactRequestBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('comment (product rules 5)', () => {
  it('needs a logged-in user', () => {
    expect(commentBlocker(false)).toBe('validation.comment.loginRequired');
    expect(commentBlocker(true)).toBeNull();
  });
  it('needs text and a rating', () => {
    expect(errorsOf(commentFormSchema, { content: '  ', rate: undefined })).toEqual({
      content: 'validation.comment.required',
      rate: 'validation.rating.required',
    });
    expect(errorsOf(commentFormSchema, { content: 'Très bien', rate: 0 })).toEqual({
      rate: 'validation.rating.required',
    });
    expect(errorsOf(commentFormSchema, { content: 'Très bien', rate: 6 })).toEqual({
      rate: 'validation.rating.required',
    });
  });
  it('maps onto the contract', () => {
    const body = toCreateCommentBody(3, commentFormSchema.parse({ content: ' ممتاز ', rate: 5 }));
    expect(body).toEqual({ courseId: 3, content: 'ممتاز', rate: 5 });
    expect(CreateCommentBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('verification code (product rules 5 and 9: 6 digits)', () => {
  it('accepts exactly 6 digits', () => {
    expect(errorsOf(verificationCodeFormSchema, { code: '123456' })).toEqual({});
    for (const bad of ['12345', '1234567', '12345a', '']) {
      expect(errorsOf(verificationCodeFormSchema, { code: bad })).toEqual({
        code: 'validation.code.invalid',
      });
    }
  });
  it('reads a pasted code: digits only, Arabic-Indic digits too, at most 6', () => {
    expect(extractVerificationCode('123 456')).toBe('123456');
    expect(extractVerificationCode('Code : 123-456-789')).toBe('123456');
    expect(extractVerificationCode('١٢٣٤٥٦')).toBe('123456');
    expect(extractVerificationCode('۱۲۳abc')).toBe('123');
    expect(extractVerificationCode('')).toBe('');
  });
});

describe('profile', () => {
  const profile = {
    firstName: 'Amira',
    lastName: 'Ben Salah',
    email: 'amira@example.tn',
    phonePrefix: '+33',
    phoneNumber: '6 12 34 56 78',
    birthDate: '1994-03-08',
    notifications: { email: true, sms: false, marketing: false },
  };
  it('maps onto the contract with the full name and composed phone', () => {
    const body = toUpdateProfileBody(profileFormSchema.parse(profile));
    expect(body.fullName).toBe('Amira Ben Salah');
    expect(body.phoneNumber).toBe('+33 6 12 34 56 78');
    expect(UpdateProfileBodySchema.safeParse(body).success).toBe(true);
  });
  it('refuses an impossible birth date', () => {
    expect(errorsOf(profileFormSchema, { ...profile, birthDate: '1994-13-45' })).toEqual({
      birthDate: 'validation.birthDate.invalid',
    });
    expect(errorsOf(profileFormSchema, { ...profile, birthDate: '' })).toEqual({});
  });
});
