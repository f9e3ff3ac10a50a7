import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import '@/shared/i18n/i18n-types';

import { setUpI18n } from '@/shared/i18n/i18n';
import { SOLUTION_IDS, SOLUTION_PAGES, type SolutionId } from '@/shared/site/solution-pages';
import { renderPage as renderInApp } from '@/testing/render-page';

import { SolutionPage } from './solution-page';

const i18n = setUpI18n();
const KNOWN_PATHS = new Set(SOLUTION_PAGES.map((page) => page.path));
/** What i18next prints for a missing key: the key itself, e.g. `coaching.hero.title`. */
const LOOKS_LIKE_KEY = /^[a-z][\w-]*(?:\.[\w-]+)+$/;

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

function renderPage(id: SolutionId) {
  return renderInApp(<SolutionPage id={id} />);
}

/** Every text node of the page that reads like a translation key. */
function keysShown(root: HTMLElement): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (LOOKS_LIKE_KEY.test(text)) found.push(text);
  }
  return found;
}

describe('solution page', () => {
  it.each(SOLUTION_IDS)('%s renders its texts, sections and links', (id) => {
    const { container } = renderPage(id);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).not.toBe(`${id}.hero.title`);
    expect(h1.textContent.trim()).not.toBe('');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(keysShown(container)).toEqual([]);
    expect(document.title).toMatch(/ \| Formation Pro$/);
    expect(document.title).not.toContain(`${id}.meta`);

    // Sections: for whom, what you get, how it works, practical details, related solutions.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pour qui ?',
      'Ce que vous obtenez',
      'Comment ça se passe',
      'Informations pratiques',
      'Solutions associées',
    ]);
    const steps = within(screen.getByRole('region', { name: 'Comment ça se passe' }));
    expect(steps.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(
      within(screen.getByRole('region', { name: 'Ce que vous obtenez' })).getAllByRole('listitem').length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      within(screen.getByRole('region', { name: 'Pour qui ?' })).getAllByRole('listitem').length,
    ).toBeGreaterThanOrEqual(3);
    const details = screen.getByRole('region', { name: 'Informations pratiques' });
    expect(details.querySelectorAll('dt')).toHaveLength(4);
    expect(details.querySelectorAll('dd')).toHaveLength(4);

    // Calls to action: the quote request, then maybe one more.
    expect(screen.getByRole('link', { name: 'Demander un devis' }).getAttribute('href')).toBe('/contact');

    // Related solutions point at existing solution pages, never at the page itself.
    const related = within(screen.getByRole('region', { name: 'Solutions associées' })).getAllByRole('link');
    expect(related.length).toBeGreaterThan(0);
    const own = SOLUTION_PAGES.find((page) => page.id === id)?.path;
    for (const link of related) {
      const href = link.getAttribute('href') ?? '';
      expect(KNOWN_PATHS.has(href), href).toBe(true);
      expect(href).not.toBe(own);
    }
  });

  it('gives each page its own title and lead (the additional pages are not copies)', () => {
    const titles = new Set<string>();
    const leads = new Set<string>();
    for (const id of SOLUTION_IDS) {
      titles.add(i18n.t(`${id}.hero.title`, { ns: 'pages-solutions' }));
      leads.add(i18n.t(`${id}.hero.lead`, { ns: 'pages-solutions' }));
    }
    expect(titles.size).toBe(SOLUTION_IDS.length);
    expect(leads.size).toBe(SOLUTION_IDS.length);
  });

  it.each(SOLUTION_IDS)('%s renders in Arabic', async (id) => {
    await i18n.changeLanguage('ar');
    const { container } = renderPage(id);
    expect(document.documentElement).toHaveProperty('dir', 'rtl');
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(keysShown(container)).toEqual([]);
    expect(screen.getByRole('link', { name: 'طلب عرض سعر' }).getAttribute('href')).toBe('/contact');
  });

  it('renders in English', async () => {
    await i18n.changeLanguage('en');
    renderPage('sessions-presentiel');
    expect(screen.getByRole('link', { name: 'Request a quote' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('heading', { level: 2, name: 'Who is it for?' })).toBeDefined();
  });
});
