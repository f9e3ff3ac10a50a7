import type {
  Article,
  CourseReceived,
  DataSetArticleRow,
  DataSetCommentRow,
  DataSetCourseRow,
  DataSetEnrollmentRow,
  DataSetFavoriteRow,
} from '@formation/contract';
import {
  DATA_SET_FORMAT,
  DATA_SET_VERSION,
  MANIFEST_FILE,
  type DataSetFiles,
  type DataSetManifest,
} from '@formation/contract';

import type { RecordedAnswers, RecordingOptions, SignedInAnswers } from './recorded-answers';
import { learnerRow, peopleRows, type Person } from './recording-people';

/** Places offered when the backend does not say: a session the seeded learners can enroll in. */
const DEFAULT_PLACES = 20;

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

function courseRow(course: CourseReceived, takenAt: string): DataSetCourseRow {
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
function articleRow(article: Article, takenAt: string, n: number): DataSetArticleRow {
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
 * The learner's courses and favorites, of the recorded courses only. Their enrollments carry the
 * learner's name and e-mail as the data set names them, and no promo code: a code the backend
 * honours is not the recording's to hand out.
 */
function learnerFiles(
  signedIn: SignedInAnswers,
  learner: Person,
  courseIds: ReadonlySet<number>,
  options: RecordingOptions,
): { 'enrollments.json': DataSetEnrollmentRow[]; 'favorites.json': DataSetFavoriteRow[] } {
  return {
    'enrollments.json': signedIn.enrollments
      .filter((enrollment) => courseIds.has(enrollment.courseId))
      .map((enrollment): DataSetEnrollmentRow => ({
        id: enrollment.id,
        userId: learner.id,
        courseId: enrollment.courseId,
        status: enrollment.status,
        fullName: options.keepPersonalData ? enrollment.fullName : learner.fullName,
        email: options.keepPersonalData ? enrollment.email : learner.email,
        appointmentTime: enrollment.appointmentTime,
        paymentMethod: enrollment.paymentMethod,
        paymentStatus: enrollment.paymentStatus,
        promoCode: null,
        subtotal: enrollment.totals.subtotal,
        discount: enrollment.totals.discount,
        total: enrollment.totals.total,
        createdAt: enrollment.createdAt,
        updatedAt: enrollment.updatedAt,
      })),
    'favorites.json': signedIn.favorites
      .filter((favorite) => courseIds.has(favorite.courseId))
      .map((favorite): DataSetFavoriteRow => ({
        id: favorite.id,
        userId: learner.id,
        courseId: favorite.courseId,
        createdAt: favorite.createdAt,
      })),
  };
}

/** The recording as a data set folder's files, in the mock's own rows, with its manifest. */
export function recordingFiles(answers: RecordedAnswers, options: RecordingOptions): DataSetFiles {
  const courseIds = new Set(answers.courses.map((course) => course.id));
  const comments = answers.comments.filter((comment) => courseIds.has(comment.courseId));
  const { signedIn } = answers;
  const people = peopleRows(signedIn?.profile ?? null, comments, options);
  const learner = signedIn === null ? null : learnerRow(signedIn.profile, people, options);
  const files: Record<string, unknown[]> = {
    'users.json': people.map((person) => (person.id === learner?.id ? learner : person)),
    'courses.json': answers.courses.map((course) => courseRow(course, options.takenAt)),
    'articles.json': answers.articles.map((article, n) => articleRow(article, options.takenAt, n)),
    'comments.json': comments.map((comment): DataSetCommentRow => ({
      id: comment.id,
      courseId: comment.courseId,
      userId: comment.userId,
      content: comment.content,
      rate: comment.rate,
      createdAt: comment.createdAt,
      updatedAt: comment.updatedAt,
    })),
    ...(signedIn === null || learner === null ? {} : learnerFiles(signedIn, learner, courseIds, options)),
    ...(options.pictures === null || options.pictures === undefined
      ? {}
      : { 'images.json': [...options.pictures] }),
  };
  const counts = Object.fromEntries(Object.entries(files).map(([name, rows]) => [name, rows.length]));
  const manifest: DataSetManifest = {
    format: DATA_SET_FORMAT,
    version: DATA_SET_VERSION,
    source: options.source,
    takenAt: options.takenAt,
    counts,
    seedAccounts: true,
    ...(learner === null ? {} : { learner: learner.email }),
    leftOut: answers.leftOut,
    personalData: options.keepPersonalData ? 'kept' : 'replaced',
  };
  return { [MANIFEST_FILE]: manifest, ...files };
}
