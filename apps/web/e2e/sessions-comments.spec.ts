import type { APIRequestContext, Locator } from '@playwright/test';

import type { Comment } from '@formation/contract';

import { allowConsole, apiSignIn, DEMO, expect, holdCalls, signIn, test } from './fixtures';
import { API } from './ports';

test.use({ viewport: { width: 1440, height: 900 } });

const SLUG = 'devops-foundation';
const COURSE_ID = 4;

/** The visible star a learner clicks (its radio button is the accessible control). */
function star(scope: Locator, name: string) {
  return scope.locator('label').filter({ has: scope.page().getByRole('radio', { name, exact: true }) });
}

async function tokenOf(request: APIRequestContext, email: string) {
  return (await apiSignIn(request, email)).token;
}

test('anonymous visitors read comments with the average and are told to log in', async ({
  page,
  request,
}) => {
  const comments = (await (
    await request.get(`${API}/comments/course/${String(COURSE_ID)}`)
  ).json()) as Comment[];
  await page.goto(`/session/${SLUG}`);
  const section = page.getByRole('region', { name: 'Avis des participants' });
  await expect(section.getByRole('listitem')).toHaveCount(comments.length);
  const average = comments.reduce((sum, c) => sum + c.rate, 0) / comments.length;
  await expect(
    section.getByText(`${String(Math.round(average * 10) / 10).replace('.', ',')}/5`),
  ).toBeVisible();
  await expect(section.getByText(`(${String(comments.length)} avis)`)).toBeVisible();
  await expect(section.getByText('Vous devez être connecté pour commenter')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    `/login?returnTo=${encodeURIComponent(`/session/${SLUG}`)}`,
  );
  await expect(section.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
});

test('a learner posts (text and rating required), edits and deletes; another learner cannot', async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.goto(`/session/${SLUG}`);
  const section = page.getByRole('region', { name: 'Avis des participants' });
  await expect(section.getByRole('listitem').first()).toBeVisible();
  const before = await section.getByRole('listitem').count();

  await section.getByRole('button', { name: 'Publier' }).click();
  await expect(section.getByRole('alert')).toHaveText('Veuillez écrire un commentaire');
  await expect(section.getByText('Veuillez attribuer une note')).toBeVisible();
  await section.getByLabel('Votre commentaire').fill('Un avis sans note');
  await section.getByRole('button', { name: 'Publier' }).click();
  await expect(section.getByRole('alert')).toHaveText('Veuillez attribuer une note');
  await star(section, '4 étoiles').click();
  await section.getByLabel('Votre commentaire').fill('');
  await section.getByRole('button', { name: 'Publier' }).click();
  await expect(section.getByRole('alert')).toHaveText('Veuillez écrire un commentaire');
  await expect(section.getByText('Veuillez attribuer une note')).toHaveCount(0);

  // User text is never injected as HTML.
  const text = 'Très utile <img src=x onerror="window.__injected=1"> <b>gras</b>';
  await section.getByLabel('Votre commentaire').fill(text);
  await section.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('Votre commentaire a été publié')).toBeVisible();
  const mine = section.getByRole('listitem').filter({ hasText: 'Très utile' });
  await expect(mine).toContainText(text);
  await expect(mine.locator('img, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  await expect(section.getByRole('listitem')).toHaveCount(before + 1);
  await expect(mine.getByRole('img', { name: 'Note : 4 étoiles sur 5' })).toBeVisible();

  // Newest first: the learner's comment leads the list.
  await expect(section.getByRole('listitem').first()).toContainText('Très utile');
  await mine.getByRole('button', { name: 'Modifier' }).click();
  const editing = section.getByRole('listitem').first();
  await editing.getByLabel('Votre commentaire').fill('Formation très complète, je recommande.');
  await star(editing, '5 étoiles').click();
  await editing.getByRole('button', { name: 'Enregistrer' }).click();
  const edited = section.getByRole('listitem').filter({ hasText: 'Formation très complète, je recommande.' });
  await expect(edited.getByRole('img', { name: 'Note : 5 étoiles sur 5' })).toBeVisible();
  await expect(page.getByText('Votre commentaire a été modifié')).toBeVisible();

  const comments = (await (
    await request.get(`${API}/comments/course/${String(COURSE_ID)}`)
  ).json()) as Comment[];
  const stored = comments.find((c) => c.content === 'Formation très complète, je recommande.');
  expect(stored?.rate).toBe(5);

  // A second learner sees no edit controls on it, and the API refuses the change.
  const other = await tokenOf(request, DEMO.otherLearner);
  const refused = await request.put(`${API}/comments/${String(stored?.id)}`, {
    headers: { authorization: `Bearer ${other}` },
    data: { content: 'pirate', rate: 1 },
  });
  expect(refused.status()).toBe(403);
  const refusedDelete = await request.delete(`${API}/comments/${String(stored?.id)}`, {
    headers: { authorization: `Bearer ${other}` },
  });
  expect(refusedDelete.status()).toBe(403);

  // Deleting asks 'Are you sure?'.
  await edited.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Êtes-vous sûr ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Supprimer' }).click();
  await dialog.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(edited).toHaveCount(0);
  await expect(page.getByText('Votre commentaire a été supprimé')).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(before);
});

test('a second learner sees no edit or delete control on the first one’s comment', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, DEMO.learner);
  const created = await request.post(`${API}/comments`, {
    headers: { authorization: `Bearer ${token}` },
    data: { courseId: COURSE_ID, content: 'Commentaire d’Amira sur DevOps', rate: 4 },
  });
  expect(created.status()).toBe(201);
  await signIn(page, DEMO.otherLearner);
  await page.goto(`/session/${SLUG}`);
  const item = page.getByRole('listitem').filter({ hasText: 'Commentaire d’Amira sur DevOps' });
  await expect(item).toBeVisible();
  await expect(item.getByRole('button')).toHaveCount(0);
});

