import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, DEMO, expect, signIn, test } from './fixtures';
import { API } from './ports';

test.use({ viewport: { width: 1440, height: 900 } });

/** The learner's favourite course ids in the private data set `session` (a per-call header wins). */
async function favouritesIn(request: APIRequestContext, session: string): Promise<number[]> {
  const headers = { 'x-mock-session': session };
  const { token, userId } = await apiSignIn(request, DEMO.learner, headers);
  const list = await request.get(`${API}/favorites/${String(userId)}`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return ((await list.json()) as { course: { id: number } }[]).map((f) => f.course.id);
}

test('the page and the test share one private data set that no other test sees', async ({
  page,
  request,
}, testInfo) => {
  const mine = `e2e-${testInfo.testId}-${String(testInfo.retry)}`;
  const before = await favouritesIn(request, mine);
  await signIn(page);
  await page.goto('/session/devops-foundation');
  await page
    .getByRole('complementary', { name: 'En bref' })
    .getByRole('button', { name: 'Ajouter aux favoris' })
    .click();
  await expect(page.getByText('Formation ajoutée à vos favoris')).toBeVisible();

  const after = await favouritesIn(request, mine);
  expect(after.length).toBe(before.length + 1);
  // Another data set, as a test running beside this one would have, still has the seed's favourites.
  expect(await favouritesIn(request, `${mine}-neighbour`)).toEqual(before);
  await request.delete(`${API}/__mock/session`, { headers: { 'x-mock-session': `${mine}-neighbour` } });
});
