import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { article } from '@/features/blog/testing/blog-fixtures';
import { api } from '@/shared/api/client';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer } from '@/testing/api-answer';
import { currentLocation, renderPage } from '@/testing/render-page';

import { BlogPage, pageFromQuery } from './blog-page';

/** 16 articles, newest first: 1–10 in cybersecurity, 11–16 in leadership. */
const ALL = Array.from({ length: 16 }, (_, i) =>
  article(i + 1, i < 10 ? {} : { category: 'Leadership et management' }),
);

function mockList(articles = ALL) {
  // A real API ignores `category` and may send neither page figures nor `results` (product rules 7).
  return vi.spyOn(api.blog, 'list').mockResolvedValue(apiAnswer(200, { data: articles }));
}

describe('blog list', () => {
  it('lists the articles with their reading time in minutes, category, date and link', async () => {
    const list = mockList();
    const { container } = renderPage(<BlogPage />, { url: '/blog', path: '/blog' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Conseils et actualités de nos formateurs' }),
    ).toBeDefined();
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(6);
    // One call, as the global search makes it (product rules 9): up to 1000 articles at page 1.
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ query: { page: 1, limit: 1000 } });
    const first = within(items[0]!);
    // 450 words at 200 words a minute: 3 minutes (product rules 9).
    expect(first.getByText('3 min de lecture')).toBeDefined();
    expect(first.getByText('Cybersécurité')).toBeDefined();
    expect(first.getByText('10 novembre 2026')).toBeDefined();
    expect(first.getByRole('link', { name: 'Article numéro 1' }).getAttribute('href')).toBe(
      '/blog/article-1',
    );
    expect(screen.getByText('Articles 1 à 6 sur 16')).toBeDefined();
    const levels = [...container.querySelectorAll('h1, h2, h3')].map((h) => h.tagName);
    expect(levels.slice(0, 3)).toEqual(['H1', 'H2', 'H3']);
  });

  it('filters by category on the client, offering only the categories the articles carry', async () => {
    const list = mockList();
    renderPage(<BlogPage />, { url: '/blog?category=leadership', path: '/blog' });
    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(
      [11, 12, 13, 14, 15, 16].map((n) => `Article numéro ${String(n)}`),
    );
    expect(list).toHaveBeenCalledWith({ query: { page: 1, limit: 1000 } });
    const nav = screen.getByRole('navigation', { name: 'Catégories' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tous les articles', 'Cybersécurité', 'Leadership et management']);
    expect(
      within(nav).getByRole('link', { name: 'Leadership et management' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Tous les articles' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('heading', { level: 2, name: 'Leadership et management' })).toBeDefined();
    // 6 articles: one page, no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination des articles' })).toBeNull();
  });

  it('pages through the list, keeping the category', async () => {
    mockList();
    renderPage(<BlogPage />, {
      url: '/blog?category=cybersecurity&page=2',
      path: '/blog',
      showLocation: true,
    });
    await screen.findAllByRole('article');
    const pagination = screen.getByRole('navigation', { name: 'Pagination des articles' });
    expect(within(pagination).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(pagination).getByRole('link', { name: 'Page précédente' }).getAttribute('href')).toBe(
      '/blog?category=cybersecurity',
    );
    expect(screen.getByText('Articles 7 à 10 sur 10')).toBeDefined();
    await userEvent.click(within(pagination).getByRole('link', { name: 'Page 1' }));
    expect(currentLocation()).toBe('/blog?category=cybersecurity');
  });

  it('hides the categories when the articles carry none, and lists them all', async () => {
    const bare = ALL.slice(0, 4).map(({ id, slug, title, excerpt, description, content }) => ({
      id,
      slug,
      title,
      excerpt,
      description,
      content,
    }));
    mockList(bare);
    renderPage(<BlogPage />, { url: '/blog?category=cybersecurity', path: '/blog' });
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: 'Catégories' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Tous les articles' })).toBeDefined();
  });

  it('says when no article is found', async () => {
    vi.spyOn(api.blog, 'list').mockResolvedValue(apiAnswer(200, { data: [], total: 0 }));
    renderPage(<BlogPage />, { url: '/blog?page=9', path: '/blog' });
    expect(await screen.findByText('Aucun article trouvé.')).toBeDefined();
    expect(screen.getByRole('link', { name: /Essayez une autre catégorie/ }).getAttribute('href')).toBe(
      '/blog',
    );
  });

  it('shows the error view with a retry', async () => {
    vi.spyOn(api.blog, 'list').mockResolvedValue(apiAnswer(500, {}));
    renderPage(<BlogPage />, { url: '/blog', path: '/blog' });
    expect((await screen.findByRole('alert')).textContent).toContain('Réessayer');
  });

  it('reads ?page= safely', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('-2')).toBe(1);
    expect(pageFromQuery('1.5')).toBe(1);
    expect(pageFromQuery('abc')).toBe(1);
  });

  it('renders in Arabic', async () => {
    await setUpI18n().changeLanguage('ar');
    mockList();
    renderPage(<BlogPage />, { url: '/blog', path: '/blog' });
    expect(screen.getByRole('heading', { level: 1, name: 'نصائح وأخبار من مكوّنينا' })).toBeDefined();
    const items = await screen.findAllByRole('article');
    expect(within(items[0]!).getByText('3 دقائق قراءة')).toBeDefined();
    expect(within(items[0]!).getByText('الأمن السيبراني')).toBeDefined();
  });
});
