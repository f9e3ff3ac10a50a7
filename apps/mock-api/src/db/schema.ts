import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** JSON columns hold lists that are read and written whole (programme, objectives…). */
const json = <T>(name: string) => text(name, { mode: 'json' }).$type<T>();

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fullName: text('full_name').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('user'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    isEmailVerified: integer('is_email_verified', { mode: 'boolean' }).notNull().default(false),
    googleId: text('google_id'),
    phoneNumber: text('phone_number').notNull().default(''),
    position: text('position').notNull().default(''),
    industry: text('industry').notNull().default(''),
    company: text('company').notNull().default(''),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    birthDate: text('birth_date').notNull().default(''),
    image: text('image'),
    notifyEmail: integer('notify_email', { mode: 'boolean' }).notNull().default(true),
    notifySms: integer('notify_sms', { mode: 'boolean' }).notNull().default(false),
    notifyMarketing: integer('notify_marketing', { mode: 'boolean' }).notNull().default(false),
    /** Bumped when the password changes: tokens signed with an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_id_unique').on(t.googleId),
  ],
);

export const verificationCodes = sqliteTable('verification_codes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  expiresAt: text('expires_at').notNull(),
  resendAvailableAt: text('resend_available_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: text('used_at'),
  createdAt: text('created_at').notNull(),
});

export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('password_resets_token_unique').on(t.tokenHash)],
);

export const courses = sqliteTable(
  'courses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    domain: text('domain').notNull(),
    certification: text('certification'),
    category: text('category').notNull(),
    status: text('status', { enum: ['PUBLISHED', 'DRAFT', 'ARCHIVED'] }).notNull(),
    originalPrice: real('original_price').notNull(),
    discountedPrice: real('discounted_price').notNull().default(0),
    duration: real('duration').notNull(),
    durationHours: real('duration_hours').notNull(),
    type: text('type').notNull(),
    location: text('location').notNull(),
    generalSchedule: text('general_schedule').notNull(),
    level: text('level', { enum: ['beginner', 'intermediate', 'advanced', 'expert'] }).notNull(),
    image: text('image'),
    isBestSeller: integer('is_best_seller', { mode: 'boolean' }).notNull(),
    isNew: integer('is_new', { mode: 'boolean' }).notNull(),
    isGuaranteed: integer('is_guaranteed', { mode: 'boolean' }).notNull(),
    maxParticipants: integer('max_participants').notNull(),
    enrolledCount: integer('enrolled_count').notNull(),
    instructor: json<{ name: string; title: string; bio: string; photo: string | null } | null>('instructor'),
    programme: json<{ title: string; topics: string[] }[]>('programme').notNull(),
    objectives: json<string[]>('objectives').notNull(),
    prerequisites: json<string[]>('prerequisites').notNull(),
    included: json<string[]>('included').notNull(),
    sessionDates:
      json<{ startDate: string; endDate: string; timeRange: string }[]>('session_dates').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('courses_slug_unique').on(t.slug), index('courses_status').on(t.status)],
);

export const comments = sqliteTable(
  'comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    rate: integer('rate').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('comments_course').on(t.courseId)],
);

export const favorites = sqliteTable(
  'favorites',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('favorites_user_course').on(t.userId, t.courseId)],
);

export const enrollments = sqliteTable(
  'enrollments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'confirmed'] }).notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    appointmentTime: text('appointment_time').notNull(),
    paymentMethod: text('payment_method', { enum: ['online', 'onsite'] }).notNull(),
    paymentStatus: text('payment_status', { enum: ['awaiting', 'pending', 'succeeded', 'failed'] }).notNull(),
    promoCode: text('promo_code'),
    subtotal: real('subtotal').notNull(),
    discount: real('discount').notNull(),
    total: real('total').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('enrollments_user_course').on(t.userId, t.courseId)],
);

export const payments = sqliteTable('payments', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  enrollmentId: integer('enrollment_id')
    .notNull()
    .references(() => enrollments.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  courseId: integer('course_id').notNull(),
  method: text('method', { enum: ['online', 'onsite'] }).notNull(),
  status: text('status', { enum: ['awaiting', 'pending', 'succeeded', 'failed'] }).notNull(),
  amount: real('amount').notNull(),
  returnUrl: text('return_url'),
  createdAt: text('created_at').notNull(),
  updatedAt: text('updated_at').notNull(),
});

export const coupons = sqliteTable(
  'coupons',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['percent', 'fixed'] }).notNull(),
    discountValue: real('discount_value').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at'),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
  },
  (t) => [uniqueIndex('coupons_code_unique').on(t.code)],
);

export const couponUsages = sqliteTable(
  'coupon_usages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    enrollmentId: integer('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    courseId: integer('course_id').notNull(),
    discount: real('discount').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('coupon_usages_enrollment').on(t.enrollmentId)],
);

export const connectionUsers = sqliteTable('connection_users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  appointmentTime: text('appointment_time').notNull(),
  courseId: integer('course_id').notNull(),
  userId: integer('user_id'),
  enrollmentId: integer('enrollment_id'),
  createdAt: text('created_at').notNull(),
});

export const articles = sqliteTable(
  'articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    author: text('author').notNull(),
    image: text('image'),
    tags: json<string[]>('tags').notNull(),
    publishedAt: text('published_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('articles_slug_unique').on(t.slug)],
);

export const pages = sqliteTable('pages', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  href: text('href').notNull(),
  category: text('category').notNull(),
});

export const newsletterSubscriptions = sqliteTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    source: text('source'),
    locale: text('locale'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('newsletter_email_unique').on(t.email)],
);

export const contactRequests = sqliteTable('contact_requests', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  role: text('role').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  category: text('category').notNull(),
  phone: text('phone'),
  company: text('company'),
  createdAt: text('created_at').notNull(),
});

export const outbox = sqliteTable('outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  kind: text('kind', {
    enum: ['email-verification', 'password-reset', 'enrollment', 'contact', 'newsletter'],
  }).notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  code: text('code'),
  link: text('link'),
  sentAt: text('sent_at').notNull(),
});

/**
 * The identity provider's stand-in: its accounts. Each has a random `sub`, never derived from the
 * email, so an account linked to one identity cannot be reached by asking for a token of its email.
 * An identity made by an anonymous caller on an open mock has a key (kept hashed) that only the
 * browser it was given to holds.
 */
export const providerIdentities = sqliteTable(
  'provider_identities',
  {
    sub: text('sub').primaryKey(),
    email: text('email').notNull(),
    keyHash: text('key_hash'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('provider_identities_email_idx').on(t.email)],
);

/** One row of mock state (scenario, clock) so a restart keeps what QA set. */
export const mockState = sqliteTable(
  'mock_state',
  {
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key] })],
);

/**
 * How many times a table has changed, moved by triggers on every insert, update and delete of it
 * (migration 0003), whichever code wrote: what the mock keeps from a table (the catalogue's rows) is
 * kept while its version stands. Not in TABLES_IN_DELETE_ORDER: its rows live as long as the database.
 */
export const tableVersions = sqliteTable('table_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});

export const TABLES_IN_DELETE_ORDER = [
  outbox,
  providerIdentities,
  couponUsages,
  payments,
  connectionUsers,
  enrollments,
  coupons,
  favorites,
  comments,
  verificationCodes,
  passwordResets,
  newsletterSubscriptions,
  contactRequests,
  articles,
  pages,
  courses,
  users,
] as const;