test('a refused comment rolls back and says so', async ({ page, mock }) => {
  allowConsole(page, /500/);
  await mock.faults([{ method: 'POST', path: '/comments', status: 500 }]);
  const answer = await holdCalls(page, 'POST', `${API}/comments`);
  await signIn(page);
  await page.goto(`/session/${SLUG}`);
  const section = page.getByRole('region', { name: 'Avis des participants' });
  await expect(section.getByRole('listitem').first()).toBeVisible();
  const before = await section.getByRole('listitem').count();
  await star(section, '3 étoiles').click();
  await section.getByLabel('Votre commentaire').fill('Ce commentaire sera refusé');
  await section.getByRole('button', { name: 'Publier' }).click();
  // Shown at once (optimistic), then removed when the API refuses.
  await expect(section.getByRole('listitem').filter({ hasText: 'Ce commentaire sera refusé' })).toBeVisible();
  answer();
  await expect(page.getByText('La publication du commentaire a échoué')).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(before);
  await expect(section.getByLabel('Votre commentaire')).toHaveValue('Ce commentaire sera refusé');
});

test('comments that cannot be loaded say so, and a retry brings them', async ({ page, mock }) => {
  test.setTimeout(60_000);
  allowConsole(page, /503/);
  await mock.faults([{ method: 'GET', path: '/comments/course/:courseId', status: 503 }]);
  await page.goto(`/session/${SLUG}`);
  const section = page.getByRole('region', { name: 'Avis des participants' });
  // The query retries three times (product rules 9) before it gives up.
  await expect(section.getByRole('alert')).toContainText('Impossible de charger les avis.', {
    timeout: 30_000,
  });
  await mock.clearFaults();
  await section.getByRole('button', { name: 'Réessayer' }).click();
  await expect(section.getByRole('listitem').first()).toBeVisible();
});
