import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, type ReactNode } from 'react';

import { Providers } from './providers';

/** The whole site around a router: the browser's, or the build's static one. */
export function App({ router, queryClient }: { router: ReactNode; queryClient: QueryClient }) {
  return (
    <StrictMode>
      {/* A visitor who chose English or Arabic waits for the chrome's words before the first paint. */}
      <Suspense fallback={null}>
        <Providers queryClient={queryClient}>{router}</Providers>
      </Suspense>
    </StrictMode>
  );
}
