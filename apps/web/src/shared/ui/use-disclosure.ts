import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * An open/closed panel driven by a button (the ARIA disclosure pattern): Escape closes it and gives
 * the focus back to its button; a click or focus outside closes it, and so does a navigation (the
 * panel is open only at the location where it was opened).
 */
export function useDisclosure<TButton extends HTMLElement = HTMLButtonElement>() {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
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
      setOpenAt(open ? null : here);
    },
    buttonRef,
    panelRef,
  };
}
