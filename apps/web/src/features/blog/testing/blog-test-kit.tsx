import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll } from 'vitest';

import type { Article } from '@formation/contract';

import '@/shared/i18n/i18n-types';

import { setUpI18n } from '@/shared/i18n/i18n';

const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${String(i)}`).join(' ');

export function article(id: number, extra: Partial<Article> = {}): Article {
  return {
    id,
    slug: `article-${String(id)}`,
    title: `Article numéro ${String(id)}`,
    excerpt: `Résumé de l’article ${String(id)}.`,
    description: `Description de l’article ${String(id)}.`,
    content: `<p>${words(450)}</p>`,
    category: 'Cybersécurité',
    author: 'Mehdi Gharbi',
    image: 'uploads\\blog\\a.png',
    tags: ['ISO 27001'],
    publishedAt: '2026-11-10T09:00:00.000Z',
    ...extra,
  };
}

export function setUpBlogTests(): void {
  beforeAll(() => {
    setUpI18n();
  });
  afterEach(async () => {
    await setUpI18n().changeLanguage('fr');
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** A page of the blog at `url`, matched on `path`, with the current location shown for assertions. */
export function renderAt(url: string, path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {page}
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
