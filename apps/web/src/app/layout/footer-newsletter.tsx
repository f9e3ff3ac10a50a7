import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

let markNear: () => void = () => undefined;
/** The build renders the form at once; a browser waits for the visitor to come near it. */
const near =
  typeof document === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        markNear = resolve;
      });

/**
 * The form's code (react-hook-form, zod and the schema) is the largest part of a page's start-up
 * work, and the footer sits below the fold. On a prerendered page React keeps the build's form as it
 * is (a Suspense boundary whose code has not arrived stays as its HTML) until the visitor comes near
 * it (scrolls towards it, points at it, focuses it) or does anything at all (a tap, a key, going
 * back, a control changed): React has to take a boundary over before the page can change around it,
 * so a navigation started while the form is still the build's HTML waits for its code. The submit
 * button stays disabled until then (see useHydrated), and what is typed meanwhile stays in the field:
 * React and react-hook-form take the field over with its value.
 */
const NewsletterForm = lazy(async () => {
  await near;
  return { default: (await import('@/shared/newsletter/newsletter-form')).NewsletterForm };
});

/** How far below the screen the form starts loading while the visitor scrolls. */
const LOAD_MARGIN = '400px';

/** Runs `then` once the boundary it sits in is shown: hydrated, or rendered by the browser. */
function WhenShown({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

export function FooterNewsletter() {
  const area = useRef<HTMLDivElement>(null);
  const { i18n } = useTranslation();
  /**
   * The form's words are i18next's, read at render from its current language, which changes before
   * React renders the change. Until React has taken the build's form over, the boundary is keyed by
   * the language: once another language is chosen, React drops the French HTML and renders the form
   * afresh, rather than take it over in words that are not the HTML's (a hydration error, #418).
   * Once shown, the key stays, so a language switch keeps what the visitor typed in the field.
   */
  const [shownIn, setShownIn] = useState<string | null>(null);
  const language = i18n.language;
  const shown = useCallback(() => {
    setShownIn((kept) => kept ?? language);
  }, [language]);

  useEffect(() => {
    const element = area.current;
    // A page React rendered itself has no form to show yet: there is nothing to wait for.
    if (element === null || element.querySelector('form') === null) {
      markNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) markNear();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    element.addEventListener('pointerover', markNear);
    element.addEventListener('focusin', markNear);
    // Captured on the window: before the tap or the key starts whatever it does. A control changed
    // or a link followed without a pointer or a key (a screen reader, an automated browser) counts
    // too: the change it makes (a new sort, a new page) waits for the form's code.
    const activity = ['pointerdown', 'keydown', 'popstate', 'click', 'input', 'change'] as const;
    for (const type of activity) window.addEventListener(type, markNear, { capture: true });
    const stop = () => {
      observer.disconnect();
      element.removeEventListener('pointerover', markNear);
      element.removeEventListener('focusin', markNear);
      for (const type of activity) window.removeEventListener(type, markNear, { capture: true });
    };
    void near.then(stop);
    return stop;
  }, []);

  return (
    <div ref={area}>
      <Suspense key={shownIn ?? language} fallback={<div className="min-h-[4.5rem]" />}>
        <NewsletterForm source="footer" tone="dark" />
        <WhenShown then={shown} />
      </Suspense>
    </div>
  );
}
