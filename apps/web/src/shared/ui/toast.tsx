import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Sonner from 'sonner';

/** Product rules 9: notifications last 4000 ms by default. */
export const TOAST_DURATION_MS = 4000;

/**
 * sonner loads with the first notification, not with the first page: most visits never see one.
 * A toast raised before the toaster is on screen is kept by sonner and shown once it is.
 */
let sonner: Promise<typeof Sonner> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function loadSonner(): Promise<typeof Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  return sonner;
}

/** The one toast system: every feature notifies through these. */
export const notify = {
  success: (message: string) => void loadSonner().then(({ toast }) => toast.success(message)),
  error: (message: string) => void loadSonner().then(({ toast }) => toast.error(message)),
  info: (message: string) => void loadSonner().then(({ toast }) => toast.info(message)),
};

const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

export function AppToaster() {
  const { i18n } = useTranslation();
  const shown = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    // A prerendered page shows no toast; hydration starts without one too.
    () => false,
  );
  if (!shown) return null;
  const rtl = i18n.dir() === 'rtl';
  return (
    <Suspense fallback={null}>
      <Toaster
        dir={rtl ? 'rtl' : 'ltr'}
        position={rtl ? 'top-left' : 'top-right'}
        duration={TOAST_DURATION_MS}
        visibleToasts={3}
        closeButton
        richColors
        containerAriaLabel={i18n.t('a11y.notifications')}
      />
    </Suspense>
  );
}
