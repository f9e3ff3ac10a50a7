import type { CreateEnrollmentBody, Enrollment, PaymentMethod } from '@formation/contract';
import {
  enrollmentSession,
  enrollmentSessionDate,
  formatDinars,
  isWithinOpeningHours,
  type OrderTotals,
} from '@formation/domain';

import { ApiError, notFound, validationFailed } from '../../api-error';
import type { UserRow } from '../../auth/current-user';
import { alreadyEnrolled, promoExhausted } from '../../commerce/commerce-errors';
import { totalsFor, validCoupon } from '../../commerce/order-rules';
import type { Store } from '../../core/call';
import type { Db } from '../../db/database';
import { sendMail } from '../../mail/outbox';
import { countUse, insertUsage } from '../../repositories/coupons.repository';
import { findCourseById } from '../../repositories/courses.repository';
import {
  enrollmentsOfUser,
  findEnrollmentOf,
  insertEnrollment,
  takePlace,
  type EnrollmentRow,
} from '../../repositories/enrollments.repository';
import { publishedCourse, type CourseRow } from '../../views/course.view';
import { toEnrollment } from '../../views/enrollment.view';

const sessionFull = () => new ApiError(409, 'SESSION_FULL', 'This session is full');

/** The session one enrolls in: the first one starting after today, else the last one (then past). */
export function upcomingSessionOf(course: Pick<CourseRow, 'sessionDates'>, today: string): string | null {
  return course.sessionDates.length === 0 ? null : enrollmentSessionDate(course, today);
}

function courseInTransaction(tx: Db, id: number): CourseRow {
  const row = findCourseById(tx, id);
  if (row === undefined) throw notFound('Course');
  return row;
}

/**
 * Product rules 4: a past (or today's) session has ended; a full one takes nobody; the domain decides which.
 */
function assertOpen(course: CourseRow, today: string): void {
  // Product rules 9: a missing session date reads as today, so such a course cannot be enrolled in.
  const { state } = enrollmentSession(course, today);
  if (state === 'past') throw new ApiError(409, 'SESSION_ENDED', 'This session has ended');
  if (state === 'full') throw sessionFull();
}

/**
 * Product rules 9: the advisor calls within the opening hours, so the appointment is a future slot inside
 * them.
 */
function assertAppointment(appointmentTime: string, now: Date): void {
  if (!isWithinOpeningHours(appointmentTime, now)) {
    throw validationFailed([
      {
        path: 'body.appointmentTime',
        message:
          'The appointment must be a future slot within the opening hours (Mon–Fri 9:00–18:00, Sat 9:00–16:00)',
      },
    ]);
  }
}

const METHOD_TEXT: Record<PaymentMethod, string> = { online: 'en ligne', onsite: 'sur place' };

function frenchDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}

/** The confirmation mail (product rules 2, Enrollment: an advisor follows up within 24 hours). */
function confirmationMail(
  row: EnrollmentRow,
  course: CourseRow,
  session: string | null,
  totals: OrderTotals,
) {
  const dt = (n: number) => formatDinars(n, 'fr');
  const lines = [
    `Bonjour ${row.fullName},`,
    '',
    `Nous avons bien reçu votre pré-inscription à la formation « ${course.title} »` +
      (session === null ? '.' : `, session du ${frenchDate(session)}.`),
    'Un conseiller vous contactera dans les 24 heures pour finaliser votre inscription.',
    '',
    'Récapitulatif de votre commande :',
    `- Sous-total : ${dt(totals.subtotal)}`,
    `- Remise${row.promoCode === null ? '' : ` (code ${row.promoCode})`} : ${dt(totals.discount)}`,
    `- Total : ${dt(totals.total)}`,
    `- Mode de paiement : ${METHOD_TEXT[row.paymentMethod]}`,
    '',
    'Merci de votre confiance,',
    "L'équipe formation",
  ];
  return {
    to: row.email,
    kind: 'enrollment' as const,
    subject: `Votre pré-inscription : ${course.title}`,
    text: lines.join('\n'),
  };
}

/**
 * Pre-enrolls the user: the checks and the writes run in one synchronous transaction, so parallel
 * requests for one user and course give one enrollment, and the course never takes more than its places.
 * A promo code is checked like /coupon-usage/verify and its use recorded in the same transaction, so a
 * usage limit holds however learners enroll; /coupon-usage/apply then answers that recorded use.
 */
export function createEnrollment(store: Store, user: UserRow, body: CreateEnrollmentBody): Enrollment {
  const { db, clock } = store;
  const today = clock.today();
  const nowIso = clock.nowIso();
  publishedCourse(db, body.courseId);
  assertAppointment(body.appointmentTime, clock.now());
  const promo = body.promoCode?.trim() ?? '';

  const { row, course } = db.transaction((tx) => {
    if (findEnrollmentOf(tx, user.id, body.courseId) !== undefined) throw alreadyEnrolled();
    const current = courseInTransaction(tx, body.courseId);
    assertOpen(current, today);
    const coupon = promo === '' ? null : validCoupon(tx, promo, current.id, clock.now());
    const totals = totalsFor(current, coupon);
    const inserted = insertEnrollment(tx, {
      userId: user.id,
      courseId: current.id,
      status: 'pending',
      fullName: body.fullName,
      email: body.email,
      appointmentTime: body.appointmentTime,
      paymentMethod: body.paymentMethod,
      paymentStatus: body.paymentMethod === 'online' ? 'awaiting' : 'pending',
      promoCode: coupon?.code ?? null,
      ...totals,
      createdAt: nowIso,
      updatedAt: nowIso,
    });
    if (inserted === undefined) throw alreadyEnrolled();
    // Throwing rolls the insert back: no enrollment without its place, nor a discount past the limit.
    if (!takePlace(tx, current.id)) throw sessionFull();
    if (coupon !== null) {
      if (!countUse(tx, coupon.id)) throw promoExhausted(422);
      insertUsage(tx, {
        couponId: coupon.id,
        enrollmentId: inserted.id,
        userId: user.id,
        courseId: current.id,
        discount: totals.discount,
        createdAt: nowIso,
      });
    }
    return { row: inserted, course: current };
  });

  const totals = { subtotal: row.subtotal, discount: row.discount, total: row.total };
  sendMail(store, confirmationMail(row, course, upcomingSessionOf(course, today), totals));
  return toEnrollment(row, course, today);
}

export function enrollmentsOf(store: Store, userId: number): Enrollment[] {
  const today = store.clock.today();
  return enrollmentsOfUser(store.db, userId).map(({ enrollment, course }) =>
    toEnrollment(enrollment, course, today),
  );
}
