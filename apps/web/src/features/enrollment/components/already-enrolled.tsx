import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { formatDinars } from '@formation/domain';

import { paths } from '@/config/paths';
import { myEnrollmentsQuery } from '@/features/enrollment/data/enrollment-queries';
import { isolate } from '@/features/enrollment/data/isolate';
import { intlLocale } from '@/shared/i18n/locale-format';
import { buttonClass } from '@/shared/ui/button-class';
import { ButtonLink } from '@/shared/ui/button-link';

import { PaymentActions } from './payment-actions';

/**
 * Product rules 4 and 8: the learner already pre-enrolled in this course. The enroll button reads "already
 * pre-enrolled"; a pending enrollment asks to complete the payment, online or on site.
 */
export function AlreadyEnrolled({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation('enrollment');
  const { t: tc } = useTranslation();
  const enrollments = useQuery(myEnrollmentsQuery());
  const enrollment = enrollments.data?.find((e) => e.courseId === courseId);
  const awaitingOnline =
    enrollment !== undefined &&
    enrollment.status === 'pending' &&
    enrollment.paymentMethod === 'online' &&
    (enrollment.paymentStatus === 'awaiting' || enrollment.paymentStatus === 'failed');

  return (
    <section
      aria-labelledby="already-enrolled-title"
      className="flex flex-col gap-4 self-start rounded-xl border border-amber-200 bg-amber-50 p-5"
    >
      <h2 id="already-enrolled-title" className="text-lg font-bold text-ink">
        {t('enroll.already.title')}
      </h2>
      {enrollment?.status === 'confirmed' ? (
        <p className="text-slate-800">{t('enroll.already.confirmed')}</p>
      ) : (
        <p role="status" className="font-medium text-slate-900">
          {tc('errors.codes.ALREADY_ENROLLED')}
        </p>
      )}
      {enrollment === undefined || enrollment.status === 'confirmed' ? null : awaitingOnline ? (
        <>
          <p className="text-slate-800">{t('enroll.already.online')}</p>
          <PaymentActions
            enrollmentId={enrollment.id}
            courseId={courseId}
            retry={enrollment.paymentStatus === 'failed'}
          />
        </>
      ) : (
        <p className="text-slate-800">
          {t('enroll.already.onsite', {
            amount: isolate(formatDinars(enrollment.totals.total, intlLocale(i18n.resolvedLanguage))),
          })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" disabled className={buttonClass('inactive', 'lg')}>
          {t('enroll.button.alreadyEnrolled')}
        </button>
        <ButtonLink to={paths.myCourses} variant="secondary">
          {t('enroll.already.myCourses')}
        </ButtonLink>
      </div>
    </section>
  );
}
