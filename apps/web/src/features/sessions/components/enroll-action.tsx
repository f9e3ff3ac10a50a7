import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { SessionState } from '@formation/contract';
import { enrollButton } from '@formation/domain';

import { paths } from '@/config/paths';
import { hasPaymentQuery } from '@/features/sessions/data/session-detail-queries';
import { useAuth } from '@/shared/auth/use-auth';
import { buttonClass } from '@/shared/ui/button-class';

const layout = 'inline-flex w-full items-center justify-center gap-2';
/** A state shown in the button's place, at its size. */
const panel = `${layout} rounded-lg border px-5 py-3 font-semibold`;

/**
 * Product rules 4: the enroll button reads enroll now, already pre-enrolled, or checking (while
 * /payments/has-payment answers for a signed-in user); an expired session says it has ended.
 */
export function EnrollAction({ courseId, state }: { courseId: number; state: SessionState }) {
  const { t } = useTranslation('session-pages');
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const payment = useQuery({
    ...hasPaymentQuery(signedIn ? auth.user.id : 0, courseId),
    enabled: signedIn && state !== 'past',
  });
  const kind = enrollButton({
    state,
    checking: signedIn && payment.isPending,
    hasPayment: payment.data?.hasPayment ?? false,
  });
  switch (kind) {
    case 'enroll':
      return (
        <Link to={paths.enroll(courseId)} className={`${buttonClass('primary', 'lg')} ${layout}`}>
          {t('enroll.now')}
        </Link>
      );
    case 'checking':
      return (
        <button
          type="button"
          disabled
          aria-busy="true"
          className={`${panel} cursor-wait border-transparent bg-slate-200 text-slate-700`}
        >
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-slate-400 border-t-slate-700 motion-reduce:animate-none"
          />
          {t('enroll.checking')}
        </button>
      );
    case 'already-enrolled':
      return (
        <div className="flex flex-col gap-2">
          <p className={`${panel} border-emerald-300 bg-emerald-50 text-emerald-800`}>
            {t('enroll.already')}
          </p>
          <Link to={paths.myCourses} className="text-center text-sm font-semibold text-brand-dark underline">
            {t('enroll.myCourses')}
          </Link>
        </div>
      );
    case 'full':
      return <p className={`${panel} border-rose-300 bg-rose-50 text-rose-800`}>{t('enroll.full')}</p>;
    case 'ended':
      return <p className={`${panel} border-slate-300 bg-slate-100 text-slate-700`}>{t('enroll.ended')}</p>;
  }
}
