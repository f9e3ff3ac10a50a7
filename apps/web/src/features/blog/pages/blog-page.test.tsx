import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/client';
import { setUpI18n } from '../../../shared/i18n/i18n';
import { answer, article, renderAt, setUpBlogTests } from '../testing/blog-test-kit';
import { BlogPage, pageFromQuery } from './blog-page';

setUpBlogTests();

const PAGE_ONE = Array.from({ length: 6 }, (_, i) => article(i + 1));

function mockList(total = 16) {
  // Without `page` in the reply, the list reads the page it asked for.
  return vi
    .spyOn(api.blog, 'list')
    .mockResolvedValue(answer(200, { results: PAGE_ONE, total, limit: 6, totalPages: Math.ceil(total / 6) }));
}

describe('blog list', () => {
  it('lists the articles with their reading time in minutes, category, date and link', async () => {
    const list = mockList();
    const { container } = renderAt('/blog', '/blog', <BlogPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Conseils et actualités de nos formateurs' }),
    ).toBeDefined();
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(6);
    expect(list).toHaveBeenCalledWith({ query: { page: 1, limit: 6 } });
    const first = within(items[0]!);
    // 450 words at 200 words a minute: 3 minutes (spec 9).
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

  it('filters by category (the API value) and marks the chosen one', async () => {
    const list = mockList(4);
    renderAt('/blog?category=cybersecurity', '/blog', <BlogPage />);
    await screen.findAllByRole('article');
    expect(list).toHaveBeenCalledWith({ query: { page: 1, limit: 6, category: 'Cybersécurité' } });
    const nav = screen.getByRole('navigation', { name: 'Catégories' });
    expect(within(nav).getByRole('link', { name: 'Cybersécurité' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Tous les articles' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('heading', { level: 2, name: 'Cybersécurité' })).toBeDefined();
    // 4 articles: one page, no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination des articles' })).toBeNull();
  });

  it('pages through the list, keeping the category', async () => {
    const list = mockList(16);
    renderAt('/blog?category=leadership&page=2', '/blog', <BlogPage />);
    await screen.findAllByRole('article');
    expect(list).toHaveBeenCalledWith({ query: { page: 2, limit: 6, category: 'Leadership et management' } });
    const pagination = screen.getByRole('navigation', { name: 'Pagination des articles' });
    expect(within(pagination).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(pagination).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/blog?category=leadership&page=3',
    );
    expect(within(pagination).getByRole('link', { name: 'Page précédente' }).getAttribute('href')).toBe(
      '/blog?category=leadership',
    );
    expect(screen.getByText('Articles 7 à 12 sur 16')).toBeDefined();
    await userEvent.click(within(pagination).getByRole('link', { name: 'Page suivante' }));
    expect(screen.getByTestId('where').textContent).toBe('/blog?category=leadership&page=3');
  });

  it('says when no article is found', async () => {
    vi.spyOn(api.blog, 'list').mockResolvedValue(answer(200, { data: [], total: 0 }));
    renderAt('/blog?page=9', '/blog', <BlogPage />);
    expect(await screen.findByText('Aucun article trouvé.')).toBeDefined();
    expect(screen.getByRole('link', { name: /Essayez une autre catégorie/ }).getAttribute('href')).toBe(
      '/blog',
    );
  });

  it('shows the error view with a retry', async () => {
    vi.spyOn(api.blog, 'list').mockResolvedValue(answer(500, {}));
    renderAt('/blog', '/blog', <BlogPage />);
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
    renderAt('/blog', '/blog', <BlogPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'نصائح وأخبار من مكوّنينا' })).toBeDefined();
    const items = await screen.findAllByRole('article');
    expect(within(items[0]!).getByText('3 دقائق قراءة')).toBeDefined();
    expect(within(items[0]!).getByText('الأمن السيبراني')).toBeDefined();
  });
});
