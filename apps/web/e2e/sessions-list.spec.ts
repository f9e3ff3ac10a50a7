import type { APIRequestContext, Page } from '@playwright/test';

import type { CourseReceived } from '@formation/contract';
import {
  DEFAULT_SESSION_FILTERS,
  filterSessions,
  listSessions,
  sortSessions,
  type SessionFilters,
} from '@formation/domain';

import { chooseLanguage, expect, OUR_FIELDS, test } from './fixtures';
import { API } from './ports';

const TODAY = '2026-11-22';

/** The mock's upcoming sessions, filtered and sorted with the domain's rules (the expected results). */
async function expected(request: APIRequestContext, changes: Partial<SessionFilters> = {}) {
  const courses = (await (
    await request.get(`${API}/courses/AllCourses?status=PUBLISHED`)
  ).json()) as CourseReceived[];
  const filters = { ...DEFAULT_SESSION_FILTERS, ...changes };
  return sortSessions(filterSessions(listSessions(courses, TODAY, 'x'), filters), filters.sort);
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const range = (page: Page) => page.getByRole('status').filter({ hasText: /sur|session/ });
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents();

test.describe('sessions list (desktop)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows the first 12 upcoming sessions, soonest first, with the range and the total', async ({
    page,
    request,
  }) => {
    const all = await expected(request);
    await page.goto('/sessions');
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions à venir' })).toBeVisible();
    await expect(range(page)).toHaveText(`1–12 sur ${String(all.length)}`);
    await expect(cards(page)).toHaveCount(12);
    await expect.poll(() => cardTitles(page)).toEqual(all.slice(0, 12).map((s) => s.title));
  });

  test(
    'filter combinations change the URL and the results; back restores them',
    OUR_FIELDS,
    async ({ page, request, mockProfile }) => {
      await page.goto('/sessions');
      const filters = page.getByRole('search', { name: 'Filtres' });
      await filters.getByRole('checkbox', { name: 'À distance' }).click();
      await expect(filters.getByRole('checkbox', { name: 'À distance' })).toBeChecked();
      await expect(page).toHaveURL(/\/sessions\?format=online$/);
      const online = await expected(request, { formats: ['online'] });
      await expect(range(page)).toHaveText(
        `1–${String(Math.min(12, online.length))} sur ${String(online.length)}`,
      );

      await filters.getByRole('checkbox', { name: 'After-work' }).click();
      await expect(filters.getByRole('checkbox', { name: 'After-work' })).toBeChecked();
      await expect(page).toHaveURL(/format=online&time=afterwork/);
      const onlineEvening = await expected(request, { formats: ['online'], times: ['afterwork'] });
      expect(onlineEvening.length).toBeGreaterThan(0);
      expect(onlineEvening.length).toBeLessThan(online.length);
      await expect(range(page)).toHaveText(
        `1–${String(Math.min(12, onlineEvening.length))} sur ${String(onlineEvening.length)}`,
      );
      await expect.poll(() => cardTitles(page)).toEqual(onlineEvening.slice(0, 12).map((s) => s.title));

      // Level and domain are ours: on the product rules' courses every session has the fixed level.
      if (mockProfile === 'full') {
        await filters.getByRole('checkbox', { name: 'Débutant' }).click();
        await expect(filters.getByRole('checkbox', { name: 'Débutant' })).toBeChecked();
        await filters.getByLabel('Domaine').selectOption('Intelligence artificielle');
        await expect(page).toHaveURL(/level=beginner&domain=Intelligence\+artificielle/);
        const narrow = await expected(request, {
          formats: ['online'],
          times: ['afterwork'],
          levels: ['beginner'],
          domain: 'Intelligence artificielle',
        });
        await expect.poll(() => cardTitles(page)).toEqual(narrow.map((s) => s.title));

        await page.goBack();
        await expect(page).toHaveURL(/format=online&time=afterwork&level=beginner$/);
        await page.goBack();
      }
      await page.goBack();
      await expect(page).toHaveURL(/format=online$/);
      await expect(filters.getByRole('checkbox', { name: 'After-work' })).not.toBeChecked();
    },
  );

  test('price and date ranges, search and sort come from and go to the URL', async ({ page, request }) => {
    await page.goto('/sessions?min=1000&max=2000&from=2026-12-01&to=2026-12-31&sort=price-desc');
    const want = await expected(request, {
      priceMin: 1000,
      priceMax: 2000,
      from: '2026-12-01',
      to: '2026-12-31',
      sort: 'price-desc',
    });
    await expect(range(page)).toHaveText(`1–${String(Math.min(12, want.length))} sur ${String(want.length)}`);
    await expect.poll(() => cardTitles(page)).toEqual(want.slice(0, 12).map((s) => s.title));
    await expect(page.getByLabel('Trier par')).toHaveValue('price-desc');

    await page.getByLabel('Trier par').selectOption('rating');
    await expect(page).toHaveURL(/sort=rating/);
    const byRating = await expected(request, {
      priceMin: 1000,
      priceMax: 2000,
      from: '2026-12-01',
      to: '2026-12-31',
      sort: 'rating',
    });
    await expect.poll(() => cardTitles(page)).toEqual(byRating.slice(0, 12).map((s) => s.title));

    await page.goto('/sessions?search=cybersecurite');
    await expect(page.getByLabel('Rechercher une formation')).toHaveValue('cybersecurite');
    const found = await expected(request, { search: 'cybersecurite' });
    expect(found.length).toBeGreaterThan(0);
    await expect(range(page)).toHaveText(
      `1–${String(Math.min(12, found.length))} sur ${String(found.length)}`,
    );

    const box = page.getByLabel('Rechercher une formation');
    await box.fill('scrum master');
    await box.press('Enter');
    await expect(page).toHaveURL(/search=scrum\+master/);
    const scrum = await expected(request, { search: 'scrum master' });
    await expect.poll(() => cardTitles(page)).toEqual(scrum.map((s) => s.title));
  });

  test('pages keep the filters and say the range of each page', async ({ page, request }) => {
    const all = await expected(request);
    await page.goto('/sessions?time=weekends');
    const weekends = await expected(request, { times: ['weekends'] });
    expect(weekends.length).toBeGreaterThan(12);
    await page
      .getByRole('navigation', { name: 'Pagination des sessions' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/time=weekends&page=2/);
    await expect(range(page)).toHaveText(
      `13–${String(Math.min(24, weekends.length))} sur ${String(weekends.length)}`,
    );
    await expect.poll(() => cardTitles(page)).toEqual(weekends.slice(12, 24).map((s) => s.title));
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Changing a filter goes back to page 1.
    await page.getByRole('checkbox', { name: 'Hybride' }).click();
    await expect(page.getByRole('checkbox', { name: 'Hybride' })).toBeChecked();
    await expect(page).not.toHaveURL(/page=/);
    expect(all.length).toBeGreaterThan(weekends.length);
  });

  test('nothing matches: "No sessions found", the hint, and a reset that brings everything back', async ({
    page,
    request,
  }) => {
    await page.goto('/sessions?level=expert&format=online&time=weekends&max=100');
    await expect(page.getByText('Aucune session trouvée')).toBeVisible();
    await expect(
      page.getByText('Essayez d’ajuster vos filtres ou votre recherche pour voir plus de sessions.'),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Réinitialiser les filtres' }).last().click();
    await expect(page).toHaveURL(/\/sessions$/);
    const all = await expected(request);
    await expect(range(page)).toHaveText(`1–12 sur ${String(all.length)}`);
  });

  test(
    'the "many" scenario (10,000 courses) renders only the 12 cards shown',
    OUR_FIELDS,
    async ({ page, mock, mockProfile }) => {
      // The product rules' course has one session (its nextSession, the past ones left out) and the fixed
      // level.
      const full = mockProfile === 'full';
      const level = full ? 'Expert' : 'Intermédiaire';
      await mock.scenario('many');
      await page.goto('/sessions');
      // The page's HTML holds the build's list; the fresh one (thousands) follows in the background.
      await expect(range(page)).toHaveText(/^1–12 sur \d{1,3}\s\d{3}$/, { timeout: 20_000 });
      await expect(cards(page)).toHaveCount(12);
      const total = Number((await range(page).textContent())?.replace(/^.*sur /, '').replace(/\D/g, ''));
      expect(total).toBeGreaterThan(full ? 10_000 : 5_000);
      await page.getByRole('checkbox', { name: level }).click();
      await expect(page.getByRole('checkbox', { name: level })).toBeChecked();
      await expect(cards(page)).toHaveCount(12);
    },
  );
});

test('Arabic, 360 px: cards mirror and hold within the screen', async ({ page }, testInfo) => {
  await chooseLanguage(page, 'ar');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/sessions');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الدورات القادمة' })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The state badge sits at the start (right) of the card in right-to-left.
  const card = await cards(page).first().boundingBox();
  const badge = await cards(page).first().locator('span').first().boundingBox();
  expect(card).not.toBeNull();
  expect(badge).not.toBeNull();
  if (card !== null && badge !== null)
    expect(badge.x + badge.width).toBeGreaterThan(card.x + card.width - 40);
  await page.getByRole('button', { name: 'إظهار عوامل التصفية' }).click();
  await expect(page.getByRole('checkbox', { name: 'عن بعد' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sessions-ar-360.png'), fullPage: true });
});
