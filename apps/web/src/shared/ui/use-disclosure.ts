import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** The page the browser's address bar names. */
function addressBar(): string {
  return `${location.pathname}${location.search}`;
}

/**
 * An open/closed panel driven by a button (the ARIA disclosure pattern): Escape closes it and gives
 * the focus back to its button; a click or focus outside closes it, and so does a navigation (the
 * panel is open only at the location where it was opened).
 *
 * "Where it was opened" is both the router's location and the address bar's: a navigation React has
 * not rendered yet (its page's code still loading, on a slow phone) has already moved the address
 * bar. A panel opened then belongs to the page on its way, and stays open when that page lands.
 */
export function useDisclosure<TButton extends HTMLElement = HTMLButtonElement>() {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<{ route: string; address: string } | null>(null);
  const open = openAt !== null && (openAt.route === here || openAt.address === addressBar());
  // Kept up during this render, as React allows for a component's own state: once the page it was
  // opened for lands, the panel belongs to that page alone; closed by a navigation, it is forgotten,
  // so coming back to the page it was opened on does not open it again.
  if (openAt !== null && !open) setOpenAt(null);
  else if (openAt !== null && openAt.route !== here) setOpenAt({ route: here, address: addressBar() });
  const buttonRef = useRef<TButton>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus = false) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onOutside = (event: Event) => {
      const target = event.target as Node | null;
      if (target === null) return;
      if (panelRef.current?.contains(target) === true || buttonRef.current?.contains(target) === true) return;
      close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, close]);

  return {
    open,
    close,
    toggle: () => {
      setOpenAt(open ? null : { route: here, address: addressBar() });
    },
    buttonRef,
    panelRef,
  };
}
