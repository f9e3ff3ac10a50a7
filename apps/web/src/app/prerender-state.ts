import type { DehydratedState } from '@tanstack/react-query';

import type { Language } from '@/shared/i18n/i18n';

/** The id of the script element that carries a prerendered page's state. */
export const PRERENDER_STATE_ID = 'prerender-state';

/**
 * What a prerendered page holds besides its HTML: which page in which language, the day it was
 * rendered on, and the answers of the queries its HTML shows (TanStack Query's dehydrated cache), so
 * the browser hydrates without asking again.
 */
export type PrerenderState = {
  path: string;
  language: Language;
  today: string;
  queries: DehydratedState;
};

/** The state as JSON that is safe inside a `<script>` element (no `</script>`, no `<!--`). */
export function serialisePrerenderState(state: PrerenderState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The state written into this page by the build, or null for a page the browser renders alone. */
export function readPrerenderState(): PrerenderState | null {
  const element = document.getElementById(PRERENDER_STATE_ID);
  if (element?.textContent == null) return null;
  try {
    return JSON.parse(element.textContent) as PrerenderState;
  } catch {
    return null;
  }
}
