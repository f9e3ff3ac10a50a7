import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { buttonClass } from '@/shared/ui/button-class';

/**
 * Product rules 6: my courses, favorites and profile show this to anonymous visitors, with login and
 * sign-up offered; login brings the visitor back here.
 */
export function RestrictedView() {
  const { t } = useTranslation();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-ink">{t('account.restricted.title')}</h1>
      <p className="text-slate-700">{t('account.restricted.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.loginReturningTo(back)} className={buttonClass()}>
          {t('nav.login')}
        </Link>
        <Link to={paths.signup} className={buttonClass('secondary')}>
          {t('nav.signup')}
        </Link>
      </div>
    </section>
  );
}
