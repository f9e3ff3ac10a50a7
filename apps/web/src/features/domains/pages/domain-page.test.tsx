import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import '@/shared/i18n/i18n-types';

import { api } from '@/shared/api/client';
import { setUpI18n } from '@/shared/i18n/i18n';
import {
  DOMAIN_IDS,
  DOMAIN_PAGES,
  domainPage,
  sessionsSearchHref,
  type DomainId,
} from '@/shared/site/domain-pages';
import { apiAnswer } from '@/testing/api-answer';
import { renderPage as renderInApp } from '@/testing/render-page';
import { testCourse } from '@/testing/test-course';

import { DomainPage } from './domain-page';

const i18n = setUpI18n();

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});

const course = (id: number, title: string, startDate: string) =>
  testCourse(id, { title, sessionDates: [{ startDate, endDate: startDate, timeRange: '09:00–17:00' }] });

/** The published catalogue the pages load: two PMP sessions (the later one first), one Scrum. */
const CATALOGUE = [
  course(1, 'Préparation à la certification PMP®', '2099-03-01'),
  course(2, 'Professional Scrum Master™ (PSM I)', '2099-01-15'),
  course(3, 'PMP® : examen blanc', '2099-02-01'),
];

beforeEach(() => {
  vi.spyOn(api.courses, 'list').mockResolvedValue(apiAnswer(200, CATALOGUE));
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('fr');
});

function renderPage(id: DomainId) {
  return renderInApp(<DomainPage id={id} />, { url: domainPage(id).path });
}

/** Heading levels in document order: one h1 first, and never a skipped level. */
function expectHeadingOutline(container: HTMLElement) {
  const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  for (let i = 1; i < levels.length; i += 1) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
}

function expectNoRawKey(container: HTMLElement) {
  const text = container.textContent;
  for (const id of DOMAIN_IDS) expect(text).not.toContain(`pages.${id}`);
  expect(text).not.toMatch(/\bui\.(sections|exam|cta|home|breadcrumb|related|coming|opening)/);
}

const OPEN = DOMAIN_PAGES.filter((page) => !page.comingSoon).map((page) => page.id);
const COMING_SOON = DOMAIN_PAGES.filter((page) => page.comingSoon).map((page) => page.id);
const TOPICS = DOMAIN_PAGES.filter((page) => page.kind === 'topic');

