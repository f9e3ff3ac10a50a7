import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { formatDinars } from '@formation/domain';

import frEnrollment from '../src/shared/i18n/locales/fr/enrollment.json' with { type: 'json' };
import { expect, signIn, test } from './fixtures';

/**
 * A recording of another backend (`pnpm contract:check --record`, committed): four courses of its
 * own, their titles, slugs and prices, its comments under made-up names, two articles. It was
 * recorded from a mock in the spec profile started on other data; none of its slugs is in the seed,
 * so its pages are rendered in the browser from the data set, not from the build's HTML.
 */
const RECORDING = fileURLToPath(new URL('data-sets/recorded-backend', import.meta.url));
const NOW = new Date('2026-11-22T08:00:00Z');
const OWASP = (
  JSON.parse(readFileSync(join(RECORDING, 'courses.json'), 'utf8')) as { id: number; slug: string }[]
).find((course) => course.slug === 'securite-applications-web-owasp');

const field = (page: Parameters<typeof signIn>[0], label: string) => page.getByRole('main').getByLabel(label);

test('on a recording of another backend, the site shows its courses and prices, and a seeded learner enrolls', async ({
  page,
  mock,
}) => {
  await mock.loadDataSet(RECORDING);
  await signIn(page);
  await page.clock.setFixedTime(NOW);

  await page.goto('/session/securite-applications-web-owasp');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sécurité des applications web : OWASP Top 10',
  );
  // The recorded price, with its discount.
  await expect(page.getByRole('main').getByText(formatDinars(2150, 'fr-FR')).first()).toBeVisible();

  await page.goto(`/session/${String(OWASP?.id)}/enroll`);
  await expect(page.getByTestId('order-summary')).toContainText(formatDinars(2150, 'fr-FR'));
  await field(page, frEnrollment.enroll.form.appointment.day).selectOption('2026-11-23');
  await field(page, frEnrollment.enroll.form.appointment.time).selectOption('10:00');
  await field(page, frEnrollment.enroll.form.paymentMethod.onsite).check();
  await page.getByRole('button', { name: frEnrollment.enroll.form.submit }).click();
  await expect(page.getByText(frEnrollment.success.lead)).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: frEnrollment.success.myCourses }).click();
  const card = page.getByTestId('my-course');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('OWASP Top 10');
  await expect(card).toContainText(formatDinars(2150, 'fr-FR'));
});
