import { toast, Toaster } from 'sonner';
import { useTranslation } from 'react-i18next';

/** Spec 9: notifications last 4000 ms by default. */
export const TOAST_DURATION_MS = 4000;

/** The one toast system: every feature notifies through these. */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};

export function AppToaster() {
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  return (
    <Toaster
      dir={rtl ? 'rtl' : 'ltr'}
      position={rtl ? 'top-left' : 'top-right'}
      duration={TOAST_DURATION_MS}
      visibleToasts={3}
      closeButton
      richColors
      containerAriaLabel={i18n.t('a11y.notifications')}
    />
  );
}
