/**
 * The fields the product rules document, as it lists them: what the real backend owes. Every other
 * field of these entities is ours (`ours()`), and the mock's `spec` profile leaves it out.
 */

/** Product rules 3, "Course as received". */
export const SPEC_COURSE_FIELDS = [
  'id',
  'title',
  'description',
  'originalPrice',
  'discountedPrice',
  'nextSession',
  'duration',
  'type',
  'location',
  'image',
  'generalSchedule',
  'slug',
  'category',
  'experiencedInstructors',
  'startingdate',
  'isBestSeller',
  'status',
] as const;

/** Product rules 3, "Article". */
export const SPEC_ARTICLE_FIELDS = ['id', 'slug', 'title', 'excerpt', 'description', 'content'] as const;

/** Product rules 7, POST /auth/login: the user of the sign-in reply (and of the profile). */
export const SPEC_USER_FIELDS = [
  'id',
  'fullName',
  'email',
  'role',
  'phoneNumber',
  'birthDate',
  'country',
  'city',
  'industry',
  'position',
  'image',
] as const;
