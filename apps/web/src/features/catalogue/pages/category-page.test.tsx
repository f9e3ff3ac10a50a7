import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import '@/shared/i18n/i18n-types';

import i18n from 'i18next';

import { setUpI18n } from '@/shared/i18n/i18n';
import type { CategorySlug } from '@/shared/site/catalogue-categories';
import { renderPage as renderInApp } from '@/testing/render-page';

import { CategoryPage } from './category-page';

beforeAll(() => {
  setUpI18n();
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

function renderPage(category: CategorySlug, search = '') {
  return renderInApp(<CategoryPage category={category} />, { url: `/formations/${category}${search}` });
}

function programmeList() {
  return screen.getByRole('region', { name: 'Les programmes' });
}

function detailRegion(title: string) {
  return screen.getByRole('region', { name: title });
}

describe('category page', () => {
  it.each([
    {
      category: 'innovation-digitale',
      title: 'Innovation digitale, agilité et performance des projets',
      count: 10,
    },
    { category: 'entrepreneuriat', title: 'Entrepreneuriat', count: 5 },
  ] as const)('$category: one h1 and $count programme cards', ({ category, title, count }) => {
    renderPage(category);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(within(programmeList()).getAllByRole('article')).toHaveLength(count);
    expect(within(programmeList()).getByText(`${count} programmes`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Fermer le programme/ })).toBeNull();
  });

  it('shows level, duration, schedule label and a price formatted in the language on each card', () => {
    renderPage('innovation-digitale');
    const card = screen.getByRole('article', { name: 'Transformation digitale pour dirigeants' });
    expect(within(card).getByText('Avancé')).toBeTruthy();
    expect(within(card).getByText('2 jours')).toBeTruthy();
    expect(within(card).getByText('Chaque trimestre')).toBeTruthy();
    expect(within(card).getByText(/^1\s200\s€$/u)).toBeTruthy();
    const fromPrice = screen.getByRole('article', { name: 'Automatisation des processus (RPA)' });
    expect(within(fromPrice).getByText(/^À partir de 1\s090\s€$/u)).toBeTruthy();
  });

  it('opens the programme named by ?program= with its five objectives and buyer facts', () => {
    renderPage('entrepreneuriat', '?program=financement-startup-act-levee-de-fonds');
    const title = 'Financer sa startup : Startup Act et levée de fonds';
    const detail = detailRegion(title);
    const heading = within(detail).getByRole('heading', { level: 2, name: title });
    expect(document.activeElement).toBe(heading);
    const objectives = detail.querySelector('ol');
    expect(objectives).not.toBeNull();
    expect(within(objectives!).getAllByRole('listitem')).toHaveLength(5);
    expect(within(detail).getByText(/^Porter un projet de création/)).toBeTruthy();
    for (const fact of [
      'Méthodes pédagogiques',
      'Modalités d’évaluation',
      'Accessibilité aux personnes en situation de handicap',
      'Délais d’accès',
    ])
      expect(within(detail).getByText(fact)).toBeTruthy();
    expect(within(detail).getByText(/2 à 4 semaines/)).toBeTruthy();
    // The list stays below, with the selected card marked.
    expect(within(programmeList()).getAllByRole('article')).toHaveLength(5);
    const current = within(programmeList()).getByRole('link', { current: true });
    expect(current.getAttribute('aria-label')).toBe(`Voir le programme : ${title}`);
  });

  it('says when a programme has no prerequisite', () => {
    renderPage('innovation-digitale', '?program=design-thinking');
    const detail = detailRegion('Design thinking : innover avec vos utilisateurs');
    expect(within(detail).getByText('Aucun prérequis : cette formation est ouverte à tous.')).toBeTruthy();
  });

  it('keeps the list with a polite note when the programme is unknown', () => {
    renderPage('innovation-digitale', '?program=no-such-programme');
    expect(screen.getByRole('status').textContent).toMatch(/n’existe pas ou n’est plus proposé/);
    expect(within(programmeList()).getAllByRole('article')).toHaveLength(10);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('links the quote request and the sessions search to the programme title', () => {
    renderPage('innovation-digitale', '?program=cloud-pour-managers');
    const detail = detailRegion('Le cloud pour les managers');
    const quote = new URL(
      within(detail).getByRole('link', { name: 'Demander un devis' }).getAttribute('href')!,
      'http://localhost',
    );
    expect(quote.pathname).toBe('/contact');
    expect(quote.searchParams.get('subject')).toBe('Le cloud pour les managers');
    const sessions = new URL(
      within(detail).getByRole('link', { name: 'Voir les sessions' }).getAttribute('href')!,
      'http://localhost',
    );
    expect(sessions.pathname).toBe('/sessions');
    expect(sessions.searchParams.get('search')).toBe('Le cloud pour les managers');
  });

  it('opens a programme from its card, focuses it, and Escape or the close button returns to the card', async () => {
    const user = userEvent.setup();
    renderPage('entrepreneuriat');
    const title = 'Marketing digital pour PME';
    const open = screen.getByRole('link', { name: `Voir le programme : ${title}` });
    expect(open.getAttribute('href')).toBe('/formations/entrepreneuriat?program=marketing-digital-pme');

    await user.click(open);
    expect(document.activeElement).toBe(within(detailRegion(title)).getByRole('heading', { level: 2 }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: title })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: `Voir le programme : ${title}` }));

    await user.keyboard('{Enter}');
    await user.click(within(detailRegion(title)).getByRole('button', { name: /Fermer/ }));
    expect(screen.queryByRole('region', { name: title })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: `Voir le programme : ${title}` }));
  });

  it('renders in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderPage('entrepreneuriat', '?program=creer-sa-startup-en-tunisie');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ريادة الأعمال');
    expect(within(screen.getByRole('region', { name: 'البرامج' })).getAllByRole('article')).toHaveLength(5);
    const detail = screen.getByRole('region', { name: 'إنشاء شركتك الناشئة في تونس' });
    expect(within(detail.querySelector('ol')!).getAllByRole('listitem')).toHaveLength(5);
    expect(within(detail).getByRole('link', { name: 'اطلب عرض سعر' })).toBeTruthy();
    expect(within(detail).getByText('3 أيام')).toBeTruthy();
    // The sessions of the catalogue are searched by the French title.
    const sessions = within(detail).getByRole('link', { name: 'عرض الدورات' }).getAttribute('href')!;
    expect(new URL(sessions, 'http://localhost').searchParams.get('search')).toBe(
      'Créer sa startup en Tunisie',
    );
  });
});
