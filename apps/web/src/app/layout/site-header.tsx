import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { CONTACT } from '../../config/env';
import { paths } from '../../config/paths';
import { LanguageSwitcher } from './language-switcher';

const NAV = [
  ['nav.formations', paths.formations],
  ['nav.sessions', paths.sessions],
  ['nav.certifications', paths.certifications],
  ['nav.blog', paths.blog],
  ['nav.about', paths.about],
  ['nav.contact', paths.contact],
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <Link
          to={paths.home}
          aria-label={t('a11y.home')}
          className="flex items-center gap-2 font-bold text-ink"
        >
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span className="text-lg">{t('brand.name')}</span>
        </Link>
        <nav
          aria-label={t('a11y.mainNavigation')}
          className="order-last w-full lg:order-none lg:w-auto lg:flex-1"
        >
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium lg:flex-nowrap">
            {NAV.map(([label, to]) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    `whitespace-nowrap rounded px-1 py-1 hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark ${isActive ? 'text-brand-dark' : 'text-slate-700'}`
                  }
                >
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex flex-wrap items-center gap-2 sm:gap-3">
          <a
            href={CONTACT.phoneHref}
            className="hidden whitespace-nowrap text-sm font-medium text-slate-700 hover:text-brand-dark xl:inline"
            aria-label={t('header.call', { phone: CONTACT.phone })}
          >
            <span dir="ltr">{CONTACT.phone}</span>
          </a>
          <LanguageSwitcher />
          <Link
            to={paths.login}
            className="whitespace-nowrap rounded-md px-2 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 sm:px-3"
          >
            {t('nav.login')}
          </Link>
          <Link
            to={paths.signup}
            className="whitespace-nowrap rounded-md bg-brand-dark px-2 py-1.5 text-sm font-semibold text-white hover:bg-brand-deep sm:px-3"
          >
            {t('nav.signup')}
          </Link>
        </div>
      </div>
    </header>
  );
}
