import { createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router, useLocation } from 'react-router';

import { languageBasename, localisedPath, splitLanguagePath } from '@/config/language-paths';
import { browserPathOf, SITE_BASE, sitePathOf } from '@/config/site-base';
import { DEFAULT_LANGUAGE, type Language } from '@/shared/i18n/i18n';

type SwitchLanguage = (language: Language) => void;

const SwitchLanguageContext = createContext<SwitchLanguage | null>(null);

/** The language of a browser path: its prefix, French at the unprefixed paths. */
export function urlLanguage(pathname: string): Language {
  return splitLanguagePath(sitePathOf(pathname)).language ?? DEFAULT_LANGUAGE;
}

/**
 * The browser's router, with the URL's language prefix (`/en`, `/ar`) as its basename. react-router's
 * own BrowserRouter takes a fixed basename; here the basename and the location change in one state
 * update, so switching language keeps the page mounted (and what the visitor typed), and Back goes
 * to the previous language too.
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const language = urlLanguage(location.pathname);
        if (language !== i18n.language) void i18n.changeLanguage(language);
        startTransition(() => {
          setState({ action, location });
        });
      }),
    [history, i18n],
  );
  const switchLanguage: SwitchLanguage = (language) => {
    const { path } = splitLanguagePath(sitePathOf(history.location.pathname));
    const { search, hash } = history.location;
    history.push(`${browserPathOf(localisedPath(language, path))}${search}${hash}`);
  };
  return (
    <SwitchLanguageContext.Provider value={switchLanguage}>
      <Router
        basename={`${SITE_BASE}${languageBasename(urlLanguage(state.location.pathname))}`}
        location={state.location}
        navigationType={state.action}
        navigator={history}
      >
        {children}
      </Router>
    </SwitchLanguageContext.Provider>
  );
}

/**
 * Moves to the same page in another language. Outside the browser's router (prerendering, unit
 * tests), the language changes in place.
 */
export function useSwitchLanguage(): SwitchLanguage {
  const { i18n } = useTranslation();
  const switchLanguage = useContext(SwitchLanguageContext);
  return switchLanguage ?? ((language) => void i18n.changeLanguage(language));
}

/** The path of the current page in each language (for canonical links and hreflang alternates). */
export function useLanguagePaths(): Record<Language, string> {
  const { pathname } = useLocation();
  return {
    fr: localisedPath('fr', pathname),
    en: localisedPath('en', pathname),
    ar: localisedPath('ar', pathname),
  };
}
