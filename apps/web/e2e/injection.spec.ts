import type { APIRequestContext, Page } from '@playwright/test';

import { apiSignIn, DEMO, expect, OUR_FIELDS, signIn, test } from './fixtures';
import { API } from './ports';

/**
 * The browser's side of injection: what users write (a comment, a name, a company) is shown as the
 * very text they typed, and nothing in it runs. Every payload calls a trap (`window.__pwned`) or opens
 * a dialog if it ever executes; the mock's side is apps/mock-api/src/hardening/injection.test.ts.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const SLUG = 'devops-foundation';
const COURSE_ID = 4;

const FIRST_NAME = `<img src=x onerror="window.__pwned('first')">`;
const LAST_NAME = `"><svg onload=window.__pwned('last')> {{name}} $t(nav.login)`;
const FULL_NAME = `${FIRST_NAME} ${LAST_NAME}`;
const COMPANY = `<script>window.__pwned('company')</script>javascript:alert('company')`;
const COMMENT = [
  `<script>window.__pwned('script')</script>`,
  `<img src=x onerror="window.__pwned('img')">`,
  `"><svg onload="window.__pwned('svg')">`,
  `<a href="javascript:window.__pwned('href')">lien</a>`,
  `javascript:alert(1)`,
  `{{constructor.constructor('window.__pwned(1)')()}}`,
  `' OR 1=1 -- %_\\`,
].join(' ');

/** A trap the payloads call if they ever run, and a record of every dialog (alert, confirm…) opened. */
async function armTraps(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.defineProperty(window, '__pwnedCalls', { value: calls });
    Object.defineProperty(window, '__pwned', { value: (tag: unknown) => calls.push(String(tag)) });
  });
  return { dialogs };
}

async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwnedCalls: string[] }).__pwnedCalls)).toEqual(
    [],
  );
  expect(dialogs).toEqual([]);
  // No element the payloads would have created.
  await expect(page.locator('img[src="x"], [onerror], [onload], a[href^="javascript:"]')).toHaveCount(0);
}

/** The demo learner's name and company set to markup through the API, before the page signs in. */
async function writeAsLearner(request: APIRequestContext): Promise<{ token: string; userId: number }> {
  const { token, userId } = await apiSignIn(request);
  const headers = { authorization: `Bearer ${token}` };
  const profile = await request.patch(`${API}/users/${String(userId)}`, {
    headers,
    data: { firstName: FIRST_NAME, lastName: LAST_NAME, company: COMPANY },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  return { token, userId };
}

test('a comment and its author’s name are shown as typed on the session page, and nothing runs', async ({
  page,
  request,
}) => {
  const { token } = await writeAsLearner(request);
  const posted = await request.post(`${API}/comments`, {
    headers: { authorization: `Bearer ${token}` },
    data: { courseId: COURSE_ID, content: COMMENT, rate: 5 },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { dialogs } = await armTraps(page);
  await signIn(page);

  await page.goto(`/session/${SLUG}`);
  const section = page.getByRole('region', { name: 'Avis des participants' });
  const mine = section.getByRole('listitem').filter({ hasText: 'OR 1=1' });
  await expect(mine.getByText(COMMENT, { exact: true })).toBeVisible();
  await expect(mine.getByText(FULL_NAME, { exact: true })).toBeVisible();
  // The edit form takes the text back as a value, still not as markup.
  await mine.getByRole('button', { name: 'Modifier' }).click();
  await expect(section.getByRole('listitem').getByLabel('Votre commentaire')).toHaveValue(COMMENT);
  await expectNothingRan(page, dialogs);
});

test(
  'the account menu and the profile page show the name and company as typed, and nothing runs',
  OUR_FIELDS,
  async ({ page, request, mockProfile }) => {
    await writeAsLearner(request);
    const { dialogs } = await armTraps(page);
    await signIn(page);

    await page.goto('/profile');
    const main = page.getByRole('main');
    const firstName = main.getByLabel(/^Prénom/);
    const lastName = main.getByLabel(/^Nom(\s*\*)?$/);
    if (mockProfile === 'full') {
      await expect(firstName).toHaveValue(FIRST_NAME);
      await expect(lastName).toHaveValue(LAST_NAME);
      await expect(main.getByLabel(/^Entreprise/)).toHaveValue(COMPANY);
    } else {
      // The product rules' user has only fullName (names and company are ours): the form splits it at its
      // first space, as text.
      await expect(firstName).not.toHaveValue('');
      expect(`${await firstName.inputValue()} ${await lastName.inputValue()}`).toBe(FULL_NAME);
    }

    // The header: the button's label and text, then the open menu (i18next leaves {{name}} and $t() alone).
    const button = page
      .getByRole('banner')
      .getByRole('button', { name: `Menu du compte de ${FULL_NAME}`, exact: true });
    await expect(button).toContainText(FULL_NAME);
    await button.click();
    const panel = page.locator(`[id="${String(await button.getAttribute('aria-controls'))}"]`);
    await expect(panel.getByText(FULL_NAME, { exact: true })).toBeVisible();
    await expect(panel.getByText(DEMO.learner, { exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);
  },
);
