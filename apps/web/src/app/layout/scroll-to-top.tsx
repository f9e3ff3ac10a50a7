import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Product rules 2: every route change scrolls to the top, smoothly unless the user prefers reduced motion.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
