import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useAuth } from '@/shared/auth/use-auth';
import { useLogout } from '@/shared/auth/use-logout';
import { buttonClass } from '@/shared/ui/button-class';
import { useDisclosure } from '@/shared/ui/use-disclosure';

import { AccountAvatar } from './account-avatar';

export const ACCOUNT_LINKS = [
  ['account.profile', paths.profile],
  ['account.courses', paths.myCourses],
  ['account.favorites', paths.myFavorites],
] as const;

const menuItem =
  'block w-full rounded px-3 py-2 text-start text-sm text-slate-700 hover:bg-orange-50 hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark';

/** Product rules 2: login and register buttons, or the avatar menu of the signed-in user. */
export function AccountMenu() {
  const { t } = useTranslation();
  const auth = useAuth();
  const logout = useLogout();
  const { open, toggle, close, buttonRef, panelRef } = useDisclosure();
  const panelId = useId();

  if (auth.status === 'anonymous') {
    return (
      <>
        <Link
          to={paths.login}
          className="hidden whitespace-nowrap rounded-md px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 sm:inline-block"
        >
          {t('nav.login')}
        </Link>
        <Link
          to={paths.signup}
          className={`${buttonClass('primary', 'sm')} hidden whitespace-nowrap sm:inline-block`}
        >
          {t('nav.signup')}
        </Link>
      </>
    );
  }

  const { user } = auth;
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('account.menu', { name: user.fullName })}
        onClick={toggle}
        className="flex items-center gap-2 rounded-full p-0.5 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-dark"
      >
        <AccountAvatar path={user.avatar || user.image} />
        <span className="hidden max-w-40 truncate text-sm font-medium text-slate-800 sm:inline">
          {user.fullName}
        </span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-full z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <div className="border-b border-slate-100 px-3 pb-2 pt-1">
          <p className="truncate font-semibold text-ink">{user.fullName}</p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
        <ul className="pt-1">
          {ACCOUNT_LINKS.map(([label, to]) => (
            <li key={to}>
              <Link
                to={to}
                className={menuItem}
                onClick={() => {
                  close();
                }}
              >
                {t(label)}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-100 pt-1">
            <button type="button" className={menuItem} onClick={logout}>
              {t('account.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
