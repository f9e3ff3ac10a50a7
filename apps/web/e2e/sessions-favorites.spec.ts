import type { Locator, Page } from '@playwright/test';

import { allowConsole, expect, holdCalls, signIn, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const TITLE = 'DevOps Foundation® – certification DevOps Institute';

/** Signs the learner in on the course's detail; its "En bref" box holds the favorite button. */
async function detailSignedIn(page: Page): Promise<Locator> {
  await signIn(page);
  await page.goto('/session/devops-foundation');
  return page.getByRole('complementary', { name: 'En bref' });
}

/** Clicks "add" in the box: the toast says whether it worked, and the button shows the outcome. */
async function addFromFacts(page: Page, facts: Locator, outcome: 'added' | 'refused'): Promise<void> {
  await facts.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  const added = outcome === 'added';
  await expect(
    page.getByText(
      added ? 'Formation ajoutée à vos favoris' : 'Impossible d’ajouter la formation à vos favoris',
    ),
  ).toBeVisible();
  await expect(
    facts.getByRole('button', { name: added ? 'Dans mes favoris' : 'Ajouter aux favoris' }),
  ).toHaveAttribute('aria-pressed', String(added));
}

test('anonymous: adding asks to log in (returning here); /mes-favoris is restricted', async ({ page }) => {
  await page.goto('/session/devops-foundation');
  await page
    .getByRole('complementary', { name: 'En bref' })
    .getByRole('button', { name: 'Ajouter aux favoris' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Connexion requise' });
  await expect(dialog).toContainText('Vous devez être connecté pour ajouter une formation à vos favoris.');
  await expect(dialog.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Fsession%2Fdevops-foundation',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/mes-favoris');
  await expect(page.getByRole('heading', { level: 1, name: 'Espace réservé aux membres' })).toBeVisible();
  await expect(page.getByText('Connectez-vous pour gérer vos favoris.')).toBeVisible();
});

test('a learner adds from the detail and a card, keeps them across reload, removes one; logout clears', async ({
  page,
}) => {
  await addFromFacts(page, await detailSignedIn(page), 'added');

  await page.goto('/sessions');
  const card = page.getByRole('article').first();
  const cardTitle = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('button', { name: `Ajouter ${cardTitle} à mes favoris` }).click();
  await expect(card.getByRole('button', { name: `Retirer ${cardTitle} de mes favoris` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The button turns at once; the toast comes with the API's answer.
  await expect(page.getByText('Formation ajoutée à vos favoris')).toBeVisible();

  await page.goto('/mes-favoris');
  await page.reload();
  const list = page.getByRole('main').getByRole('article');
  await expect(list).toHaveCount(2);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([cardTitle, TITLE]);

  await list
    .first()
    .getByRole('button', { name: `Retirer ${cardTitle} de mes favoris` })
    .click();
  await expect(page.getByText('Formation retirée de vos favoris')).toBeVisible();
  await expect(list).toHaveCount(1);
  await page.reload();
  await expect(list).toHaveCount(1);

  // Logout drops the favorites; the page becomes restricted.
  await page.getByRole('button', { name: /Menu du compte/ }).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.goto('/mes-favoris');
  await expect(page.getByRole('heading', { level: 1, name: 'Espace réservé aux membres' })).toBeVisible();
});

test('a favorite shown as added before the API has it survives leaving the page at once', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/sessions');
  const card = page.getByRole('article').first();
  const cardTitle = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  // The call waits before it leaves the browser, as on a slow phone's network.
  const release = await holdCalls(page, 'POST', '**/favorites/*');
  await card.getByRole('button', { name: `Ajouter ${cardTitle} à mes favoris` }).click();
  await expect(card.getByRole('button', { name: `Retirer ${cardTitle} de mes favoris` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/mes-favoris');
  release();
  const list = page.getByRole('main').getByRole('article');
  await expect(async () => {
    await page.reload();
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([cardTitle], { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test('a favorite shows as added only once its call can leave, and then survives leaving the page', async ({
  page,
}) => {
  await signIn(page);
  // The site's API code comes with its first call (here the learner's favorites, as the page is
  // taken over); it is slow to arrive, as on a phone.
  const release = await holdCalls(page, 'GET', /\/assets\/contract-client-[\w-]+\.js$/);
  await page.goto('/sessions');
  const card = page.getByRole('article').first();
  const cardTitle = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const add = card.getByRole('button', { name: `Ajouter ${cardTitle} à mes favoris` });
  await add.click();
  // Not shown as added while nothing could send it: a reload now would have lost it.
  await page.waitForTimeout(500);
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(card.getByRole('button', { name: `Retirer ${cardTitle} de mes favoris` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/mes-favoris');
  const list = page.getByRole('main').getByRole('article');
  await expect(async () => {
    await page.reload();
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([cardTitle], { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test('an add the API refuses rolls back with an error toast', async ({ page, mock }) => {
  allowConsole(page, /500/);
  await mock.faults([{ method: 'POST', path: '/favorites/:courseId', status: 500 }]);
  await addFromFacts(page, await detailSignedIn(page), 'refused');
});

test('a click before the favorites have loaded: a refusal rolls back, a success reloads the list', async ({
  page,
  mock,
}) => {
  allowConsole(page, /500/);
  await mock.faults([{ method: 'POST', path: '/favorites/:courseId', status: 500, times: 1 }]);
  const loads: string[] = [];
  page.on('request', (call) => {
    if (call.method() === 'GET' && /\/favorites\/\d+$/.test(call.url())) loads.push(call.url());
  });
  const release = await holdCalls(page, 'GET', '**/favorites/*');
  const facts = await detailSignedIn(page);
  await addFromFacts(page, facts, 'refused');

  await facts.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(page.getByText('Formation ajoutée à vos favoris')).toBeVisible();
  release();
  await expect.poll(() => loads.length).toBeGreaterThanOrEqual(2);
  await expect(facts.getByRole('button', { name: 'Dans mes favoris' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a loading failure gives an empty list and is only logged', async ({ page, mock }) => {
  allowConsole(page, /500|Favorites could not be loaded/);
  await mock.faults([{ method: 'GET', path: '/favorites/:userId', status: 500 }]);
  await signIn(page);
  await page.goto('/mes-favoris');
  await expect(page.getByText('Vous n’avez pas encore de favoris.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
