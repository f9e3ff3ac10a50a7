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
          <button type="button" onClick={onClose} className={buttonClass('secondary')}>
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
