import { createMockControls, type MockControls } from '@formation/mock-testing';

import { DEMO, expect, signIn, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

/** The learner's favorite course ids in the data set of `controls`. */
async function favoritesIn(controls: MockControls): Promise<number[]> {
  const { user, headers } = await controls.apiSignIn(DEMO.learner);
  const list = await controls.api.favorites.listForUser({
    params: { userId: user.id },
    extraHeaders: headers,
  });
  expect(list.status).toBe(200);
  return list.status === 200 ? list.body.map((favorite) => favorite.course.id) : [];
}

test('the page and the test share one private data set that no other test sees', async ({
  page,
  request,
  mock,
}) => {
  const before = await favoritesIn(mock);
  await signIn(page);
  await page.goto('/session/devops-foundation');
  await page
    .getByRole('complementary', { name: 'En bref' })
    .getByRole('button', { name: 'Ajouter aux favoris' })
    .click();
  await expect(page.getByText('Formation ajoutée à vos favoris')).toBeVisible();

  const after = await favoritesIn(mock);
  expect(after.length).toBe(before.length + 1);
  // Another data set, as a test running beside this one would have, still has the seed's favorites
  // (a data set named on the call wins over the test's own).
  const neighbour = createMockControls(
    { ...mock.target, dataSet: `${String(mock.target.dataSet)}-neighbour` },
    request,
  );
  expect(await favoritesIn(neighbour)).toEqual(before);
  await neighbour.dropDataSet();
});
