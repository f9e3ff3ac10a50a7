import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { expectHeadingOutline, switchTo } from '@/features/static-pages/testing/page-test-kit';
import { renderPage } from '@/testing/render-page';

import { FaqPage } from './faq-page';

function panelOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  const panel = document.getElementById(id ?? '');
  expect(panel).not.toBeNull();
  return panel!;
}

describe('FAQ page', () => {
  it('lists twelve questions in four groups, all closed at first', () => {
    const { container } = renderPage(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeTruthy();
    expectHeadingOutline(container);
    for (const group of [
      'Inscription et paiement',
      'Formations et certifications',
      'Entreprises et financement',
      'Informations pratiques',
    ])
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeTruthy();

    const questions = screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
    expect(questions).toHaveLength(12);
    for (const question of questions) {
      expect(question.getAttribute('aria-expanded')).toBe('false');
      expect(panelOf(question).hidden).toBe(true);
    }
    for (const name of [
      'Puis-je payer en ligne ou sur place ?',
      'Comment utiliser un code promo ?',
      'Ma formation peut-elle être financée par la TFP ?',
      'Vos formations sont-elles accessibles aux personnes en situation de handicap ?',
      'Organisez-vous des formations intra-entreprise ?',
      'Quels sont vos horaires d’ouverture ?',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('opens and closes a question by click, and keeps several open', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />);
    const payment = screen.getByRole('button', { name: 'Puis-je payer en ligne ou sur place ?' });
    const funding = screen.getByRole('button', { name: 'Ma formation peut-elle être financée par la TFP ?' });

    await user.click(payment);
    expect(payment.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(payment).hidden).toBe(false);
    expect(panelOf(payment).textContent).toContain('paiement sur place dans nos locaux des Berges du Lac');

    await user.click(funding);
    expect(funding.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(funding).textContent).toContain('taxe de formation professionnelle (TFP)');
    expect(payment.getAttribute('aria-expanded')).toBe('true');

    await user.click(payment);
    expect(payment.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(payment).hidden).toBe(true);
    expect(funding.getAttribute('aria-expanded')).toBe('true');
  });

  it('is operable from the keyboard: Tab reaches a question, Enter and Space toggle it', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />);
    const first = screen.getByRole('button', { name: 'Comment m’inscrire à une formation ?' });
    const second = screen.getByRole('button', { name: 'Puis-je payer en ligne ou sur place ?' });

    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(first).hidden).toBe(false);
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('false');

    await user.tab();
    expect(document.activeElement).toBe(second);
    await user.keyboard(' ');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(second).hidden).toBe(false);
    await user.keyboard(' ');
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(second).hidden).toBe(true);
  });

  it('offers contact and a phone number read left-to-right', () => {
    renderPage(<FaqPage />);
    expect(screen.getByRole('link', { name: 'Poser une question' }).getAttribute('href')).toBe('/contact');
    const call = screen.getByRole('link', { name: 'Appeler le +216 70 123 456' });
    expect(call.getAttribute('href')).toBe('tel:+21670123456');
    expect(call.querySelector('[dir="ltr"]')?.textContent).toBe('+216 70 123 456');
  });

  it('renders in Arabic and still toggles', async () => {
    await switchTo('ar');
    const user = userEvent.setup();
    renderPage(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeTruthy();
    const hours = screen.getByRole('button', { name: 'ما هي أوقات العمل لديكم؟' });
    await user.click(hours);
    expect(hours.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(hours).textContent).toContain('من الاثنين إلى الجمعة');
  });
});
