import type { EnrollmentForm, Payment } from '@formation/contract';

import { paths } from '@/config/paths';
import { browserPathOf } from '@/config/site-base';
import { expectStatus } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';

/** Where the payment provider's page sends the learner back: this course's enrollment page. */
export function paymentReturnUrl(courseId: number): string {
  return `${window.location.origin}${browserPathOf(paths.enroll(courseId))}`;
}

/** The success page of a course's enrollment. */
export function successPath(courseId: number): string {
  return `${paths.enrollmentSuccess}?course=${String(courseId)}`;
}

/** Pay on site (the enrollment stays pending) or open an online payment (answers the provider page). */
export async function pay(
  enrollmentId: number,
  courseId: number,
  method: EnrollmentForm['paymentMethod'],
): Promise<Payment> {
  if (method === 'onsite') {
    return expectStatus(await api.payments.onsite({ body: { enrollmentId } }), 201).body;
  }
  return expectStatus(
    await api.payments.online({ body: { enrollmentId, returnUrl: paymentReturnUrl(courseId) } }),
    201,
  ).body;
}

export interface OrderInput {
  courseId: number;
  userId: number;
  form: EnrollmentForm;
}

/**
 * Confirming the order: the pre-enrollment (with the checked promo code), the advisor's follow-up
 * contact, the promo code's use (only now, once the order is confirmed), then the payment. A step that
 * fails can be retried without enrolling twice: `enrollmentId` carries the enrollment already made.
 */
export async function placeOrder(
  input: OrderInput,
  enrollmentId: number | null,
  onEnrolled: (enrollmentId: number) => void,
): Promise<Payment> {
  const { courseId, userId, form } = input;
  let id = enrollmentId;
  if (id === null) {
    const created = expectStatus(await api.enrollments.create({ body: { ...form, courseId } }), 201).body;
    id = created.id;
    onEnrolled(id);
    // The advisor's call-back record (product rules 7); the enrollment itself already holds the appointment.
    expectStatus(
      await api.enrollments.connectionUser({
        body: {
          fullName: form.fullName,
          email: form.email,
          appointmentTime: form.appointmentTime,
          courseId,
          userId,
          enrollmentId: id,
        },
      }),
      201,
    );
  }
  if (form.promoCode !== undefined) {
    expectStatus(
      await api.coupons.apply({ body: { code: form.promoCode, courseId, enrollmentId: id } }),
      201,
    );
  }
  return pay(id, courseId, form.paymentMethod);
}
