import { useEffect } from 'react';

/**
 * Sets `data-hydrated` on <html> once React runs the page's content: from then on a prerendered
 * page answers clicks (before, only its links and the fields work). Rendered beside the page, inside
 * the page's Suspense boundary, so the mark waits for the page itself. Browser tests wait for it
 * after each load.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
