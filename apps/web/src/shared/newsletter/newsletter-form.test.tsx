import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import '@/shared/i18n/i18n-types';

import { api } from '@/shared/api/client';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer } from '@/testing/api-answer';

import { NewsletterForm } from './newsletter-form';

beforeAll(() => {
  setUpI18n();
});

afterEach(async () => {
  await setUpI18n().changeLanguage('fr');
});

describe('newsletter form', () => {
  it('refuses an invalid address with the translated message, without calling the API', async () => {
    const subscribe = vi.spyOn(api.newsletter, 'subscribe');
    render(<NewsletterForm source="footer" />);
    const email = screen.getByLabelText('Votre adresse e-mail');
    await userEvent.type(email, 'pas-une-adresse');
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Veuillez saisir une adresse e-mail valide');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('an empty address is required', async () => {
    render(<NewsletterForm source="footer" />);
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect((await screen.findByRole('alert')).textContent).toBe('L’adresse e-mail est obligatoire');
  });

  it('subscribes, then says kindly that a second subscription is already there', async () => {
    const subscribe = vi
      .spyOn(api.newsletter, 'subscribe')
      .mockResolvedValueOnce(apiAnswer(201, { status: 'subscribed', email: 'lecteur@example.tn' }))
      .mockResolvedValueOnce(apiAnswer(200, { status: 'already-subscribed', email: 'lecteur@example.tn' }));
    render(<NewsletterForm source="under-construction" />);
    const email = screen.getByLabelText('Votre adresse e-mail');
    await userEvent.type(email, 'lecteur@example.tn');
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByText('Merci ! Votre inscription à la newsletter est confirmée.')).toBeDefined();
    expect(subscribe).toHaveBeenCalledWith({
      body: { email: 'lecteur@example.tn', source: 'under-construction', locale: 'fr' },
    });
    expect((email as HTMLInputElement).value).toBe('');

    await userEvent.type(email, 'lecteur@example.tn');
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(
      await screen.findByText('Vous êtes déjà inscrit à notre newsletter : merci de votre fidélité !'),
    ).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refused request keeps the address and says why', async () => {
    vi.spyOn(api.newsletter, 'subscribe').mockResolvedValue(apiAnswer(429, {}));
    render(<NewsletterForm source="footer" />);
    const email = screen.getByLabelText('Votre adresse e-mail');
    await userEvent.type(email, 'lecteur@example.tn');
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'L’inscription n’a pas abouti. Veuillez réessayer.',
    );
    expect((email as HTMLInputElement).value).toBe('lecteur@example.tn');
  });

  it('speaks Arabic, and sends the language with the subscription', async () => {
    await setUpI18n().changeLanguage('ar');
    const subscribe = vi
      .spyOn(api.newsletter, 'subscribe')
      .mockResolvedValue(apiAnswer(201, { status: 'subscribed', email: 'a@example.tn' }));
    render(<NewsletterForm source="footer" />);
    await userEvent.type(screen.getByLabelText('بريدك الإلكتروني'), 'a@example.tn');
    await userEvent.click(screen.getByRole('button', { name: 'اشترك' }));
    expect(await screen.findByText('شكرًا لك! تم تأكيد اشتراكك في النشرة الإخبارية.')).toBeDefined();
    expect(subscribe).toHaveBeenCalledWith({
      body: { email: 'a@example.tn', source: 'footer', locale: 'ar' },
    });
  });
});
