import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';

import { createRoot, hydrateRoot } from './react-dom-client';

import '@/shared/i18n/i18n-types';

import { localisedPath, splitLanguagePath } from '@/config/language-paths';
import { browserPathOf, sitePathOf } from '@/config/site-base';
import { createQueryClient } from '@/shared/api/query-client';
import { setUpI18n, storedLanguage } from '@/shared/i18n/i18n';
import { siteClock } from '@/shared/site/site-clock';

import { App } from './app';
import { hydrationProblemText } from './hydration-problem';
import { pageHydrated } from './layout/hydration-mark';
import { readPrerenderState } from './prerender-state';
import { refreshWhenIdle } from './refresh-when-idle';
import { AppRouter } from './router';

import './styles.css';

export interface BootOptions {
  /**
   * The prerendered answers are the seed's rather than this visitor's data (the demo, whose mock in
   * the page keeps what the visitor wrote): they show while React takes the page over, then every
   * one is asked again, however recent the build.
   */
  askPrerenderedAgain?: boolean;
}

/**
 * Starts the site on the page's #root. The site's entry (main.tsx) calls it at once; the demo build
 * calls it once the mock inside the page answers.
 */
export function bootSite(options: BootOptions = {}): void {
  const root = document.getElementById('root');
  if (root === null) throw new Error('#root is missing from index.html');

  /**
   * The URL says the language; an unprefixed path is French unless the visitor chose another language
   * before (product rules 2: the choice is kept in the browser), in which case the address moves to that
   * language's URL and the page renders in it.
   */
  const { language: urlLanguage, path } = splitLanguagePath(sitePathOf(location.pathname));
  const language = urlLanguage ?? storedLanguage();
  if (urlLanguage === null && language !== 'fr') {
    history.replaceState(
      history.state,
      '',
      `${browserPathOf(localisedPath(language, path))}${location.search}${location.hash}`,
    );
  }
  setUpI18n(undefined, language);

  const queryClient = createQueryClient();
  const prerendered = readPrerenderState();
  // The build's HTML for this very page, with no query of its own (`?search=`, `?program=`… show
  // something else): React takes it over, with the answers it was made from.
  const samePage = prerendered?.language === language && prerendered.path === path && location.search === '';
  if (prerendered !== null && samePage) {
    hydrate(queryClient, prerendered.queries);
    // Stale from the start: refreshWhenIdle asks them again once the page is taken over.
    if (options.askPrerenderedAgain === true) void queryClient.invalidateQueries({ refetchType: 'none' });
    siteClock.setRenderedDay(prerendered.today);
    void refreshWhenIdle(queryClient, pageHydrated);
    // In a transition React hydrates in slices that yield to the browser, so a tap or a scroll on the
    // page already painted is not held behind one long task (what Total Blocking Time counts).
    startTransition(() => {
      hydrateRoot(root, <App router={<AppRouter />} queryClient={queryClient} />, {
        onRecoverableError: (error, info) => {
          console.error(hydrationProblemText(error, info, location.pathname));
        },
      });
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(<App router={<AppRouter />} queryClient={queryClient} />);
  }
}
