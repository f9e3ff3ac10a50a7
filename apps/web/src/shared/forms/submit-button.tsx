import type { ReactNode } from 'react';

import { useHydrated } from '@/shared/site/use-hydrated';
import { buttonClass } from '@/shared/ui/button-class';

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
      className={`${buttonClass()} inline-flex w-full items-center justify-center gap-2`}
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
