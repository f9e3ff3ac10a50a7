import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

export interface RenderPageOptions {
  /** The address the page opens at. */
  url?: string;
  /** The route the page answers, with its parameters (`/set-new-password/:token`); any path by default. */
  path?: string;
  /**
   * The other routes a test may be sent to: each path with the element it shows, or a text that
   * stands for the page (`{ '/login': 'Page de connexion' }`).
   */
  routes?: Record<string, ReactElement | string>;
  /** Shows the router's address under the page, for `currentLocation()`. */
  showLocation?: boolean;
}

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/**
 * A page (or a part of one) as the site renders it: inside a router at `url` and a query client of
 * its own that does not retry, so a failed call shows its error at once. An address that neither
 * the page nor `routes` answers shows nothing but the location, if shown.
 */
export function renderPage(
  page: ReactElement,
  { url = '/', path = '*', routes = {}, showLocation = false }: RenderPageOptions = {},
): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          {Object.entries(routes).map(([to, shown]) => (
            <Route key={to} path={to} element={typeof shown === 'string' ? <p>{shown}</p> : shown} />
          ))}
          {path === '*' ? null : <Route path="*" element={null} />}
        </Routes>
        {showLocation ? <Location /> : null}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Where the router is (path and query), for a page rendered with `showLocation`. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent;
}
