import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paymentQuery } from '@/features/enrollment/data/enrollment-queries';
import { successPath } from '@/features/enrollment/data/place-order';
import { ErrorView } from '@/shared/ui/error-view';

import { PaymentActions } from './payment-actions';

/**
 * Back from the payment provider's page (`?payment=<id>&status=…`): the outcome is read from the API,
 * never from the address. Success goes to the success page; a failure says so and offers a retry.
 */
export function PaymentReturn({ paymentId, courseId }: { paymentId: number; courseId: number }) {
  const { t } = useTranslation('enrollment');
  const navigate = useNavigate();
  const payment = useQuery(paymentQuery(paymentId));
  const settled =
    payment.data !== undefined &&
    payment.data.courseId === courseId &&
    (payment.data.status === 'succeeded' || payment.data.status === 'pending');

  useEffect(() => {
    if (settled) void navigate(successPath(courseId), { replace: true });
  }, [settled, navigate, courseId]);

  if (payment.isError) return <ErrorView onRetry={() => void payment.refetch()} />;
  if (payment.data === undefined || settled) {
    return (
      <p role="status" className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm">
        {t('enroll.payment.checking')}
      </p>
    );
  }
  const failed = payment.data.status === 'failed';
  return (
    <section
      aria-labelledby="payment-outcome-title"
      className="flex flex-col gap-4 rounded-xl border border-red-200 bg-red-50 p-5"
    >
      <h2 id="payment-outcome-title" className="text-lg font-bold text-red-900">
        {t('enroll.payment.failedTitle')}
      </h2>
      <p className="text-red-900">{failed ? t('enroll.payment.failed') : t('enroll.payment.awaiting')}</p>
      <PaymentActions enrollmentId={payment.data.enrollmentId} courseId={courseId} retry={failed} />
    </section>
  );
}
