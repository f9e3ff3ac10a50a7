import { createBrowserRouter } from 'react-router';
import { LoadingView } from '../shared/ui/loading-view';
import { SiteLayout } from './layout/site-layout';

/** Every page loads on demand (spec 2). Routes not built yet fall to the not-found page. */
export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    // The first page's code is still loading: the same view as any later wait.
    hydrateFallbackElement: <LoadingView />,
    children: [
      ...['/', '/formations', '/solutions'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('../features/home/pages/home-page')).HomePage }),
      })),
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/static-pages/pages/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
]);
