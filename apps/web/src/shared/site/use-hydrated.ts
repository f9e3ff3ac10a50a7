import { useSyncExternalStore } from 'react';

/** A subscription for values that never change once the page runs (the server snapshot differs). */
export const neverChanges = () => () => undefined;

/**
 * False while a prerendered page is still the build's HTML (and during that page's hydration), true
 * once React runs it. A form's submit button stays disabled until then: a disabled default button
 * also stops the Enter key, so nothing is sent natively (a GET that would put what was typed in the
 * address) and what the visitor typed stays in the fields for React to take over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
