import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

export interface RenderPageOptions {
  /** The address the page opens at. */
  url?: string;
  /** The route the page answers, with its parameters (`/set-new-password/:token`); any path by default. */
  path?: string;
  /** The pages a test may be sent to: each path with a text that stands for the page. */
  elsewhere?: Record<string, string>;
}

/**
 * A page (or a part of one) as the site renders it: inside a router at `url` and a query client of
 * its own that does not retry, so a failed call shows its error at once.
 */
export function renderPage(
  page: ReactElement,
  { url = '/', path = '*', elsewhere = {} }: RenderPageOptions = {},
): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          {Object.entries(elsewhere).map(([to, text]) => (
            <Route key={to} path={to} element={<p>{text}</p>} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
