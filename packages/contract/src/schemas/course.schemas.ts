import { z } from 'zod';
import { definedByUs } from '../responses';
import { IdSchema, IsoDateSchema, IsoDateTimeSchema, MoneySchema } from './common.schemas';

export const COURSE_STATUSES = ['PUBLISHED', 'DRAFT', 'ARCHIVED'] as const;
export const CourseStatusSchema = z.enum(COURSE_STATUSES).describe('PUBLISHED is the value used in queries');
export type CourseStatus = z.infer<typeof CourseStatusSchema>;

/** Session levels (spec 3 and 9). */
export const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const LevelSchema = z.enum(LEVELS);
export type Level = z.infer<typeof LevelSchema>;

export const BADGES = ['new', 'best'] as const;
export const BadgeSchema = z.enum(BADGES);

/** Training programme schedule labels (spec 9). */
export const SCHEDULE_LABELS = [
  'year-round',
  'monthly',
  'weekly',
  'quarterly',
  'bimonthly',
  'biweekly',
  'semiannual',
] as const;
export const ScheduleLabelSchema = z.enum(SCHEDULE_LABELS);

export const InstructorSchema = z.object({
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  photo: z.string().nullable(),
});
export type Instructor = z.infer<typeof InstructorSchema>;

export const ProgrammeModuleSchema = z.object({
  title: z.string(),
  topics: z.array(z.string()),
});

/** One dated run of a course (spec 3, Session). */
export const SessionDateSchema = z.object({
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  timeRange: z.string().describe('e.g. "09:00–17:00" or "18:00–21:00"'),
});

/**
 * Fields our mock adds to the course so the session screens have what spec 2 shows
 * (places, level, rating, programme…). The spec's received course does not list them: all optional,
 * so a backend that omits them still matches the contract.
 */
const CourseDetailExtension = {
  domain: z.string().optional().describe(definedByUs('training domain, e.g. "Gestion de projet"')),
  certification: z.string().nullable().optional().describe(definedByUs('e.g. "PMP", or null')),
  level: LevelSchema.optional().describe(definedByUs('session level')),
  durationHours: z.number().positive().optional().describe(definedByUs('total hours')),
  maxParticipants: z.number().int().nonnegative().optional().describe(definedByUs('places in all')),
  enrolledCount: z.number().int().nonnegative().optional().describe(definedByUs('places taken')),
  isGuaranteed: z.boolean().optional().describe(definedByUs('the session will run whatever the count')),
  isNew: z.boolean().optional().describe(definedByUs('badge "new"')),
  ratingAverage: z.number().min(0).max(5).optional().describe(definedByUs('mean of comment rates')),
  ratingCount: z.number().int().nonnegative().optional().describe(definedByUs('number of comments')),
  instructor: InstructorSchema.nullable().optional().describe(definedByUs('instructor block')),
  programme: z.array(ProgrammeModuleSchema).optional().describe(definedByUs('programme tab')),
  objectives: z.array(z.string()).optional().describe(definedByUs('objectives tab')),
  prerequisites: z.array(z.string()).optional().describe(definedByUs('prerequisites')),
  included: z.array(z.string()).optional().describe(definedByUs('"included" tab')),
  sessionDates: z.array(SessionDateSchema).optional().describe(definedByUs('calendar tab')),
  createdAt: IsoDateTimeSchema.optional(),
  updatedAt: IsoDateTimeSchema.optional(),
};

