import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';

import { languageBasename, localisedPath } from '@/config/language-paths';
import { paths } from '@/config/paths';
import { browserPathOf, SITE_BASE } from '@/config/site-base';
import { allArticlesQuery } from '@/features/blog/data/blog-queries';
import { USER_QUERY_ROOT } from '@/shared/api/client';
import { createQueryClient } from '@/shared/api/query-client';
import { setUpI18n, type Language } from '@/shared/i18n/i18n';
import { publishedCoursesQuery } from '@/shared/sessions/sessions-queries';
import { siteClock } from '@/shared/site/site-clock';

import { App } from './app';
import type { PrerenderState } from './prerender-state';
import { AppRoutes } from './router';
import { PRERENDERED_PATHS } from './site-pages';

export { PRERENDER_STATE_ID, serialisePrerenderState } from './prerender-state';
export { sanitiseWithWindow } from '@/features/blog/sanitise-article-html';

/** At most this many rounds of "render, then fetch what the render asked for" per page. */
const MAX_ROUNDS = 4;

/**
 * React's mark of a Suspense boundary whose content came later than its fallback: the HTML would
 * paint the fallback first and swap the content in with an inline script, and the page would jump.
 * A render after the code and words have arrived puts the content in place; the build insists on it.
 */
const PENDING_BOUNDARY = '<!--$?-->';

/** A query the page asked for that no round has fetched yet (the visitor's own data never is). */
function waitsForData(query: Query): boolean {
  return (
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle' &&
    query.queryKey[0] !== USER_QUERY_ROOT &&
    // The options the component gave (QueryOptions does not type `enabled`, an observer's option).
    (query.options as { enabled?: unknown }).enabled !== false
  );
}

async function renderToHtml(queryClient: QueryClient, language: Language, path: string): Promise<string> {
  // An error would leave part of the page to the browser: the build stops and says where instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <App
      queryClient={queryClient}
      router={
        <StaticRouter
          basename={`${SITE_BASE}${languageBasename(language)}`}
          location={browserPathOf(localisedPath(language, path))}
        >
          <AppRoutes />
        </StaticRouter>
      }
    />,
    {
      // React outlines a large boundary (over 12.8 kB by default) so a stream can paint its fallback
      // first; a static page has no stream: everything goes in place, and nothing jumps.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  if (errors.length > 0) {
    throw new Error(`${localisedPath(language, path)} could not be rendered`, { cause: errors[0] });
  }
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of prelude) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** No retries at build time: a failed call fails the page, and the build says which. */
function buildQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return queryClient;
}

/**
 * Every page the build writes: the route table's public pages, then one per published course and
 * per article, asked of the API through the site's own queries (the same calls, the same checks).
 */
export async function prerenderedPaths(): Promise<string[]> {
  const queryClient = buildQueryClient();
  const [courses, articles] = await Promise.all([
    queryClient.query(publishedCoursesQuery),
    queryClient.query(allArticlesQuery()),
  ]);
  return [
    ...PRERENDERED_PATHS,
    ...courses.map((course) => paths.session(course.slug)),
    ...articles.map((article) => paths.article(article.slug)),
  ];
}

export type RenderedPage = { html: string; state: PrerenderState };

/**
 * Renders one page of the site as HTML in one language, with the data its queries fetch from the
 * API. A render registers the queries its components use; they are fetched, and the page renders
 * again until it asks for nothing new (a list, then what the list names). The answers count as
 * fetched at `renderedAt`: the browser keeps them for the five minutes of product rules 9 from then, and a
 * page built longer ago refreshes them in the background once hydrated.
 */
export async function renderPage(path: string, language: Language, renderedAt: Date): Promise<RenderedPage> {
  const today = renderedAt.toISOString().slice(0, 10);
  const i18n = setUpI18n(undefined, language);
  await i18n.changeLanguage(language);
  siteClock.setRenderedDay(today);
  const queryClient = buildQueryClient();

  let html = await renderToHtml(queryClient, language, path);
  for (let round = 1; round < MAX_ROUNDS; round += 1) {
    const waiting = queryClient.getQueryCache().findAll({ predicate: waitsForData });
    if (waiting.length === 0 && !html.includes(PENDING_BOUNDARY)) break;
    // A failed call is reported below, with every other one.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = await renderToHtml(queryClient, language, path);
  }
  if (html.includes(PENDING_BOUNDARY)) {
    throw new Error(
      `${localisedPath(language, path)} still waits for code or words after ${String(MAX_ROUNDS)} renders`,
    );
  }
  const failed = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' });
  if (failed.length > 0) {
    const keys = failed.map((query) => JSON.stringify(query.queryKey)).join(', ');
    throw new Error(`${localisedPath(language, path)}: the API failed for ${keys}`);
  }
  for (const query of queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'success' })) {
    queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: renderedAt.getTime() });
  }
  return { html, state: { path, language, today, queries: dehydrate(queryClient) } };
}
export { env } from '@/config/env';
export { LANGUAGES, type Language } from '@/shared/i18n/i18n';
export { localisedPath } from '@/config/language-paths';
