import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import '@/shared/i18n/i18n-types';

import { api } from '@/shared/api/client';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer, apiRefusal } from '@/testing/api-answer';
import { renderPage as renderInApp } from '@/testing/render-page';

import { ContactPage } from './contact-page';

function renderPage(url = '/contact') {
  return renderInApp(<ContactPage />, { url });
}

beforeAll(() => {
  setUpI18n();
});

afterEach(async () => {
  await setUpI18n().changeLanguage('fr');
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

describe('contact page', () => {
  it('has one h1, the form with the five roles and the categories, and the opening hours', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact et demande de devis' })).toBeDefined();
    const role = screen.getByRole('combobox', { name: /Vous êtes/ });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choisissez…',
      'Une entreprise',
      'Un particulier',
      'Une PME',
      'Une institution publique',
      'Un étudiant',
    ]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Objet de la demande/ }).value).toBe('');
    const hours = screen.getByRole('region', { name: 'Horaires d’ouverture' });
    expect(hours.textContent).toContain('Du lundi au vendredi9 h 00 – 18 h 00');
    expect(hours.textContent).toContain('Samedi9 h 00 – 16 h 00');
    expect(hours.textContent).toContain('DimancheFermé');
  });

  it('the quote buttons (?category=quote) open it with the quote category chosen', () => {
    renderPage('/contact?category=quote');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Objet de la demande/ }).value).toBe(
      'quote',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Votre demande de devis' })).toBeDefined();
    expect(screen.getByText(/Pour un devis précis/)).toBeDefined();
  });

  it('product rules 5: name, a valid email, category and message are required; the role too', async () => {
    const send = vi.spyOn(api.contact, 'send');
    renderPage();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Veuillez indiquer qui vous êtes');
    for (const message of [
      'Veuillez indiquer qui vous êtes',
      'Le nom est obligatoire',
      'L’adresse e-mail est obligatoire',
      'La catégorie est obligatoire',
      'Le message est obligatoire',
    ])
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'amira@');
    await submit();
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeDefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the request, then confirms it with its number', async () => {
    const send = vi
      .spyOn(api.contact, 'send')
      .mockResolvedValue(apiAnswer(201, { id: 42, receivedAt: '2026-11-22T10:00:00.000Z', message: 'ok' }));
    renderPage('/contact?category=quote');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Vous êtes/ }), 'sme');
    await userEvent.type(screen.getByRole('textbox', { name: /Nom complet/ }), 'Amira Ben Salah');
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'Amira@Example.tn');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Sujet' }),
      'Formation PMP pour 8 chefs de projet',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Votre message/ }), 'Session intra en mars.');
    await submit();
    const confirmation = await screen.findByRole('status');
    expect(confirmation.textContent).toContain('Votre demande n° 42 a bien été reçue.');
    expect(confirmation.textContent).toContain('amira@example.tn');
    expect(send).toHaveBeenCalledWith({
      body: {
        role: 'sme',
        name: 'Amira Ben Salah',
        email: 'amira@example.tn',
        subject: 'Formation PMP pour 8 chefs de projet',
        message: 'Session intra en mars.',
        category: 'quote',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer une autre demande' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Nom complet/ }).value).toBe('');
  });

  it('a refused request keeps what was typed and says why', async () => {
    vi.spyOn(api.contact, 'send').mockResolvedValue(apiRefusal(429, 'Trop de demandes'));
    renderPage();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Vous êtes/ }), 'student');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Objet de la demande/ }), 'training');
    await userEvent.type(screen.getByRole('textbox', { name: /Nom complet/ }), 'Youssef Mansour');
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'youssef@example.tn');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Votre message/ }),
      'Quand commence la prochaine session ?',
    );
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Trop de demandes');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Nom complet/ }).value).toBe(
      'Youssef Mansour',
    );
  });

  it('renders in Arabic', async () => {
    await setUpI18n().changeLanguage('ar');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'اتصل بنا وطلب عرض سعر' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'أوقات العمل' }).textContent).toContain('9:00 – 18:00');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    expect(await screen.findByRole('alert')).toBeDefined();
  });
});