describe('DomainPage', () => {
  it.each(DOMAIN_IDS)('%s renders its own h1, sections and no raw key', (id) => {
    const { container } = renderPage(id);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).not.toBe(`pages.${id}.title`);
    expect(h1.textContent.trim().length).toBeGreaterThan(5);
    expect(document.title).toMatch(/Formation Pro$/);
    expectHeadingOutline(container);
    expectNoRawKey(container);
    // "See also" links to pages that exist.
    const related = screen.getByRole('heading', { level: 2, name: 'À découvrir aussi' }).closest('section')!;
    const hrefs = within(related)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(domainPage(id).relatedIds.map((related) => domainPage(related).path));
  });

  it.each(OPEN)('%s offers the sessions, a quote and the full sections', (id) => {
    renderPage(id);
    expect(screen.getByRole('link', { name: 'Voir les sessions' }).getAttribute('href')).toBe(
      sessionsSearchHref(domainPage(id)),
    );
    expect(screen.getByRole('link', { name: 'Demander un devis' }).getAttribute('href')).toBe('/contact');
    for (const name of [
      'Pourquoi c’est important',
      'À qui s’adresse ce parcours ?',
      'Les temps forts du programme',
      'Notre approche',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.queryByText('Bientôt disponible')).toBeNull();
  });

  it('shows the next sessions its search finds, soonest first, with the same link as the list', async () => {
    renderPage('management-pmp');
    const section = screen
      .getByRole('heading', { level: 2, name: 'Prochaines sessions' })
      .closest('section')!;
    const titles = await within(section).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'PMP® : examen blanc',
      'Préparation à la certification PMP®',
    ]);
    expect(within(section).getByRole('link', { name: 'PMP® : examen blanc' }).getAttribute('href')).toBe(
      '/session/formation-3',
    );
    expect(within(section).getByRole('link', { name: 'Toutes les sessions' }).getAttribute('href')).toBe(
      sessionsSearchHref(domainPage('management-pmp')),
    );
  });

  it('says when no session of the domain is scheduled', async () => {
    renderPage('ia-marketing');
    expect(
      await screen.findByText(
        'Aucune session n’est programmée pour le moment : contactez-nous pour connaître les prochaines dates.',
      ),
    ).toBeTruthy();
  });

  it('shows the exam facts of PMP® in general terms', () => {
    renderPage('management-pmp');
    const certifications = screen
      .getByRole('heading', { level: 2, name: 'Certifications préparées' })
      .closest('section')!;
    expect(within(certifications).getByRole('heading', { level: 3, name: /PMP®/ })).toBeTruthy();
    expect(certifications.textContent).toContain('180 questions');
    expect(certifications.textContent).toContain('35 heures de formation en gestion de projet');
    expect(within(certifications).getAllByText('Prérequis').length).toBeGreaterThan(0);
  });

  it('lists CISA, CISM, CRISC, CGEIT and COBIT on the ISACA page', () => {
    renderPage('cyber-isaca');
    const certifications = screen
      .getByRole('heading', { level: 2, name: 'Certifications préparées' })
      .closest('section')!;
    const names = within(certifications)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    for (const certification of ['CISA®', 'CISM®', 'CRISC®', 'CGEIT®', 'COBIT®'])
      expect(
        names.some((name) => name.includes(certification)),
        certification,
      ).toBe(true);
  });

  it('covers the legal framework on the penetration-testing page', () => {
    renderPage('cyber-tests-intrusion');
    expect(screen.getByRole('heading', { level: 3, name: 'Cadre légal et éthique' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: /CEH/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: /OSCP/ })).toBeTruthy();
  });

  it.each(COMING_SOON)('%s says honestly that it is coming soon', (id) => {
    renderPage(id);
    expect(screen.getByText('Bientôt disponible')).toBeTruthy();
    expect(screen.getByText('Prochainement')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ce que nous proposerons' })).toBeTruthy();
    const contacts = screen.getAllByRole('link', { name: 'Être contacté' });
    expect(contacts.length).toBeGreaterThan(0);
    for (const link of contacts) expect(link.getAttribute('href')).toBe('/contact');
    // No promise of sessions or certifications that do not exist yet.
    expect(screen.queryByRole('link', { name: 'Voir les sessions' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Certifications préparées' })).toBeNull();
  });

  it.each(TOPICS.map((page) => [page.id, page] as const))(
    '%s has a breadcrumb up to its domain',
    (id, page) => {
      renderPage(id);
      const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/',
        'parentId' in page ? domainPage(page.parentId).path : '',
      ]);
      const current = nav.querySelector('[aria-current="page"]');
      expect(current?.textContent).toBeTruthy();
      expect(current?.textContent).not.toContain('pages.');
    },
  );

  it('renders every page in Arabic, with the breadcrumb labelled in Arabic', async () => {
    await i18n.changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    for (const id of DOMAIN_IDS) {
      const { container, unmount } = renderPage(id);
      const h1 = screen.getByRole('heading', { level: 1 });
      expect(h1.textContent, id).toMatch(/[\u0600-\u06FF]/);
      expectNoRawKey(container);
      expect(screen.getByRole('navigation', { name: 'مسار التنقل' })).toBeTruthy();
      if (domainPage(id).comingSoon) expect(screen.getByText('متاح قريبًا')).toBeTruthy();
      else expect(screen.getByRole('link', { name: 'عرض الدورات' })).toBeTruthy();
      unmount();
    }
  });

  it('renders in English too', async () => {
    await i18n.changeLanguage('en');
    renderPage('management-si');
    expect(screen.getByRole('heading', { level: 1, name: 'Information systems management' })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });
});
