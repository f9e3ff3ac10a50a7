import { useEffect } from 'react';

let markHydrated: () => void = () => undefined;

/** Settles once React runs the page's content (see HydrationMark). */
export const pageHydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/**
 * Sets `data-hydrated` on <html> once React runs the page's content: from then on a prerendered
 * page answers clicks (before, only its links and the fields work). Rendered beside the page, inside
 * the page's Suspense boundary, so the mark waits for the page itself. Browser tests wait for it
 * after each load.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    markHydrated();
  }, []);
  return null;
}
