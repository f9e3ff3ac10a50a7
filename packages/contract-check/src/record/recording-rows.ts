import type { Article, Comment, CourseReceived } from '@formation/contract';
import {
  DATA_SET_FORMAT,
  DATA_SET_VERSION,
  type DataSetFiles,
  type DataSetManifest,
} from '@formation/contract';

/** An answer, or a part of one, not recorded, and why. */
export interface LeftOut {
  what: string;
  why: string;
}

/** What a recording kept of the backend's answers, each one checked against the contract. */
export interface RecordedAnswers {
  /** Courses as GET /courses/slug/{slug} gave them. */
  courses: CourseReceived[];
  comments: Comment[];
  articles: Article[];
  leftOut: LeftOut[];
}

export interface RecordingOptions {
  source: string;
  takenAt: string;
  /** Keep the names and photos of the people comments name (a warning says so). */
  keepPersonalData: boolean;
}

/** Places offered when the backend does not say: a session the seeded learners can enroll in. */
const DEFAULT_PLACES = 20;

const FIRST_NAMES = ['Amel', 'Bilel', 'Chaima', 'Dhia', 'Emna', 'Fares', 'Ghada', 'Hamza', 'Ines', 'Jawher'];
const LAST_NAMES = ['Ayari', 'Belhaj', 'Chebbi', 'Dridi', 'Essid', 'Ferchichi', 'Gharbi', 'Hamdi', 'Jlassi'];

/** The n-th person of a recording, named anew: the same person keeps one name within the recording. */
function generatedPerson(n: number): { firstName: string; lastName: string } {
  return {
    firstName: FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Amel',
    lastName: LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Ayari',
  };
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A course's sessions: the ones the backend lists, else made from the dates it gives (the first
 * session, the next one), so the mock shows the same dates back.
 */
function sessionDatesOf(course: CourseReceived): { startDate: string; endDate: string; timeRange: string }[] {
  if (course.sessionDates !== undefined) return course.sessionDates;
  const days = Math.max(1, Math.ceil(course.duration));
  const starts = [course.startingdate, course.nextSession]
    .filter((date): date is string => typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date))
    .map((date) => date.slice(0, 10));
  return [...new Set(starts)]
    .sort()
    .map((startDate) => ({ startDate, endDate: addDays(startDate, days - 1), timeRange: '' }));
}

function courseRow(course: CourseReceived, takenAt: string): Record<string, unknown> {
  const instructorName = course.experiencedInstructors ?? null;
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    description: course.description,
    domain: course.domain ?? '',
    certification: course.certification ?? null,
    category: course.category ?? 'Formation',
    status: course.status ?? 'PUBLISHED',
    originalPrice: course.originalPrice,
    discountedPrice: course.discountedPrice ?? 0,
    duration: course.duration,
    durationHours: course.durationHours ?? course.duration * 7,
    type: course.type,
    location: course.location,
    generalSchedule: course.generalSchedule,
    level: course.level ?? 'intermediate',
    // The product rules' layout gives a course without a picture as an empty text.
    image: course.image === '' ? null : course.image,
    isBestSeller: course.isBestSeller,
    isNew: course.isNew ?? false,
    isGuaranteed: course.isGuaranteed ?? false,
    maxParticipants: course.maxParticipants ?? DEFAULT_PLACES,
    enrolledCount: course.enrolledCount ?? 0,
    instructor:
      course.instructor ??
      (instructorName === null ? null : { name: instructorName, title: '', bio: '', photo: null }),
    programme: course.programme ?? [],
    objectives: course.objectives ?? [],
    prerequisites: course.prerequisites ?? [],
    included: course.included ?? [],
    sessionDates: sessionDatesOf(course),
    createdAt: course.createdAt ?? takenAt,
    updatedAt: course.updatedAt ?? takenAt,
  };
}

/**
 * An article as a row. Without its publication time (the product rules do not document it), the
 * n-th article of the blog's list is dated n seconds before the recording, so the mock lists them
 * in the backend's order.
 */
function articleRow(article: Article, takenAt: string, n: number): Record<string, unknown> {
  const listed = new Date(Date.parse(takenAt) - n * 1000).toISOString();
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    description: article.description,
    content: article.content,
    category: article.category ?? '',
    author: article.author ?? '',
    image: article.image ?? null,
    tags: article.tags ?? [],
    publishedAt: article.publishedAt ?? listed,
    updatedAt: article.updatedAt ?? listed,
  };
}

/**
 * The people comments name, as users of the data set without a password, an e-mail or a phone of
 * theirs: named anew and without a photo unless `keepPersonalData`. A person keeps the backend's id.
 */
function peopleRows(comments: readonly Comment[], options: RecordingOptions): Record<string, unknown>[] {
  const people = new Map<number, Comment['user']>();
  for (const comment of comments) {
    if (!people.has(comment.userId)) people.set(comment.userId, comment.user);
  }
  return [...people].map(([id, user], n) => {
    const named = options.keepPersonalData
      ? {
          firstName: user.fullName.split(' ')[0] ?? user.fullName,
          lastName: user.fullName.split(' ').slice(1).join(' '),
        }
      : generatedPerson(n);
    return {
      id,
      fullName: options.keepPersonalData ? user.fullName : `${named.firstName} ${named.lastName}`,
      firstName: named.firstName,
      lastName: named.lastName,
      // Never a real address: the mock mails nobody, and nobody signs in as a recorded person.
      email: `person-${String(id)}@recording.invalid`,
      passwordHash: null,
      googleId: null,
      isActive: true,
      isEmailVerified: true,
      image: options.keepPersonalData ? user.image : null,
      createdAt: options.takenAt,
      updatedAt: options.takenAt,
    };
  });
}

/** The recording as a data set folder's files, in the mock's own rows, with its manifest. */
export function recordingFiles(answers: RecordedAnswers, options: RecordingOptions): DataSetFiles {
  const courseIds = new Set(answers.courses.map((course) => course.id));
  const comments = answers.comments.filter((comment) => courseIds.has(comment.courseId));
  const files: Record<string, unknown[]> = {
    'users.json': peopleRows(comments, options),
    'courses.json': answers.courses.map((course) => courseRow(course, options.takenAt)),
    'articles.json': answers.articles.map((article, n) => articleRow(article, options.takenAt, n)),
    'comments.json': comments.map((comment) => ({
      id: comment.id,
      courseId: comment.courseId,
      userId: comment.userId,
      content: comment.content,
      rate: comment.rate,
      createdAt: comment.createdAt,
      updatedAt: comment.updatedAt,
    })),
  };
  const counts = Object.fromEntries(Object.entries(files).map(([name, rows]) => [name, rows.length]));
  const manifest: DataSetManifest = {
    format: DATA_SET_FORMAT,
    version: DATA_SET_VERSION,
    source: options.source,
    takenAt: options.takenAt,
    counts,
    seedAccounts: true,
    leftOut: answers.leftOut,
    personalData: options.keepPersonalData ? 'kept' : 'replaced',
  };
  return { 'manifest.json': manifest, ...files };
}
