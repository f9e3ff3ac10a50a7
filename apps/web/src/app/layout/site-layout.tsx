import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { SignInWelcome } from '@/features/accounts/components/sign-in-welcome';
import { LoadingView } from '@/shared/ui/loading-view';

import { FloatingContact } from './floating-contact';
import { HydrationMark } from './hydration-mark';
import { PageAlternates } from './page-alternates';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('a11y.skipToContent')}
      </a>
      <PageAlternates />
      <ScrollToTop />
      <SiteHeader />
      <main id="content" className="flex-1">
        <Suspense fallback={<LoadingView />}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </main>
      <SiteFooter />
      <FloatingContact />
      <SignInWelcome />
    </div>
  );
}
