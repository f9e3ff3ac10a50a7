import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { pay, successPath } from '@/features/enrollment/data/place-order';
import { USER_QUERY_ROOT } from '@/shared/api/client';
import { useErrorText } from '@/shared/api/use-error-text';
import { buttonClass } from '@/shared/ui/button-class';
import { ErrorAlert } from '@/shared/ui/error-alert';

const layout = 'inline-flex items-center justify-center';

/**
 * Completing the payment of an enrollment already made: online again (a new provider page, so a failed
 * payment can be retried) or on site (the enrollment stays pending until paid at the centre).
 */
export function PaymentActions({
  enrollmentId,
  courseId,
  retry,
}: {
  enrollmentId: number;
  courseId: number;
  /** After a failed payment the online button says "try again". */
  retry: boolean;
}) {
  const { t } = useTranslation('enrollment');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'online' | 'onsite' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(method: 'online' | 'onsite') {
    setBusy(method);
    setError(null);
    try {
      const payment = await pay(enrollmentId, courseId, method);
      if (method === 'online' && payment.checkoutUrl !== null) {
        window.location.assign(payment.checkoutUrl);
        return;
      }
      queryClient.removeQueries({ queryKey: [USER_QUERY_ROOT] });
      void navigate(successPath(courseId));
    } catch (failure) {
      setBusy(null);
      setError(errorText(failure, t('enroll.form.failed')));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <ErrorAlert message={error} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy !== null}
          aria-busy={busy === 'online'}
          onClick={() => void choose('online')}
          className={`${buttonClass()} ${layout}`}
        >
          {busy === 'online'
            ? t('enroll.payment.redirecting')
            : retry
              ? t('enroll.payment.retry')
              : t('enroll.payment.payOnline')}
        </button>
        <button
          type="button"
          disabled={busy !== null}
          aria-busy={busy === 'onsite'}
          onClick={() => void choose('onsite')}
          className={`${buttonClass('secondary')} ${layout}`}
        >
          {t('enroll.payment.payOnsite')}
        </button>
      </div>
    </div>
  );
}
