import type { Page } from '@playwright/test';

import { allowConsole, chooseLanguage, expect, test } from './fixtures';

/** The header's search box (the drawer holds a second one, below 768 px). */
function searchBox(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Rechercher sur le site' });
}

function listbox(page: Page) {
  return page.getByRole('listbox', { name: 'Rechercher sur le site' });
}

/**
 * The results of one source may show while the other still loads, and the text typed is searched
 * only after the debounce: waits until the count of results is announced, which happens once the
 * typed text is searched in every source.
 */
async function allSourcesIn(page: Page) {
  await expect(
    page
      .getByRole('banner')
      .getByRole('status')
      .filter({ hasText: /^\d+ résultats?$/ }),
  ).toHaveCount(1);
}

test.describe('global search (desktop header)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('"pm" shows grouped results with badges and highlighted matches; "p" shows none', async ({ page }) => {
    await page.goto('/a-propos');
    const box = searchBox(page);
    await box.fill('p');
    await expect(
      page.getByRole('paragraph').filter({ hasText: 'Saisissez au moins 2 caractères.' }),
    ).toBeVisible();
    await expect(listbox(page).getByRole('option')).toHaveCount(0);

    await box.fill('pm');
    const options = listbox(page).getByRole('option');
    await allSourcesIn(page);
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(12);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Grouped by type, in the order course, article, page, training.
    const groups = await listbox(page)
      .getByRole('group')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-labelledby') ?? ''));
    const titles = await Promise.all(groups.map((id) => page.locator(`[id="${id}"]`).textContent()));
    const order = ['Sessions de formation', 'Articles du blog', 'Pages du site', 'Programmes du catalogue'];
    const positions = titles.map((title) => order.indexOf(title ?? ''));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(titles).toContain('Sessions de formation');
    // Every match is marked, whatever its case.
    const firstMarks = await options.first().locator('mark').allTextContents();
    expect(firstMarks.length).toBeGreaterThan(0);
    expect(firstMarks.every((mark) => mark.toLowerCase() === 'pm')).toBe(true);
    // The result count is announced.
    await expect(
      page
        .getByRole('banner')
        .getByRole('status')
        .filter({ hasText: /résultats?$/ }),
    ).toHaveText(`${String(count)} résultat${count > 1 ? 's' : ''}`);
  });

  test('accent- and case-insensitive; every word must appear', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('CYBERSECURITE PME');
    await expect(
      listbox(page).getByRole('option', { name: /Cybersécurité : les 10 mesures prioritaires pour les PME/ }),
    ).toBeVisible();
    await box.fill('cybersecurite kubernetes introuvable');
    await expect(
      page
        .getByRole('paragraph')
        .filter({ hasText: 'Aucun résultat pour « cybersecurite kubernetes introuvable »' }),
    ).toBeVisible();
  });

  test('keyboard: arrows move the active option, Enter opens it and it joins the recent searches', async ({
    page,
  }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('scrum kanban');
    const options = listbox(page).getByRole('option');
    await allSourcesIn(page);
    await expect(options.first()).toBeVisible();
    const count = await options.count();

    await box.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(0).getAttribute('id')) ?? '',
    );
    if (count > 1) {
      await box.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await box.press('ArrowUp');
    }
    await box.press('ArrowUp');
    // Up from the first option wraps to the last.
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    const title = (await options.nth(0).locator('span[dir="auto"]').first().textContent()) ?? '';
    await box.press('Enter');
    await expect(page).toHaveURL(/\/(session|blog)\//);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Recent searches survive a reload and show on focus.
    await page.reload();
    await searchBox(page).focus();
    const recent = page.getByRole('group', { name: 'Recherches récentes' });
    await expect(recent.getByRole('option')).toHaveCount(1);
    await expect(recent.getByRole('option')).toHaveText(title);
  });

  test('Enter without a choice searches the sessions for the text', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('gestion de projet');
    await expect(listbox(page).getByRole('option').first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/sessions\?search=gestion%20de%20projet$/);
  });

  test('Enter with fewer than 2 characters closes the list and does nothing else', async ({ page }) => {
    await page.goto('/a-propos');
    const box = searchBox(page);
    await box.fill('p');
    // The hint under the box (the live region, unseen, says it too).
    const hint = page.getByRole('paragraph').filter({ hasText: 'Saisissez au moins 2 caractères.' });
    await expect(hint).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Enter');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(hint).toBeHidden();
    await expect(box).toHaveValue('p');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\/a-propos$/);
  });

  test('Escape and a click outside close the list; a click on a result opens it', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('itil');
    await expect(listbox(page)).toBeVisible();
    await box.press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('itil');

    await box.fill('itil 4');
    await expect(listbox(page)).toBeVisible();
    // A click on the page, away from the list.
    await page.mouse.click(5, 700);
    await expect(listbox(page)).toBeHidden();

    await box.fill('itil 4');
    const article = listbox(page).getByRole('option', { name: /ITIL® 4 : l’essentiel/ });
    await article.click();
    await expect(page).toHaveURL('/blog/itil-4-essentiel-equipes-informatiques');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'ITIL® 4 : l’essentiel pour les équipes informatiques',
    );
  });

  test('at most 5 recent searches, newest first', async ({ page }) => {
    await page.goto('/');
    const words = ['scrum', 'itil', 'pmp', 'kanban', 'power bi', 'cissp'];
    for (const word of words) {
      const box = searchBox(page);
      await box.fill(word);
      await expect(listbox(page).getByRole('option').first()).toBeVisible();
      await box.press('Enter');
      await expect(page).toHaveURL(/\/sessions\?search=/);
    }
    await searchBox(page).focus();
    const recent = page.getByRole('group', { name: 'Recherches récentes' }).getByRole('option');
    await expect(recent).toHaveText(['cissp', 'power bi', 'kanban', 'pmp', 'itil']);
    const stored = await page.evaluate(() => localStorage.getItem('recent-searches'));
    expect(JSON.parse(stored ?? '[]')).toHaveLength(5);
  });

  test('a source that fails leaves the others working (and is only logged)', async ({ page }) => {
    allowConsole(page, /Failed to load resource/);
    allowConsole(page, /Global search: the articles could not be loaded/);
    await page.route('**/blog?*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/contact');
    const box = searchBox(page);
    await box.fill('pmp');
    await expect(listbox(page).getByRole('group', { name: 'Sessions de formation' })).toBeVisible();
    await expect(listbox(page).getByRole('group', { name: 'Articles du blog' })).toHaveCount(0);
  });
});

