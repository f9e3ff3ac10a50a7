import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { SessionState } from '@formation/contract';
import { enrolButton } from '@formation/domain';

import { paths } from '@/config/paths';
import { hasPaymentQuery } from '@/features/sessions/data/sessions-api';
import { useAuth } from '@/shared/auth/use-auth';

const base =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-dark';

/**
 * Product rules 4: the enrol button reads enrol now, already pre-enrolled, or checking (while
 * /payments/has-payment answers for a signed-in user); an expired session says it has ended.
 */
export function EnrolAction({ courseId, state }: { courseId: number; state: SessionState }) {
  const { t } = useTranslation('session-pages');
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const payment = useQuery({
    ...hasPaymentQuery(signedIn ? auth.user.id : 0, courseId),
    enabled: signedIn && state !== 'past',
  });
  const kind = enrolButton({
    state,
    checking: signedIn && payment.isPending,
    hasPayment: payment.data?.hasPayment ?? false,
  });
  switch (kind) {
    case 'enrol':
      return (
        <Link to={paths.enrol(courseId)} className={`${base} bg-brand-dark text-white hover:bg-brand-deep`}>
          {t('enrol.now')}
        </Link>
      );
    case 'checking':
      return (
        <button
          type="button"
          disabled
          aria-busy="true"
          className={`${base} cursor-wait bg-slate-200 text-slate-700`}
        >
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-slate-400 border-t-slate-700 motion-reduce:animate-none"
          />
          {t('enrol.checking')}
        </button>
      );
    case 'already-enrolled':
      return (
        <div className="flex flex-col gap-2">
          <p className={`${base} border border-emerald-300 bg-emerald-50 text-emerald-800`}>
            {t('enrol.already')}
          </p>
          <Link to={paths.myCourses} className="text-center text-sm font-semibold text-brand-dark underline">
            {t('enrol.myCourses')}
          </Link>
        </div>
      );
    case 'full':
      return <p className={`${base} border border-rose-300 bg-rose-50 text-rose-800`}>{t('enrol.full')}</p>;
    case 'ended':
      return (
        <p className={`${base} border border-slate-300 bg-slate-100 text-slate-700`}>{t('enrol.ended')}</p>
      );
  }
}
