import { useSyncExternalStore } from 'react';

import { neverChanges } from './use-hydrated';

/** Today as YYYY-MM-DD (UTC), the date the domain's session rules compare with. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The day a prerendered page was rendered on: the build writes it into the page, and the first
 * render of the browser (hydration) uses it, so the HTML and that render agree. React renders again
 * at once with the visitor's own today when it differs (a page built yesterday).
 */
let renderedDay: string | undefined;

export function setRenderedDay(day: string): void {
  renderedDay = day;
}

/** Today, as the page should show it: the rendered day while hydrating, the visitor's day after. */
export function useToday(): string {
  return useSyncExternalStore(neverChanges, todayIso, () => renderedDay ?? todayIso());
}
