import type { ReactNode } from 'react';

import { useHydrated } from '@/shared/site/use-hydrated';

/**
 * The form's main button; while the request runs it stays in place, disabled and says so. On a
 * prerendered page it waits for React (useHydrated).
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={busy || !hydrated}
      aria-busy={busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-dark px-5 py-2.5 font-semibold text-white hover:bg-brand-deep focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
        />
      ) : null}
      {busy ? busyLabel : children}
    </button>
  );
}
