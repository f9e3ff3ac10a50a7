import { expect, test } from '@formation/mock-testing';

test('a new learner signs up with the code mailed to her', async ({ page, mock }) => {
  const email = 'nadia.karoui@example.tn';
  const main = page.getByRole('main');
  await page.goto('/signup');
  await main.getByLabel(/^Nom complet/).fill('Nadia Karoui');
  await main.getByLabel(/^Adresse e-mail/).fill(email);
  await main.getByLabel(/^Mot de passe/).fill('Formation2026!');
  await main.getByLabel(/^Confirmer le mot de passe/).fill('Formation2026!');
  await main.getByRole('button', { name: 'S’inscrire', exact: true }).click();
  await main.getByLabel(/^Code de vérification/).fill(await mock.waitForCode(email));
  await main.getByRole('button', { name: 'Vérifier', exact: true }).click();
  await expect(page.getByText('Votre adresse e-mail est vérifiée.')).toBeVisible();
});
