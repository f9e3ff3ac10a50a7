import { useTranslation } from 'react-i18next';

import type { SignInWelcome } from '@/features/accounts/sign-in/sign-in-welcome-store';
import { Dialog } from '@/shared/ui/dialog';

/** The success dialog after a login; a brand-new provider user gets the extra welcome text. */
export function SignInWelcomeDialog({ welcome, onClose }: { welcome: SignInWelcome; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <Dialog open onClose={onClose} title={t('welcome.title')}>
      <p>{t('welcome.text', { name: welcome.fullName })}</p>
      {welcome.isNewUser ? <p className="mt-3">{t('welcome.newUser')}</p> : null}
    </Dialog>
  );
}