test.describe('global search in Arabic', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('searches the catalogue in Arabic, right to left', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'البحث في الموقع' });
    await box.fill('الذكاء الاصطناعي');
    const list = page.getByRole('listbox', { name: 'البحث في الموقع' });
    const trainings = list.getByRole('group', { name: 'برامج الفهرس' });
    await expect(trainings.getByRole('option').first()).toBeVisible();
    await expect(trainings.getByRole('option').first().locator('mark').first()).toBeVisible();
    await box.fill('كلمة غير موجودة إطلاقا');
    await expect(
      page.getByRole('paragraph').filter({ hasText: 'لا توجد نتائج لـ «كلمة غير موجودة إطلاقا»' }),
    ).toBeVisible();
    // The list opens under the input, aligned to its start (the right edge in Arabic).
    await box.fill('الذكاء');
    await expect(list).toBeVisible();
    const input = await box.boundingBox();
    const panel = await list.boundingBox();
    expect(input && panel && Math.abs(input.x + input.width - (panel.x + panel.width)) < 40).toBe(true);
  });
});

test.describe('global search (mobile drawer)', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the drawer offers the search; choosing a result closes the drawer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const box = page.getByRole('combobox', { name: 'Rechercher sur le site' });
    await expect(box).toBeVisible();
    await box.fill('prince2');
    const option = page.getByRole('listbox', { name: 'Rechercher sur le site' }).getByRole('option').first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).not.toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