/** The course as the API sends it (spec 3, "Course as received"). */
export const CourseReceivedSchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string(),
  originalPrice: MoneySchema,
  discountedPrice: MoneySchema.nullable().describe('0 or null when there is no discount'),
  nextSession: z.string().nullable().optional().describe('Date of the next session; missing → today'),
  duration: z.number().positive().describe('Duration in days (0.5 = half a day)'),
  type: z.string().describe('Format wording, e.g. "Présentiel", "En ligne", "Hybride"'),
  location: z.string(),
  image: z.string().nullable(),
  generalSchedule: z.string().describe('Schedule wording, e.g. "Week-end", "After-work (18h–21h)"'),
  slug: z.string(),
  category: z.string().optional().describe('Defaults to "Formation"'),
  experiencedInstructors: z.string().nullable().optional(),
  startingdate: z.string().nullable().optional(),
  isBestSeller: z.boolean(),
  status: CourseStatusSchema.optional().describe('Defaults to PUBLISHED'),
  ...CourseDetailExtension,
});
export type CourseReceived = z.infer<typeof CourseReceivedSchema>;

/** The course as the site displays it (spec 3, "Course as displayed"); built by the domain. */
export const CourseDisplayedSchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string(),
  date: z.string().describe('The next session date (today when missing)'),
  duration: z.number(),
  type: z.string(),
  location: z.string(),
  price: z.string().describe('The final price with the " DT" suffix'),
  originalPrice: z.number(),
  discountedPrice: z.number(),
  instructor: z.string(),
  level: z.string(),
  image: z.string(),
  schedule: z.string(),
  horaire: z.string(),
  participants: z.number().int().nonnegative(),
  maxParticipants: z.number().int().nonnegative(),
  slug: z.string(),
  startDate: z.string(),
  startingdate: z.string(),
  promoPrice: z.string().nullable().describe('Shown only when the discount is above 0 and differs'),
  category: z.string(),
  isBestSeller: z.boolean(),
  status: CourseStatusSchema,
});
export type CourseDisplayed = z.infer<typeof CourseDisplayedSchema>;

export const CourseListQuerySchema = z.object({
  status: CourseStatusSchema.optional().describe('PUBLISHED is the value the site sends'),
});

export const RelatedCoursesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(12).default(4),
});

/** A programme of the built-in training catalogue (spec 3, Training programme). */
export const TrainingProgrammeSchema = z.object({
  title: z.string(),
  shortDescription: z.string(),
  fullDescription: z.string(),
  objectives: z.array(z.string()).length(5),
  prerequisites: z.string().optional(),
  schedule: ScheduleLabelSchema,
  duration: z.string(),
  price: z.string(),
});
export type TrainingProgramme = z.infer<typeof TrainingProgrammeSchema>;

/** Formats as the filters name them (spec 9: remote, in person, hybrid). */
export const FORMATS = ['online', 'onsite', 'hybrid'] as const;
export const FormatSchema = z.enum(FORMATS);

/** Time-of-day filter values (spec 9: after work, weekends, weekdays). */
export const TIMES_OF_DAY = ['afterwork', 'weekends', 'weekdays'] as const;
export const TimeOfDaySchema = z.enum(TIMES_OF_DAY);

/** How a session presents itself (spec 4): guaranteed, last seats, future, past or today; full. */
export const SESSION_STATES = ['guaranteed', 'last-seats', 'full', 'future', 'past'] as const;
export const SessionStateSchema = z.enum(SESSION_STATES);
export type SessionState = z.infer<typeof SessionStateSchema>;

/** A dated session of a course as the search, calendar and detail screens show it (spec 3, Session). */
export const SessionSchema = z.object({
  courseId: IdSchema,
  slug: z.string(),
  title: z.string(),
  domain: z.string(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  durationDays: z.number().positive(),
  ratingAverage: z.number().min(0).max(5),
  ratingCount: z.number().int().nonnegative(),
  placesLeft: z.number().int().nonnegative(),
  maxParticipants: z.number().int().nonnegative(),
  schedule: z.string(),
  timeOfDay: TimeOfDaySchema,
  format: FormatSchema,
  level: LevelSchema,
  price: MoneySchema.describe('Final price excluding tax, per participant'),
  originalPrice: MoneySchema,
  hasPromo: z.boolean(),
  instructor: z.string(),
  badge: BadgeSchema.nullable(),
  state: SessionStateSchema,
});
export type Session = z.infer<typeof SessionSchema>;
