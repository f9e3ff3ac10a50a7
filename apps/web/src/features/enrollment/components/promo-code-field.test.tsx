import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { orderTotals } from '@formation/domain';

import { COURSE } from '@/features/enrollment/testing/enrollment-fixtures';
import {
  bienvenue15,
  dt,
  mockEnrollmentCalls,
  renderEnrollment,
  resetEnrollmentCalls,
  summary,
  summaryText,
  user,
} from '@/features/enrollment/testing/enrollment-page-kit';
import { api } from '@/shared/api/client';
import { apiAnswer, apiRefusal } from '@/testing/api-answer';
import { currentLocation } from '@/testing/render-page';

beforeEach(mockEnrollmentCalls);
afterEach(resetEnrollmentCalls);

describe('promo code', () => {
  it("refuses an empty promo code ('Please enter a promo code') without calling the API", async () => {
    const verify = vi.spyOn(api.coupons, 'verify');
    const u = user();
    await renderEnrollment();
    await u.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findAllByText('Veuillez saisir un code promo')).not.toHaveLength(0);
    expect(verify).not.toHaveBeenCalled();
  });

  it("shows 'Invalid promo code for this course' when the API refuses the code", async () => {
    vi.spyOn(api.coupons, 'verify').mockResolvedValue(
      apiRefusal(422, 'Invalid promo code for this course', 'PROMO_NOT_APPLICABLE'),
    );
    const u = user();
    await renderEnrollment();
    await u.type(screen.getByLabelText('Code promo'), 'SCRUM10');
    await u.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findAllByText('Code promo invalide pour cette formation')).not.toHaveLength(0);
    expect(screen.getByLabelText('Code promo').getAttribute('aria-invalid')).toBe('true');
    expect(summary().queryByText(/−/)).toBeNull();
  });

  it('applies a 15 % code with exact millimes and shows subtotal, promo and total', async () => {
    const totals = orderTotals(1190.5, 1, { type: 'percent', value: 15 });
    // 1190.5 − 15 % = 1011.925 exactly (178.575 off), never 1011.9249999….
    expect(totals).toEqual({ subtotal: 1190.5, discount: 178.575, total: 1011.925 });
    const verify = vi.spyOn(api.coupons, 'verify').mockResolvedValue(apiAnswer(200, bienvenue15(totals)));
    const u = user();
    await renderEnrollment();
    await u.type(screen.getByLabelText('Code promo'), 'bienvenue15');
    await u.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await summary().findByText('Remise (BIENVENUE15)')).toBeDefined();
    expect(verify).toHaveBeenCalledWith({ body: { code: 'bienvenue15', courseId: COURSE.id } });
    expect(summaryText()).toContain(`Sous-total${dt(1190.5)}`);
    expect(summaryText()).toContain(`Remise (BIENVENUE15)−${dt(178.575)}`);
    expect(summaryText()).toContain(`Total HT${dt(1011.925)}`);
    expect(dt(1011.925)).toMatch(/^1\s011,925 DT$/);
  });

  it('tells an anonymous visitor who applies a code to log in, without leaving the page', async () => {
    const verify = vi.spyOn(api.coupons, 'verify');
    const u = user();
    await renderEnrollment({ signedIn: false });
    await u.type(screen.getByLabelText(/Nom complet/), 'Amira Ben Salah');
    await u.type(screen.getByLabelText('Code promo'), 'bienvenue15');
    await u.click(screen.getByRole('button', { name: 'Appliquer' }));
    const message = await screen.findByText(/^Connectez-vous pour appliquer un code promo\./);
    expect(within(message).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/session/${String(COURSE.id)}/enroll`)}`,
    );
    expect(screen.getByLabelText('Code promo').getAttribute('aria-describedby')).toBe(
      message.parentElement?.id,
    );
    expect(currentLocation()).toBe(`/session/${String(COURSE.id)}/enroll`);
    expect(verify).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Code promo')).toHaveProperty('value', 'bienvenue15');
    expect(screen.getByLabelText(/Nom complet/)).toHaveProperty('value', 'Amira Ben Salah');
  });

  it('says so in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    const u = user();
    await renderEnrollment({ signedIn: false, title: `التسجيل المسبق: ${COURSE.title}` });
    await u.type(screen.getByLabelText('الرمز الترويجي'), 'BIENVENUE15');
    await u.click(screen.getByRole('button', { name: 'تطبيق' }));
    const message = await screen.findByText(/^سجّل الدخول لتطبيق الرمز الترويجي\./);
    expect(within(message).getByRole('link', { name: 'تسجيل الدخول' })).toBeDefined();
  });
});
