import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * An open/closed panel driven by a button (the ARIA disclosure pattern): Escape closes it and gives
 * the focus back to its button; a click or focus outside closes it.
 */
export function useDisclosure<TButton extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<TButton>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
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
    setOpen,
    close,
    toggle: () => {
      setOpen((value) => !value);
    },
    buttonRef,
    panelRef,
  };
}
