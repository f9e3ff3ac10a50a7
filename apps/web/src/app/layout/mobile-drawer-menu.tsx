import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useAuth } from '@/shared/auth/use-auth';
import { useLogout } from '@/shared/auth/use-logout';
import { SiteSearch } from '@/shared/search/site-search';
import { CATEGORY_SLUGS } from '@/shared/site/catalogue-categories';
import { buttonClass } from '@/shared/ui/button-class';

import { ACCOUNT_LINKS } from './account-menu';
import { COMPANY_LINKS, PLAIN_LINKS, SOLUTION_LINKS, YOU_ARE_MENU } from './navigation';

const item =
  'block rounded px-3 py-2.5 text-base text-slate-800 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-brand-dark';
const group =
  'rounded px-3 py-2.5 text-base font-semibold text-ink marker:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark';

/** What the open drawer holds: the search, the navigation's items, the quote button and the account. */
export function MobileDrawerMenu({ panelId }: { panelId: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const logout = useLogout();

  return (
    <>
      <SiteSearch className="mb-3 mt-2 md:hidden" />
      <nav aria-label={t('nav.menu.title')}>
        <ul className="space-y-1">
          <li>
            <details>
              <summary className={group}>{t('nav.formations')}</summary>
              <ul className="ps-4">
                {CATEGORY_SLUGS.map((slug) => (
                  <li key={slug}>
                    <Link to={paths.category(slug)} className={item}>
                      {t(`nav.formationsMenu.categories.${slug}`)}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to={paths.calendar} className={item}>
                    {t('nav.formationsMenu.calendar')}
                  </Link>
                </li>
              </ul>
            </details>
          </li>
          <li>
            <details>
              <summary className={group}>{t('nav.solutions')}</summary>
              <ul className="ps-4">
                {SOLUTION_LINKS.map((solution) => (
                  <li key={solution.path}>
                    <Link to={solution.path} className={item}>
                      {t(`nav.solutionsMenu.${solution.id}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          {PLAIN_LINKS.map(([label, to]) => (
            <li key={to}>
              <Link to={to} className={item}>
                {t(label)}
              </Link>
            </li>
          ))}
          <li>
            <details>
              <summary className={group}>{t('nav.youAre')}</summary>
              <ul className="ps-4">
                {YOU_ARE_MENU.map((label) => (
                  <li key={label}>
                    <Link to={paths.underConstruction} className={item}>
                      {t(label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          {COMPANY_LINKS.map(([label, to]) => (
            <li key={to}>
              <Link to={to} className={item}>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-4 grid gap-2 sm:grid-cols-3">
          <Link to={paths.quote} className={`${buttonClass('primary', 'lg')} text-center`}>
            {t('nav.quote')}
          </Link>
          {auth.status === 'anonymous' ? (
            <>
              <Link to={paths.login} className={`${buttonClass('secondary', 'lg')} text-center`}>
                {t('nav.login')}
              </Link>
              <Link to={paths.signup} className={`${buttonClass('secondary', 'lg')} text-center`}>
                {t('nav.signup')}
              </Link>
            </>
          ) : null}
        </div>
        {auth.status === 'authenticated' ? (
          <section aria-labelledby={`${panelId}-account`} className="mt-4 border-t border-slate-200 pt-4">
            <h2 id={`${panelId}-account`} className="px-3 font-semibold text-ink">
              {auth.user.fullName}
              <span className="block truncate text-sm font-normal text-slate-600">{auth.user.email}</span>
            </h2>
            <ul className="mt-2 space-y-1">
              {ACCOUNT_LINKS.map(([label, to]) => (
                <li key={to}>
                  <Link to={to} className={item}>
                    {t(label)}
                  </Link>
                </li>
              ))}
              <li>
                <button type="button" onClick={logout} className={`${item} w-full text-start`}>
                  {t('account.logout')}
                </button>
              </li>
            </ul>
          </section>
        ) : null}
      </nav>
    </>
  );
}
