import { z } from 'zod';

import { ours } from '../responses.js';
import {
  BADGES,
  COURSE_STATUSES,
  FORMATS,
  LEVELS,
  SCHEDULE_LABELS,
  SESSION_STATES,
  TIMES_OF_DAY,
} from '../values.js';
import { IdSchema, IsoDateSchema, IsoDateTimeSchema, MoneySchema } from './common.schemas.js';

export const CourseStatusSchema = z.enum(COURSE_STATUSES).describe('PUBLISHED is the value used in queries');
export type CourseStatus = z.infer<typeof CourseStatusSchema>;

export const LevelSchema = z.enum(LEVELS);
export type Level = z.infer<typeof LevelSchema>;

export const BadgeSchema = z.enum(BADGES);

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

/** One dated run of a course (product rules 3, Session). */
export const SessionDateSchema = z.object({
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  timeRange: z.string().describe('e.g. "09:00–17:00" or "18:00–21:00"'),
});

/**
 * Fields our mock adds to the course so the session screens have what product rules 2 shows (places, level,
 * rating, programme…). The product rules' received course does not list them: each is ours, optional, and
 * says what the site shows without it.
 */
const CourseDetailExtension = {
  domain: ours(z.string(), 'training domain, e.g. "Gestion de projet"', 'shows the category'),
  certification: ours(z.string().nullable(), 'e.g. "PMP", or null', 'shows no certification'),
  level: ours(LevelSchema, 'session level', "shows the product rules' fixed level 'Intermédiaire'"),
  durationHours: ours(z.number().positive(), 'total hours', 'shows the duration in days'),
  maxParticipants: ours(
    z.number().int().nonnegative(),
    'places in all',
    'shows no places count (product rules 3: 0)',
  ),
  enrolledCount: ours(z.number().int().nonnegative(), 'places taken', 'shows no places count'),
  isGuaranteed: ours(z.boolean(), 'the session will run whatever the count', 'shows no "guaranteed" mark'),
  isNew: ours(z.boolean(), 'badge "new"', 'shows the best-seller badge only'),
  ratingAverage: ours(
    z.number().min(0).max(5),
    'mean of comment rates',
    'takes the mean of the comments it reads',
  ),
  ratingCount: ours(z.number().int().nonnegative(), 'number of comments', 'counts the comments it reads'),
  instructor: ours(
    InstructorSchema.nullable(),
    'instructor block',
    "shows the product rules' default instructor label with the firm's name",
  ),
  programme: ours(z.array(ProgrammeModuleSchema), 'programme tab', 'says there is nothing listed'),
  objectives: ours(z.array(z.string()), 'objectives tab', 'says there is nothing listed'),
  prerequisites: ours(z.array(z.string()), 'prerequisites', 'shows no prerequisites'),
  included: ours(z.array(z.string()), '"included" tab', 'says there is nothing listed'),
  sessionDates: ours(
    z.array(SessionDateSchema),
    'calendar tab',
    'shows one session on nextSession, else startingdate',
  ),
  createdAt: ours(IsoDateTimeSchema, 'when the course was made', 'does not use it'),
  updatedAt: ours(IsoDateTimeSchema, 'when the course last changed', 'does not use it'),
};

/** The course as the API sends it (product rules 3, "Course as received"). */
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

export const CourseListQuerySchema = z.object({
  status: CourseStatusSchema.optional().describe('PUBLISHED is the value the site sends'),
});

export const RelatedCoursesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(12).default(4),
});

/** A programme of the built-in training catalogue (product rules 3, Training programme). */
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

export const FormatSchema = z.enum(FORMATS);

export const TimeOfDaySchema = z.enum(TIMES_OF_DAY);

export const SessionStateSchema = z.enum(SESSION_STATES);
export type SessionState = z.infer<typeof SessionStateSchema>;

/**
 * A dated session of a course as the search, calendar and detail screens show it (product rules 3, Session).
 */
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
