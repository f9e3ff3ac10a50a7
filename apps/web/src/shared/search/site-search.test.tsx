import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Article, CourseReceived, PageEntry } from '@formation/contract';
import { RECENT_SEARCHES_STORAGE_KEY } from '@formation/domain';

import '@/shared/i18n/i18n-types';

import { api } from '@/shared/api/client';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer } from '@/testing/api-answer';
import { currentLocation, renderPage } from '@/testing/render-page';

import { SiteSearch } from './site-search';

const COURSES: CourseReceived[] = [
  {
    id: 1,
    title: 'Préparation à la certification PMP® (Project Management Professional)',
    description: 'Le parcours de référence pour réussir l’examen PMP® du PMI.',
    originalPrice: 2400,
    discountedPrice: null,
    duration: 5,
    type: 'Présentiel',
    location: 'Tunis',
    image: null,
    generalSchedule: 'Semaine',
    slug: 'preparation-pmp',
    category: 'Certification',
    isBestSeller: true,
  },
  {
    id: 2,
    title: 'Professional Scrum Master™ (PSM I)',
    description: 'Devenez Scrum Master.',
    originalPrice: 1500,
    discountedPrice: null,
    duration: 2,
    type: 'En ligne',
    location: 'En ligne',
    image: null,
    generalSchedule: 'Week-end',
    slug: 'psm-i',
    isBestSeller: false,
  },
];
const ARTICLES: Article[] = [
  {
    id: 10,
    slug: 'reussir-examen-pmp',
    title: 'Réussir l’examen PMP® : 10 conseils',
    excerpt: 'Les conseils de nos formateurs.',
    description: 'Préparer le PMP®',
    content: '<p>Texte</p>',
    category: 'Gestion de projet et agilité',
  },
];
const PAGES: PageEntry[] = [
  { id: 'contact', title: 'Contact', description: 'Écrivez-nous.', href: '/contact', category: 'Entreprise' },
];

function renderSearch() {
  return renderPage(
    <>
      <SiteSearch />
      <button type="button">Ailleurs</button>
    </>,
    { url: '/a-propos', showLocation: true },
  );
}

function mockSources() {
  return {
    courses: vi.spyOn(api.courses, 'list').mockResolvedValue(apiAnswer(200, COURSES)),
    blog: vi.spyOn(api.blog, 'list').mockResolvedValue(apiAnswer(200, { results: ARTICLES })),
    index: vi
      .spyOn(api.search, 'index')
      .mockResolvedValue(apiAnswer(200, { courses: [], articles: [], pages: PAGES })),
  };
}

const box = () => screen.getByRole('combobox', { name: 'Rechercher sur le site' });

/** The option whose text starts with this title (the catalogue may list further matches). */
async function findOption(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await vi.waitFor(() => {
    found = screen.getAllByRole('option').find((option) => option.textContent.startsWith(title));
    expect(found, title).toBeDefined();
  });
  return found!;
}

beforeEach(() => {
  localStorage.clear();
});

