import { appointmentDays, appointmentSlots, appointmentValue, enrollmentSession } from '@formation/domain';

import { positiveId, type CourseSample, type Samples } from '../discover-samples';
import type { CallResult, RouteCaller } from '../route-caller';
import { createdId } from './created-id';
import { answered, entriesOf, Flow, isRecord, isSuccess, type Json, type Step } from './flow';

export const ENROLMENT_FLOW = 'enrolment flow';
export const ENROLMENT_STEPS: readonly Step[] = [
  ['enrollments.create', 'enrol'],
  ['payments.onsite', 'pay on site'],
  ['enrollments.mine', 'my courses'],
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** A course refused as full, ended or already taken makes nothing: the next one is tried, this many in all. */
const MAX_TRIES = 3;

/**
 * The courses one may enrol in, by the product rules: published, with a session still to come that is
 * not full (the domain's rule, on what the list says), and not among the user's courses. "Today" is
 * taken a day ahead, so that a server whose clock runs a little ahead still sees the session to come.
 */
export function enrolmentCandidates(samples: Samples, now: number): CourseSample[] {
  const enrolled = samples.enrolledCourseIds ?? new Set<number>();
  const today = new Date(now + DAY_MS).toISOString().slice(0, 10);
  return samples.courses.filter(
    (course) =>
      course.published && !enrolled.has(course.id) && enrollmentSession(course.sessions, today).open,
  );
}

/**
 * The appointment the enrolment form asks for (product rules 3): the first slot of the second open day
 * ahead, inside the opening hours (product rules 9), in the firm's time zone.
 */
export function appointmentFor(now: number): string {
  const days = appointmentDays(new Date(now), 2);
  const day = days[1] ?? days[0] ?? new Date(now + 2 * DAY_MS).toISOString().slice(0, 10);
  return appointmentValue(day, appointmentSlots(day, new Date(now))[0] ?? '10:00');
}

const REFUSED_FOR_THIS_COURSE = 409;

/**
 * Enrol → pay on site → "my courses" shows it. Neither the enrolment nor the payment can be undone by
 * the contract: both stay, and each step's note says so.
 */
export async function enrolmentFlow(caller: RouteCaller, samples: Samples, now: number): Promise<void> {
  const flow = new Flow(caller, ENROLMENT_FLOW, ENROLMENT_STEPS, true);
  if (samples.enrolledCourseIds === null) {
    flow.skipFrom(0, 'my courses could not be read first');
    return;
  }
  const candidates = enrolmentCandidates(samples, now);
  if (candidates.length === 0) {
    flow.skipFrom(
      0,
      'no sample: no published course with a session to come, not full, that the user is not enrolled in',
    );
    return;
  }
  const form = {
    fullName: samples.user?.fullName ?? 'Contract Check',
    email: samples.user?.email ?? 'contract-check@example.test',
    appointmentTime: appointmentFor(now),
    paymentMethod: 'onsite',
  };
  let enrolled: CallResult | null = null;
  let course: CourseSample | undefined;
  for (const candidate of candidates.slice(0, MAX_TRIES)) {
    course = candidate;
    enrolled = await flow.call(0, {
      body: { ...form, courseId: course.id },
      leaves: `creates an enrolment in course ${course.id}, which stays`,
    });
    // Full, ended, or taken already (the list could not tell): nothing was made, the next course is tried.
    if (enrolled?.status !== REFUSED_FOR_THIS_COURSE) break;
    if (enrolled.result.findings.length === 0) {
      enrolled.result.note = `course ${course.id} refused (${answered(enrolled)}): nothing was made, another course is tried`;
    }
  }
  if (enrolled === null || course === undefined || !isSuccess(enrolled.status)) {
    flow.skipFrom(
      1,
      enrolled === null ? 'not run (the run stopped)' : `the enrolment was refused (${answered(enrolled)})`,
    );
    return;
  }
  const enrolledCourse: CourseSample = course;
  const id = createdId(enrolled, 'enrollment');

  let paid = false;
  if (id === null) {
    flow.skip(1, "the enrolment's id is in neither its answer (id, data.id, enrollment.id) nor its Location");
    // "My courses" is still read: the enrolment is found there by its course.
  } else {
    const payment = await flow.call(1, {
      body: { enrollmentId: id },
      leaves: `creates an on-site payment of enrolment ${id}, which stays`,
    });
    if (payment === null) {
      flow.skipFrom(2, 'not run (the run stopped)');
      return;
    }
    if (!isSuccess(payment.status)) {
      flow.finding(
        payment,
        `the on-site payment of the enrolment ${id} just made was refused (${answered(payment)})`,
        id,
      );
    } else {
      paid = true;
      const paidFor = isRecord(payment.json) ? positiveId(payment.json.enrollmentId) : null;
      if (paidFor !== null && paidFor !== id) {
        flow.finding(
          payment,
          `the payment is for the enrolment ${paidFor}, not ${id}`,
          paidFor,
          '$.enrollmentId',
        );
      }
    }
  }
  await readMyCourses(flow, enrolledCourse, id, paid);
}

/** Step 3: the enrolment is in "my courses", and after paying on site it says so. */
async function readMyCourses(
  flow: Flow,
  course: CourseSample,
  id: number | null,
  paid: boolean,
): Promise<void> {
  const mine = await flow.call(2);
  const entries = entriesOf(mine);
  if (entries === null) return; // the call's own findings say why
  const isOurs = (entry: Json) =>
    id === null
      ? entry.courseId === course.id || (isRecord(entry.course) && entry.course.id === course.id)
      : entry.id === id;
  const index = entries.findIndex(isOurs);
  const entry = entries[index];
  if (entry === undefined) {
    const which =
      id === null ? `the enrolment in course ${course.id}` : `the enrolment ${id} (course ${course.id})`;
    flow.finding(mine, `${which} just made is not in my courses`, id ?? course.id);
    return;
  }
  if (paid && typeof entry.paymentMethod === 'string' && entry.paymentMethod !== 'onsite') {
    flow.finding(
      mine,
      `my courses gives the payment method "${entry.paymentMethod}" for the enrolment ${id ?? ''} paid on site`,
      entry.paymentMethod,
      `$[${index}].paymentMethod`,
    );
  }
}
