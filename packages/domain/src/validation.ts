/**
 * The product rules' form rules (section 5) as zod schemas whose messages are translation keys. The site's
 * forms and the mock API use these; each form's output maps onto the contract's request body.
 */
import { z } from 'zod';

import {
  CONTACT_CATEGORIES,
  CONTACT_ROLES,
  FULL_NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PAYMENT_METHODS,
  RATE_MAX,
  RATE_MIN,
  VERIFICATION_CODE_LENGTH,
  type ContactRequestBody,
  type CreateCommentBody,
  type EnrollmentForm,
  type RegisterBody,
  type UpdateProfileBody,
} from '@formation/contract';

import { composePhoneNumber, DEFAULT_DIAL_CODE } from './phone-prefixes';

/** Every message key with its English text; the English words are the product rules' where it gives them. */
export const VALIDATION_MESSAGES = {
  'validation.fullName.required': 'Full name is required',
  'validation.fullName.min': 'Full name must be at least 3 characters long',
  'validation.name.required': 'Name is required',
  'validation.email.required': 'Email is required',
  'validation.email.invalid': 'Please enter a valid email address',
  'validation.password.required': 'Password is required',
  'validation.password.min': 'Password must be at least 8 characters long',
  'validation.password.mismatch': 'Passwords do not match',
  'validation.password.currentRequired': 'Current password is required',
  'validation.appointmentTime.required': 'Appointment time is required',
  'validation.paymentMethod.required': 'Please choose a payment method',
  'validation.promoCode.required': 'Please enter a promo code',
  'validation.promoCode.invalid': 'Invalid promo code for this course',
  'validation.message.required': 'Message is required',
  'validation.category.required': 'Category is required',
  'validation.role.required': 'Please tell us who you are',
  'validation.comment.loginRequired': 'You must be logged in to comment',
  'validation.comment.required': 'Please write a comment',
  'validation.comment.tooLong': 'Your comment is too long',
  'validation.rating.required': 'Please provide a rating',
  'validation.code.invalid': 'The code must be exactly 6 digits',
  'validation.birthDate.invalid': 'Please enter a valid date of birth',
  'validation.text.tooLong': 'This text is too long',
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

const key = (k: ValidationMessageKey) => k;

const requiredText = (message: ValidationMessageKey, max = 200) =>
  z
    .string({ required_error: key(message) })
    .trim()
    .min(1, key(message))
    .max(max, key('validation.text.tooLong'));

/**
 * The email rule with its length bound in front, as one pattern: zod runs every check of a string
 * even after one fails, and the lookahead ends an over-long address after EMAIL_MAX_LENGTH characters
 * before the rule's pattern starts. One pattern rather than a pipe, because a pipe is checked a tick
 * later when a form validates asynchronously, and its message would then come after the later fields'.
 */
export const EMAIL_FORM_PATTERN = /^(?=.{1,254}$)[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

const email = () =>
  z
    .string({ required_error: key('validation.email.required') })
    .trim()
    .min(1, key('validation.email.required'))
    .regex(EMAIL_FORM_PATTERN, key('validation.email.invalid'));

const newPassword = () =>
  z
    .string({ required_error: key('validation.password.required') })
    .min(PASSWORD_MIN_LENGTH, key('validation.password.min'))
    .max(200, key('validation.text.tooLong'));

const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { message: key('validation.password.mismatch'), path: ['confirmPassword'] };

export const signUpFormSchema = z
  .object({
    fullName: z
      .string({ required_error: key('validation.fullName.required') })
      .trim()
      .min(FULL_NAME_MIN_LENGTH, key('validation.fullName.min'))
      .max(160, key('validation.text.tooLong')),
    email: email(),
    phonePrefix: z.string().default(DEFAULT_DIAL_CODE),
    // Product rules 5: the phone is not validated.
    phoneNumber: z.string().max(30, key('validation.text.tooLong')).default(''),
    password: newPassword(),
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, mismatch);
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** The registration payload (product rules 3): phoneNumber is prefix, one space, number. */
export function toRegisterBody(form: SignUpForm): RegisterBody {
  return {
    fullName: form.fullName,
    email: form.email.toLowerCase(),
    phoneNumber: composePhoneNumber(form.phonePrefix, form.phoneNumber),
    password: form.password,
  };
}

/** Product rules 5: email and password both required. */
export const loginFormSchema = z.object({
  email: email(),
  password: z
    .string({ required_error: key('validation.password.required') })
    .min(1, key('validation.password.required')),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const resetRequestFormSchema = z.object({ email: email() });

/** Product rules 5: new password and confirmation must match. */
export const newPasswordFormSchema = z
  .object({ password: newPassword(), confirmPassword: z.string() })
  .refine(passwordsMatch, mismatch);

export const passwordChangeFormSchema = z
  .object({
    currentPassword: z.string().min(1, key('validation.password.currentRequired')),
    password: newPassword(),
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, mismatch);

/** Product rules 5: full name required; email required and valid; appointment time required. */
export const enrollmentFormSchema = z.object({
  fullName: requiredText('validation.fullName.required', 160),
  email: email(),
  appointmentTime: z
    .string({ required_error: key('validation.appointmentTime.required') })
    .min(1, key('validation.appointmentTime.required'))
    .refine((v) => !Number.isNaN(Date.parse(v)), key('validation.appointmentTime.required')),
  paymentMethod: z.enum(PAYMENT_METHODS, {
    errorMap: () => ({ message: key('validation.paymentMethod.required') }),
  }),
  promoCode: z.string().trim().max(40, key('validation.promoCode.invalid')).default(''),
});
export type EnrollmentFormValues = z.infer<typeof enrollmentFormSchema>;

export function toEnrollmentForm(values: EnrollmentFormValues): EnrollmentForm {
  return {
    fullName: values.fullName,
    email: values.email.toLowerCase(),
    appointmentTime: new Date(values.appointmentTime).toISOString(),
    paymentMethod: values.paymentMethod,
    ...(values.promoCode === '' ? {} : { promoCode: values.promoCode.toUpperCase() }),
  };
}

/** Product rules 5: the promo code must be non-empty when applying. */
export const promoCodeSchema = z
  .string()
  .trim()
  .min(1, key('validation.promoCode.required'))
  .max(40, key('validation.promoCode.invalid'))
  .regex(/^[\w-]+$/, key('validation.promoCode.invalid'));

/** Product rules 5: valid email, name, category and message required. */
export const contactFormSchema = z.object({
  role: z.enum(CONTACT_ROLES, { errorMap: () => ({ message: key('validation.role.required') }) }),
  name: requiredText('validation.name.required', 160),
  email: email(),
  subject: z.string().trim().max(200, key('validation.text.tooLong')).default(''),
  message: requiredText('validation.message.required', 5000),
  category: z.enum(CONTACT_CATEGORIES, {
    errorMap: () => ({ message: key('validation.category.required') }),
  }),
  phone: z.string().trim().max(40, key('validation.text.tooLong')).optional(),
  company: z.string().trim().max(160, key('validation.text.tooLong')).optional(),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export function toContactRequestBody(form: ContactForm): ContactRequestBody {
  const { phone, company, ...rest } = form;
  return {
    ...rest,
    email: form.email.toLowerCase(),
    ...(phone ? { phone } : {}),
    ...(company ? { company } : {}),
  };
}

/** Product rules 5: a comment needs a logged-in user, text, and a rating. */
export const commentFormSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, key('validation.comment.required'))
    .max(2000, key('validation.comment.tooLong')),
  rate: z
    .number({
      required_error: key('validation.rating.required'),
      invalid_type_error: key('validation.rating.required'),
    })
    .int(key('validation.rating.required'))
    .min(RATE_MIN, key('validation.rating.required'))
    .max(RATE_MAX, key('validation.rating.required')),
});
export type CommentForm = z.infer<typeof commentFormSchema>;

/** The first rule of product rules 5 for comments, checked before the form: null when allowed. */
export function commentBlocker(isLoggedIn: boolean): ValidationMessageKey | null {
  return isLoggedIn ? null : 'validation.comment.loginRequired';
}

export function toCreateCommentBody(courseId: number, form: CommentForm): CreateCommentBody {
  return { courseId, content: form.content, rate: form.rate };
}

/** Product rules 5 and 9: the verification code is exactly 6 digits. */
export const verificationCodeFormSchema = z.object({
  code: z.string().regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), key('validation.code.invalid')),
});

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/**
 * Whatever was typed or pasted into the code field → at most 6 ASCII digits. Arabic-Indic digits
 * (٠١٢…, as an Arabic keyboard types them) count as digits; spaces and dashes of a pasted code go.
 */
export function extractVerificationCode(input: string): string {
  let digits = '';
  for (const char of input) {
    const cp = char.codePointAt(0) ?? 0;
    if (char >= '0' && char <= '9') digits += char;
    else if (cp >= ARABIC_INDIC_ZERO && cp <= ARABIC_INDIC_ZERO + 9) digits += String(cp - ARABIC_INDIC_ZERO);
    else if (cp >= EXTENDED_ARABIC_INDIC_ZERO && cp <= EXTENDED_ARABIC_INDIC_ZERO + 9)
      digits += String(cp - EXTENDED_ARABIC_INDIC_ZERO);
    if (digits.length === VERIFICATION_CODE_LENGTH) break;
  }
  return digits;
}

const optionalText = (max: number) => z.string().trim().max(max, key('validation.text.tooLong')).default('');

/** The profile screen (product rules 2): personal info and notification preferences. */
export const profileFormSchema = z.object({
  firstName: requiredText('validation.name.required', 80),
  lastName: requiredText('validation.name.required', 80),
  email: email(),
  phonePrefix: z.string().default(DEFAULT_DIAL_CODE),
  phoneNumber: optionalText(30),
  position: optionalText(120),
  industry: optionalText(120),
  company: optionalText(160),
  country: optionalText(80),
  city: optionalText(80),
  address: optionalText(250),
  birthDate: z
    .string()
    .default('')
    .refine(
      (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))),
      key('validation.birthDate.invalid'),
    ),
  notifications: z.object({ email: z.boolean(), sms: z.boolean(), marketing: z.boolean() }),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

export const newsletterFormSchema = z.object({ email: email() });

/** Profile form → PATCH /users/{id} JSON body; the full name follows the first and last names. */
export function toUpdateProfileBody(form: ProfileForm): UpdateProfileBody {
  const { phonePrefix, phoneNumber, ...rest } = form;
  return {
    ...rest,
    email: form.email.toLowerCase(),
    fullName: `${form.firstName} ${form.lastName}`,
    phoneNumber: composePhoneNumber(phonePrefix, phoneNumber),
  };
}
