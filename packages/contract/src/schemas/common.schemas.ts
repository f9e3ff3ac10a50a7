import { z } from 'zod';

/** Database ids are positive integers (product rules 7: favorites send `userId` as an integer). */
export const IdSchema = z.number().int().positive();

/** Path parameters arrive as text; they are read as positive integers. */
export const IdParamSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const SlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug is lower-case words joined by hyphens');

export const IsoDateTimeSchema = z.string().datetime({ offset: true }).describe('ISO 8601 date-time');
export const IsoDateSchema = z.string().date().describe('ISO 8601 calendar date (YYYY-MM-DD)');

/** Dinars (DT), excluding tax, per participant; up to 3 decimals (millimes). */
export const MoneySchema = z
  .number()
  .nonnegative()
  .max(10_000_000)
  .refine((n) => Math.round(n * 1000) === Number((n * 1000).toFixed(6)), 'At most 3 decimals (millimes)')
  .describe('Amount in Tunisian dinars (DT), at most 3 decimals');

/**
 * Product rules 5: "simple pattern text, at sign, text, dot, text": the one email rule, site and server
 * alike. After the at sign come one character, then text without a dot up to the next dot, then text:
 * the same addresses as `^[^\s@]+@[^\s@]+\.[^\s@]+$`, but each character has one place to go, so
 * matching takes time linear in the length. The other spelling tried every dot against every end,
 * and "a@" followed by many dots took seconds.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** [defined by us] The longest address accepted: the most a mail server's path can carry. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A string checked for its length, then for the email pattern. A pipe, because zod runs every check
 * of a string even once one has failed: the pattern never sees more than EMAIL_MAX_LENGTH characters.
 * ts-rest's OpenAPI generator does not look inside a pipe; it writes what `metaOpenApi` holds.
 */
function emailAddress(text: z.ZodString, message: string) {
  const checked = text.max(EMAIL_MAX_LENGTH).pipe(z.string().regex(SIMPLE_EMAIL_PATTERN, message));
  Object.assign(checked, {
    metaOpenApi: { type: 'string', maxLength: EMAIL_MAX_LENGTH, pattern: SIMPLE_EMAIL_PATTERN.source },
  });
  return checked;
}

/** An email address as answers carry it. */
export const EmailAddressSchema = emailAddress(z.string(), 'Invalid email address');

/** An email address as requests send it: trimmed and lower-cased before the check. */
export const EmailSchema = emailAddress(z.string().trim().toLowerCase(), 'Invalid email address');

export const MessageReplySchema = z.object({ message: z.string() });

export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(12),
});
