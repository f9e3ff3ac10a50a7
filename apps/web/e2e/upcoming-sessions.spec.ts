import type { APIRequestContext, Page } from '@playwright/test';

import type { CourseReceived } from '@formation/contract';
import { listSessions, soonestSessions } from '@formation/domain';

import { chooseLanguage, expect, OUR_FIELDS, signIn, test } from './fixtures';
import { API } from './ports';

test.use({ viewport: { width: 1440, height: 900 } });

/** The mock's soonest open sessions, by the domain's rules (the expected cards). */
async function soonest(request: APIRequestContext, limit: number, search = '') {
  const courses = (await (
    await request.get(`${API}/courses/AllCourses?status=PUBLISHED`)
  ).json()) as CourseReceived[];
  return soonestSessions(listSessions(courses, '2026-11-22', 'x'), limit, search).map((s) => s.title);
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
const cardTitles = (page: Page, name: string) =>
  section(page, name).getByRole('article').getByRole('heading', { level: 3 });

test(
  'home shows the six soonest sessions with the sessions list’s card, favorite included',
  OUR_FIELDS,
  async ({ page, request }) => {
    const expected = await soonest(request, 6);
    await signIn(page);
    await page.goto('/');
    await expect(cardTitles(page, 'Prochaines sessions')).toHaveText(expected);

    // The same cards, in the same order, open the sessions list.
    await section(page, 'Prochaines sessions').getByRole('link', { name: 'Toutes les sessions' }).click();
    await expect(page).toHaveURL(/\/sessions$/);
    expect(
      (
        await page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allTextContents()
      ).slice(0, 6),
    ).toEqual(expected);

    // A favorite set from a home card is the same favorite on the list.
    await page.goto('/');
    const first = section(page, 'Prochaines sessions').getByRole('article').first();
    await first.getByRole('button', { name: `Ajouter ${expected[0] ?? ''} à mes favoris` }).click();
    await expect(page.getByText('Formation ajoutée à vos favoris')).toBeVisible();
    await page.goto('/sessions');
    await expect(
      page
        .getByRole('main')
        .getByRole('article')
        .first()
        .getByRole('button', { name: `Retirer ${expected[0] ?? ''} de mes favoris` }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
);

test(
  'a domain page shows the first sessions its “all sessions” link lists',
  OUR_FIELDS,
  async ({ page, request, mockProfile }) => {
    const expected = await soonest(request, 3, 'cybersécurité');
    // The domain is ours: on the product rules' courses the term matches titles and descriptions only.
    expect(expected).toHaveLength(mockProfile === 'full' ? 3 : 1);
    await page.goto('/formations/cybersecurite');
    await expect(cardTitles(page, 'Prochaines sessions')).toHaveText(expected);

    await section(page, 'Prochaines sessions').getByRole('link', { name: 'Toutes les sessions' }).click();
    await expect(page).toHaveURL(/\/sessions\?search=cybers%C3%A9curit%C3%A9$/);
    await expect(
      page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).first(),
    ).toHaveText(expected[0] ?? '');
    expect(
      (
        await page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allTextContents()
      ).slice(0, 3),
    ).toEqual(expected);
  },
);

test('the cards are laid out right to left in Arabic on a phone', async ({ page, request }) => {
  const expected = await soonest(request, 3, 'PMP');
  await chooseLanguage(page, 'ar');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/formations/management/pmp');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = section(page, 'الدورات القادمة').getByRole('article').first();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(expected[0] ?? '');
  // The favorite button sits at the card's inline end: on the left in Arabic.
  const cardBox = await card.boundingBox();
  const buttonBox = await card.getByRole('button').boundingBox();
  expect(cardBox && buttonBox && buttonBox.x - cardBox.x).toBeLessThan((cardBox?.width ?? 0) / 2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
