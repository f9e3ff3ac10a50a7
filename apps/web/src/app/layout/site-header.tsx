import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { CONTACT } from '@/config/env';
import { paths } from '@/config/paths';
import { SiteSearch } from '@/shared/search/site-search';
import { buttonClass } from '@/shared/ui/button-class';
import { LoadingView } from '@/shared/ui/loading-view';

import { AccountMenu } from './account-menu';
import { LanguageSwitcher } from './language-switcher';
import { MobileDrawer } from './mobile-drawer';
import { NavDropdown } from './nav-dropdown';
import { COMPANY_LINKS, PLAIN_LINKS, SOLUTIONS_MENU, YOU_ARE_MENU } from './navigation';

/** The mega-menu's programme titles come with the catalogue: loaded when the menu first opens. */
const FormationsMegaMenuContent = lazy(async () => ({
  default: (await import('./formations-mega-menu')).FormationsMegaMenuContent,
}));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded px-1 py-1 text-sm font-medium hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark ${isActive ? 'text-brand-dark' : 'text-slate-700'}`;
const menuLink =
  'block rounded px-2 py-1.5 text-sm text-slate-700 hover:bg-orange-50 hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white">
      <div className="border-b border-slate-100 bg-slate-50">
        <div className="mx-auto flex max-w-[1440px] items-center justify-end gap-2 px-4 py-1.5 sm:justify-between">
          <a
            href={CONTACT.phoneHref}
            className="hidden whitespace-nowrap text-sm font-medium text-slate-700 hover:text-brand-dark sm:inline"
            aria-label={t('header.call', { phone: CONTACT.phone })}
          >
            <span dir="ltr">{CONTACT.phone}</span>
          </a>
          <SiteSearch className="hidden w-72 md:block lg:w-96" />
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <AccountMenu />
          </div>
        </div>
      </div>
      <div className="relative mx-auto flex max-w-[1440px] items-center gap-4 px-4 py-3">
        <Link
          to={paths.home}
          aria-label={t('a11y.home')}
          className="flex shrink-0 items-center gap-2 font-bold text-ink"
        >
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width="32" height="32" />
          <span className="text-lg">{t('brand.name')}</span>
        </Link>
        <nav aria-label={t('a11y.mainNavigation')} className="hidden flex-1 xl:block">
          <ul className="flex items-center gap-x-4">
            <li>
              <NavDropdown
                label={t('nav.formations')}
                anchored={false}
                panelClassName="inset-x-4 mx-auto w-auto max-w-[1240px]"
              >
                {(close) => (
                  <Suspense fallback={<LoadingView />}>
                    <FormationsMegaMenuContent onNavigate={close} />
                  </Suspense>
                )}
              </NavDropdown>
            </li>
            <li>
              <NavDropdown
                label={t('nav.solutions')}
                panelClassName="start-0 w-[780px] max-w-[calc(100vw-2rem)]"
              >
                {(close) => (
                  <div className="grid gap-6 sm:grid-cols-2">
                    {SOLUTIONS_MENU.map((group) => (
                      <section key={group.group} aria-labelledby={`solutions-${group.group}`}>
                        <h2
                          id={`solutions-${group.group}`}
                          className="mb-2 px-2 text-xs font-bold uppercase tracking-wide text-slate-500"
                        >
                          {t(`nav.solutionsMenu.${group.group}`)}
                        </h2>
                        <ul>
                          {group.items.map((item) => (
                            <li key={item.path}>
                              <Link to={item.path} onClick={close} className={menuLink}>
                                {t(`nav.solutionsMenu.${item.id}`)}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </section>
                    ))}
                  </div>
                )}
              </NavDropdown>
            </li>
            {PLAIN_LINKS.map(([label, to]) => (
              <li key={to}>
                <NavLink to={to} className={linkClass}>
                  {t(label)}
                </NavLink>
              </li>
            ))}
            <li>
              <NavDropdown label={t('nav.youAre')} panelClassName="start-0 w-64">
                {(close) => (
                  <ul>
                    {YOU_ARE_MENU.map((label) => (
                      <li key={label}>
                        <Link to={paths.underConstruction} onClick={close} className={menuLink}>
                          {t(label)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </NavDropdown>
            </li>
            {COMPANY_LINKS.map(([label, to]) => (
              <li key={to}>
                <NavLink to={to} className={linkClass}>
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex shrink-0 items-center gap-2">
          <Link
            to={paths.quote}
            className={`${buttonClass('primary', 'sm')} hidden whitespace-nowrap xl:inline-block`}
          >
            {t('nav.quote')}
          </Link>
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}