describe('global search', () => {
  it('loads nothing until the visitor comes to it, then loads every source in parallel', async () => {
    const sources = mockSources();
    renderSearch();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(sources.courses).not.toHaveBeenCalled();
    await userEvent.click(box());
    await vi.waitFor(() => {
      expect(sources.courses).toHaveBeenCalledWith({ query: { status: 'PUBLISHED' } });
    });
    expect(sources.blog).toHaveBeenCalledWith({ query: { limit: 1000, page: 1 } });
    expect(sources.index).toHaveBeenCalledTimes(1);
  });

  it('runs from 2 characters: "p" shows nothing, "pm" shows grouped results with marked matches', async () => {
    mockSources();
    renderSearch();
    await userEvent.type(box(), 'p');
    expect(await screen.findByText('Saisissez au moins 2 caractères.', { selector: 'p' })).toBeDefined();
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    await userEvent.type(box(), 'm');
    const listbox = await screen.findByRole('listbox', { name: 'Rechercher sur le site' });
    await findOption('Préparation à la certification PMP®');
    // Grouped by type in the order course, article, page, training; the catalogue has PMP® too.
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map(
        (group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
      ),
    ).toEqual(['Sessions de formation', 'Articles du blog', 'Programmes du catalogue']);
    const course = within(groups[0]!).getAllByRole('option');
    expect(course).toHaveLength(1);
    expect(course[0]?.textContent).toContain('Certification');
    expect([...course[0]!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['PM']);
    expect(within(listbox).getAllByRole('option').length).toBeLessThanOrEqual(12);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await vi.waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe(
        `${String(within(listbox).getAllByRole('option').length)} résultats`,
      );
    });
  });

  it('shows at most 12 results', async () => {
    mockSources();
    vi.spyOn(api.courses, 'list').mockResolvedValue(
      apiAnswer(
        200,
        Array.from({ length: 30 }, (_, index) => ({
          ...COURSES[1],
          id: 100 + index,
          title: `Atelier Zeta ${String(index)}`,
          slug: `atelier-zeta-${String(index)}`,
        })),
      ),
    );
    renderSearch();
    await userEvent.type(box(), 'atelier zeta');
    await findOption('Atelier Zeta 0');
    expect(screen.getAllByRole('option')).toHaveLength(12);
  });

  it('every word must appear; accents and case do not matter; no result names the query', async () => {
    mockSources();
    renderSearch();
    await userEvent.type(box(), 'REUSSIR conseils');
    await findOption('Réussir l’examen PMP®');
    await userEvent.clear(box());
    await userEvent.type(box(), 'réussir kubernetes');
    expect(
      await screen.findByText('Aucun résultat pour « réussir kubernetes »', { selector: 'p' }),
    ).toBeDefined();
    await vi.waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('Aucun résultat pour « réussir kubernetes »');
    });
  });

  it('arrow keys move the active option, Enter opens it and remembers it', async () => {
    mockSources();
    renderSearch();
    await userEvent.type(box(), 'pmp');
    await findOption('Réussir l’examen PMP®');
    // Every source has answered (the catalogue too): the list no longer changes.
    await screen.findByRole('group', { name: 'Programmes du catalogue' });
    const options = screen.getAllByRole('option');
    const last = options.length - 1;
    await userEvent.keyboard('{ArrowDown}');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(options[0]?.getAttribute('aria-selected')).toBe('false');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first option wraps to the last, and down from the last back to the first.
    expect(options[last]?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The second option is the article (courses come first, then articles).
    expect(options[1]?.textContent).toMatch(/^Réussir l’examen PMP®/);
    await userEvent.keyboard('{Enter}');
    expect(currentLocation()).toBe('/blog/reussir-examen-pmp');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]')).toEqual([
      { title: 'Réussir l’examen PMP® : 10 conseils', url: '/blog/reussir-examen-pmp' },
    ]);

    // The recent searches show when the search is opened again with nothing typed.
    await userEvent.click(box());
    const recent = await screen.findByRole('group', { name: 'Recherches récentes' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Réussir l’examen PMP® : 10 conseils']);
  });

  it('Enter with no active option searches the sessions for the text', async () => {
    mockSources();
    renderSearch();
    await userEvent.type(box(), 'gestion de projet{Enter}');
    expect(currentLocation()).toBe('/sessions?search=gestion%20de%20projet');
  });

  it('Enter with fewer than 2 characters only closes the list, keeping the text', async () => {
    mockSources();
    renderSearch();
    await userEvent.type(box(), 'p');
    const hint = await screen.findByText('Saisissez au moins 2 caractères.', { selector: 'p' });
    const before = currentLocation();
    await userEvent.keyboard('{Enter}');
    expect(hint.isConnected).toBe(false);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box()).toHaveProperty('value', 'p');
    expect(currentLocation()).toBe(before);
  });

  it('Escape closes, a second Escape empties; a click outside closes; a click on a result opens it', async () => {
    mockSources();
    renderSearch();
    await userEvent.type(box(), 'scrum');
    await findOption('Professional Scrum Master™');
    await userEvent.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((box() as HTMLInputElement).value).toBe('scrum');
    await userEvent.keyboard('{Escape}');
    expect((box() as HTMLInputElement).value).toBe('');

    await userEvent.type(box(), 'scrum');
    await findOption('Professional Scrum Master™');
    await userEvent.click(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(screen.queryByRole('listbox')).toBeNull();

    await userEvent.type(box(), ' master');
    await userEvent.click(await findOption('Professional Scrum Master™'));
    expect(currentLocation()).toBe('/session/psm-i');
  });

  it('keeps at most 5 recent searches, newest first', async () => {
    mockSources();
    renderSearch();
    for (const word of ['un mot', 'deux mots', 'trois mots', 'quatre mots', 'cinq mots', 'six mots']) {
      await userEvent.click(box());
      await userEvent.type(box(), `${word}{Enter}`);
    }
    await userEvent.click(box());
    const recent = await screen.findByRole('group', { name: 'Recherches récentes' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['six mots', 'cinq mots', 'quatre mots', 'trois mots', 'deux mots']);
  });

  it('a failing source gives an empty list and is only logged; the others still answer', async () => {
    const { courses } = mockSources();
    courses.mockResolvedValue(apiAnswer(500, {}));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSearch();
    await userEvent.type(box(), 'pmp');
    await findOption('Réussir l’examen PMP®');
    expect(screen.queryByRole('group', { name: 'Sessions de formation' })).toBeNull();
    expect(warn).toHaveBeenCalledWith('Global search: the courses could not be loaded', expect.anything());
    warn.mockClear();
  });

  it('finds the built-in catalogue in Arabic, by its Arabic or its French title', async () => {
    mockSources();
    await act(async () => {
      await setUpI18n().changeLanguage('ar');
    });
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'البحث في الموقع' });
    await userEvent.type(input, 'الذكاء الاصطناعي');
    const trainings = await screen.findByRole('group', { name: 'برامج الفهرس' }, { timeout: 3000 });
    const first = within(trainings).getAllByRole('option')[0];
    expect(first?.querySelector('mark')).not.toBeNull();
    expect(first?.textContent).toMatch(/[\u0600-\u06FF]/);
  });
});
