/**
 * The closed lists of values the contract's schemas are built on, in a module without zod: a page
 * that needs only a list (the filters, an error code) does not load the schemas with it.
 */

/** A course's publication state; PUBLISHED is the value used in queries. */
export const COURSE_STATUSES = ['PUBLISHED', 'DRAFT', 'ARCHIVED'] as const;
/** Session levels (product rules 3 and 9). */
export const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const BADGES = ['new', 'best'] as const;
/** Training programme schedule labels (product rules 9). */
export const SCHEDULE_LABELS = [
  'year-round',
  'monthly',
  'weekly',
  'quarterly',
  'bimonthly',
  'biweekly',
  'semiannual',
] as const;
/** Formats as the filters name them (product rules 9: remote, in person, hybrid). */
export const FORMATS = ['online', 'onsite', 'hybrid'] as const;
/** Time-of-day filter values (product rules 9: after work, weekends, weekdays). */
export const TIMES_OF_DAY = ['afterwork', 'weekends', 'weekdays'] as const;
/** How a session presents itself (product rules 4): guaranteed, last seats, future, past or today; full. */
export const SESSION_STATES = ['guaranteed', 'last-seats', 'full', 'future', 'past'] as const;

/**
 * Stable machine keys the site maps to translated text. The real backend may omit `code`;
 * the site then falls back to `message` (product rules 8: server message, else error message).
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DEACTIVATED',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_TAKEN',
  'VERIFICATION_CODE_INVALID',
  'VERIFICATION_CODE_EXPIRED',
  'ALREADY_VERIFIED',
  'RESEND_COOLDOWN',
  'RESET_TOKEN_INVALID',
  'CURRENT_PASSWORD_WRONG',
  'PROVIDER_TOKEN_INVALID',
  'PROVIDER_ACCOUNT_CONFLICT',
  'PROMO_INVALID',
  'PROMO_NOT_APPLICABLE',
  'PROMO_EXPIRED',
  'PROMO_EXHAUSTED',
  'ALREADY_ENROLLED',
  'SESSION_FULL',
  'SESSION_ENDED',
  'PAYMENT_FAILED',
  'PAYMENT_ALREADY_COMPLETED',
  'COURSE_NOT_PUBLISHED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'MOCK_ADMIN_DISABLED',
  'MOCK_ADMIN_LOCKED',
  'MISDIRECTED_REQUEST',
  'FAULT_INJECTED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

/** The kinds of result of the global search (product rules 3, Search item). */
export const SEARCH_ITEM_TYPES = ['course', 'article', 'page', 'training'] as const;
