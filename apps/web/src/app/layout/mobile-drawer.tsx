import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingView } from '@/shared/ui/loading-view';
import { useDisclosure } from '@/shared/ui/use-disclosure';

/** The drawer's menu loads when it first opens: most visits on a phone never open it. */
const MobileDrawerMenu = lazy(async () => ({
  default: (await import('./mobile-drawer-menu')).MobileDrawerMenu,
}));

/** Below the desktop width: the same items as the navigation, plus the quote button (product rules 2). */
export function MobileDrawer() {
  const { t } = useTranslation();
  const { open, toggle, buttonRef, panelRef } = useDisclosure();
  const panelId = useId();

  return (
    <div className="xl:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('nav.menu.close') : t('nav.menu.open')}
        onClick={toggle}
        className="flex size-10 items-center justify-center rounded-md border border-slate-300 text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-dark"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
          {open ? (
            <path
              fill="currentColor"
              d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
            />
          ) : (
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          )}
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-xl"
      >
        {open ? (
          <Suspense fallback={<LoadingView />}>
            <MobileDrawerMenu panelId={panelId} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
