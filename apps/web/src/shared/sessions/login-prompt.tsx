import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { buttonClass } from '@/shared/ui/button-class';
import { Dialog } from '@/shared/ui/dialog';

/** Tells an anonymous visitor why they must log in, with a login link that brings them back here. */
export function LoginPrompt({
  open,
  onClose,
  message,
}: {
  open: boolean;
  onClose: () => void;
  message: string;
}) {
  const { t } = useTranslation('sessions');
  const location = useLocation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('loginPrompt.title')}
      actions={
        <>
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-slate-300 px-5 py-2 font-semibold text-ink hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
          >
            {t('loginPrompt.later')}
          </button>
          <Link
            to={paths.loginReturningTo(`${location.pathname}${location.search}`)}
            className={buttonClass()}
          >
            {t('loginPrompt.login')}
          </Link>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
