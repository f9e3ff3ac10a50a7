import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { env } from '@/config/env';
import { article } from '@/features/blog/testing/blog-fixtures';
import { api } from '@/shared/api/client';
import { setUpI18n } from '@/shared/i18n/i18n';
import { notify } from '@/shared/ui/toast';
import { apiAnswer, apiRefusal } from '@/testing/api-answer';
import { currentLocation, renderPage } from '@/testing/render-page';

import { ArticlePage } from './article-page';

declare global {
  interface Window {
    pwned?: boolean;
  }
}

const MAIN = article(1, {
  slug: 'iso-27001',
  title: 'ISO/IEC 27001:2022 : ce qui change',
  content:
    '<h2>Le contexte</h2><p>Un texte. <a href="/sessions">Voir les sessions</a></p>' +
    '<script>window.pwned = true</script>' +
    '<img src="x" onerror="window.pwned = true" alt="Schéma">' +
    '<p onclick="window.pwned = true">Cliquez</p><a href="javascript:window.pwned=true">piège</a>',
});
/** Newest first, as the list gives them: one of another category before three of the same. */
const RELATED = [
  article(5, { category: 'Leadership et management' }),
  article(1, { slug: 'iso-27001' }),
  article(2),
  article(3),
  article(4),
];

function mockArticle() {
  const bySlug = vi.spyOn(api.blog, 'bySlug').mockResolvedValue(apiAnswer(200, MAIN));
  const list = vi.spyOn(api.blog, 'list').mockResolvedValue(apiAnswer(200, { results: RELATED }));
  return { bySlug, list };
}

function renderArticle(slug = 'iso-27001') {
  return renderPage(<ArticlePage />, { url: `/blog/${slug}`, path: '/blog/:slug', showLocation: true });
}

describe('article page', () => {
  it('shows the article with its reading-time badge, byline and safe content', async () => {
    const { bySlug } = mockArticle();
    const { container } = renderArticle();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ISO/IEC 27001:2022 : ce qui change' }),
    ).toBeDefined();
    expect(bySlug).toHaveBeenCalledWith({ params: { slug: 'iso-27001' } });
    expect(screen.getAllByText('1 min de lecture').length).toBeGreaterThan(0);
    expect(screen.getByText('Par Mehdi Gharbi')).toBeDefined();
    expect(screen.getByText('Publié le 10 novembre 2026')).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Le contexte' })).toBeDefined();

    // Nothing of the content can run: no script, no event handler, no javascript: link.
    const body = container.querySelector('[lang="fr"][dir="auto"].max-w-3xl') as HTMLElement;
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|onclick|javascript:/i);
    within(body).getByText('Cliquez').click();
    expect(window.pwned).toBeUndefined();
    expect(within(body).getByText('piège').hasAttribute('href')).toBe(false);
  });

  it('a link of the content to this site stays in the app', async () => {
    mockArticle();
    renderArticle();
    await userEvent.click(await screen.findByRole('link', { name: 'Voir les sessions' }));
    expect(currentLocation()).toBe('/sessions');
  });

  it('shows up to three related articles of the same category, not itself', async () => {
    const { list } = mockArticle();
    renderArticle();
    const related = await screen.findByRole('region', { name: 'Articles similaires' });
    const links = await within(related).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/blog/article-2',
      '/blog/article-3',
      '/blog/article-4',
    ]);
    // The real API ignores `category` (product rules 7): the site picks among the list on the client.
    expect(list).toHaveBeenCalledWith({ query: { page: 1, limit: 1000 } });
  });

  it('shares: copying the link says so; social links open in a new tab', async () => {
    mockArticle();
    const success = vi.spyOn(notify, 'success');
    renderArticle();
    const share = await screen.findByRole('region', { name: 'Partager cet article' });
    const user = userEvent.setup();
    await user.click(within(share).getByRole('button', { name: 'Copier le lien' }));
    expect(await navigator.clipboard.readText()).toBe(`${env.siteUrl}/blog/iso-27001`);
    expect(success).toHaveBeenCalledWith('Le lien de l’article est copié.');
    const linkedin = within(share).getByRole('link', { name: /Partager sur LinkedIn/ });
    expect(linkedin.getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${env.siteUrl}/blog/iso-27001`)}`,
    );
    expect(linkedin.getAttribute('target')).toBe('_blank');
    expect(linkedin.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a failed copy says so', async () => {
    mockArticle();
    const error = vi.spyOn(notify, 'error');
    renderArticle();
    const share = await screen.findByRole('region', { name: 'Partager cet article' });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(share).getByRole('button', { name: 'Copier le lien' }));
    expect(error).toHaveBeenCalledWith('Impossible de copier le lien. Copiez-le depuis la barre d’adresse.');
  });

  it('describes itself as a schema.org Article', async () => {
    mockArticle();
    const { container } = renderArticle();
    await screen.findByRole('heading', { level: 1 });
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'ISO/IEC 27001:2022 : ce qui change',
      datePublished: '2026-11-10T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Mehdi Gharbi' },
      articleSection: 'Cybersécurité',
    });
    // The content's '<' cannot close the script.
    expect(script?.textContent).not.toContain('<');
  });

  it('an unknown article says it is not found, without retrying', async () => {
    const bySlug = vi.spyOn(api.blog, 'bySlug').mockResolvedValue(apiRefusal(404, 'Article not found'));
    renderArticle('introuvable');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article introuvable' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Retour au blog' }).getAttribute('href')).toBe('/blog');
    expect(bySlug).toHaveBeenCalledTimes(1);
  });

  it('renders in Arabic', async () => {
    await setUpI18n().changeLanguage('ar');
    mockArticle();
    renderArticle();
    expect(await screen.findByRole('heading', { level: 2, name: 'شارك هذا المقال' })).toBeDefined();
    expect(screen.getAllByText('دقيقة قراءة واحدة').length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'مسار التنقل' })).toBeDefined();
  });
});
