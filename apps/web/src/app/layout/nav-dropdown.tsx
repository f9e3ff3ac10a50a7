import { useId, type ReactNode } from 'react';

import { useDisclosure } from '@/shared/ui/use-disclosure';

/**
 * A header menu: a button that opens a panel of links (disclosure pattern). Opens by click, touch or
 * keyboard; Escape closes it and returns the focus; it closes on an outside click and on navigation
 * (useDisclosure).
 */
export function NavDropdown({
  label,
  panelClassName,
  anchored = true,
  children,
}: {
  label: string;
  panelClassName: string;
  /** False: the panel is placed against the header (wide menus), not under its button. */
  anchored?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const { open, toggle, close, buttonRef, panelRef } = useDisclosure();
  const panelId = useId();
  return (
    <div className={anchored ? 'relative' : ''}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="flex items-center gap-1 whitespace-nowrap rounded px-1 py-1 text-sm font-medium text-slate-700 hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark"
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z"
          />
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-40 mt-2 rounded-xl border border-slate-200 bg-white p-5 shadow-xl ${panelClassName}`}
      >
        {open
          ? children(() => {
              close(false);
            })
          : null}
      </div>
    </div>
  );
}
