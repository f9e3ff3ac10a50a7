import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import '@/shared/i18n/i18n-types';

import i18n from 'i18next';

import { HERO_INTERVAL_MS } from '@/features/home/data/home.data';
import { setUpI18n } from '@/shared/i18n/i18n';
import { renderPage } from '@/testing/render-page';

import { HeroCarousel } from './hero-carousel';

beforeAll(() => {
  setUpI18n();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

function renderCarousel() {
  return renderPage(<HeroCarousel />);
}

const h1 = () => screen.getAllByRole('heading', { level: 1 });
const indicator = (n: number) => screen.getByRole('button', { name: `Afficher la diapositive ${String(n)}` });

describe('hero carousel', () => {
  it('has one h1, the current slide, and labelled slides', () => {
    mockReducedMotion(false);
    renderCarousel();
    expect(h1()).toHaveLength(1);
    expect(h1()[0]?.textContent).toContain('Développez');
    expect(document.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
    const slides = document.querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((s) => s.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(indicator(1).getAttribute('aria-current')).toBe('true');
    // Only the current slide is reachable.
    expect(slides[1]?.hasAttribute('inert')).toBe(true);
    expect(slides[0]?.hasAttribute('inert')).toBe(false);
  });

  it('next, previous and the indicators change the slide and aria-current', () => {
    mockReducedMotion(false);
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(h1()).toHaveLength(1);
    expect(h1()[0]?.textContent).toContain('PMP®');
    expect(indicator(2).getAttribute('aria-current')).toBe('true');
    expect(indicator(1).hasAttribute('aria-current')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    expect(h1()[0]?.textContent).toContain('Développez');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    expect(h1()[0]?.textContent).toContain('sur mesure');
    expect(indicator(3).getAttribute('aria-current')).toBe('true');

    fireEvent.click(indicator(2));
    expect(h1()[0]?.textContent).toContain('PMP®');
    expect(h1()).toHaveLength(1);
  });

  it('advances every 7 s, and the pause button stops it', () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    renderCarousel();
    act(() => {
      vi.advanceTimersByTime(HERO_INTERVAL_MS);
    });
    expect(indicator(2).getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Mettre le défilement en pause' }));
    act(() => {
      vi.advanceTimersByTime(HERO_INTERVAL_MS * 3);
    });
    expect(indicator(2).getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Reprendre le défilement' }));
    act(() => {
      vi.advanceTimersByTime(HERO_INTERVAL_MS);
    });
    expect(indicator(3).getAttribute('aria-current')).toBe('true');
  });

  it('pauses while the pointer is over it', () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    renderCarousel();
    const carousel = document.querySelector('[aria-roledescription="carousel"]') as HTMLElement;
    fireEvent.mouseEnter(carousel);
    act(() => {
      vi.advanceTimersByTime(HERO_INTERVAL_MS * 2);
    });
    expect(indicator(1).getAttribute('aria-current')).toBe('true');
  });

  it('never advances by itself when the user prefers reduced motion', () => {
    vi.useFakeTimers();
    mockReducedMotion(true);
    renderCarousel();
    act(() => {
      vi.advanceTimersByTime(HERO_INTERVAL_MS * 3);
    });
    expect(indicator(1).getAttribute('aria-current')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Mettre le défilement en pause' })).toBeNull();
  });

  it('renders in Arabic with the first title as h1', async () => {
    mockReducedMotion(false);
    await i18n.changeLanguage('ar');
    try {
      renderCarousel();
      expect(h1()[0]?.textContent).toContain('طوّر');
      expect(screen.getByRole('button', { name: 'الشريحة التالية' })).toBeDefined();
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});
