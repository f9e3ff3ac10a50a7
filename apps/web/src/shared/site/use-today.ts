import { useSyncExternalStore } from 'react';

import { siteClock } from './site-clock';

/**
 * Today (YYYY-MM-DD, UTC) as the page should show it: the rendered day while a prerendered page
 * hydrates, so the HTML and that first render agree; then the API's day (site-clock.ts).
 */
export function useToday(): string {
  return useSyncExternalStore(siteClock.subscribe, siteClock.today, siteClock.renderedToday);
}
