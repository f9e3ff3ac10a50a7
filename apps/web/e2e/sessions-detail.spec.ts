import type { APIRequestContext } from '@playwright/test';

import type { CourseReceived } from '@formation/contract';

import { allowConsole, apiSignIn, DEMO, expect, holdCalls, OUR_FIELDS, signIn, test } from './fixtures';
import { API } from './ports';

test.use({ viewport: { width: 1440, height: 900 } });

async function course(request: APIRequestContext, slug: string) {
  return (await (await request.get(`${API}/courses/slug/${slug}`)).json()) as CourseReceived;
}

test(
  'detail: tabs, instructor, facts, promo price, badges, JSON-LD and Open Graph',
  OUR_FIELDS,
  async ({ page, request, mockProfile }) => {
    // Places, programme, objectives, calendar, inclusions and instructor are ours: on the product rules'
    // course the page shows one session (its nextSession), no places, and says the rest is coming.
    const full = mockProfile === 'full';
    const pmp = await course(request, 'pmp-preparation-certification');
    const sessionCount = full ? (pmp.sessionDates?.length ?? 0) : 1;
    await page.goto('/session/pmp-preparation-certification');
    await expect(page.getByRole('heading', { level: 1, name: pmp.title })).toBeVisible();
    await expect(page).toHaveTitle(`${pmp.title} – Formation Pro`);
    await expect(page.getByText('Meilleure vente').first()).toBeVisible();
    await expect(page.getByText('6 jours').first()).toBeVisible();
    // Final price is the discounted one; the original is struck through (product rules 9).
    const facts = page.getByRole('complementary', { name: 'En bref' });
    await expect(facts.locator('del')).toHaveText('2 900 DT');
    await expect(facts.getByText('2 490 DT')).toBeVisible();
    await expect(facts.getByText('Du 2 décembre 2026 au 7 décembre 2026')).toBeVisible();
    await expect(facts.getByText('4,4/5').first()).toBeVisible();
    await expect(facts.getByText('2 / 16')).toHaveCount(full ? 1 : 0);

    const tabs = page.getByRole('tablist', { name: 'Contenu de la formation' });
    const coming = 'Cette information sera bientôt disponible.';
    await expect(tabs.getByRole('tab')).toHaveText(['Programme', 'Objectifs', 'Calendrier', 'Inclus']);
    await expect(page.getByRole('tabpanel')).toContainText(
      full ? (pmp.programme?.[0]?.title ?? 'missing') : coming,
    );
    await tabs.getByRole('tab', { name: 'Programme' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Objectifs' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(
      full ? (pmp.objectives?.[0] ?? 'missing') : coming,
    );
    await tabs.getByRole('tab', { name: 'Calendrier' }).click();
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(sessionCount);
    await tabs.getByRole('tab', { name: 'Inclus' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(full ? (pmp.included?.[0] ?? 'missing') : coming);
    await expect(page.getByRole('heading', { name: 'Votre formateur' })).toHaveCount(full ? 1 : 0);
    if (full) await expect(page.getByText(pmp.instructor?.name ?? 'missing')).toBeVisible();

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as {
      '@type': string;
      name: string;
      hasCourseInstance: unknown[];
      offers: { price: number };
    };
    expect(jsonLd['@type']).toBe('Course');
    expect(jsonLd.name).toBe(pmp.title);
    expect(jsonLd.offers.price).toBe(2490);
    expect(jsonLd.hasCourseInstance).toHaveLength(sessionCount);
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', pmp.title);
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute(
      'content',
      /\/session\/pmp-preparation-certification$/,
    );
  },
);

test(
  'enroll button: enroll now (anonymous), already pre-enrolled (after an enrollment), session ended',
  OUR_FIELDS,
  async ({ page, request, mockProfile }) => {
    await page.goto('/session/devops-foundation');
    const enroll = page
      .getByRole('complementary', { name: 'En bref' })
      .getByRole('link', { name: 'S’inscrire maintenant' });
    await expect(enroll).toHaveAttribute('href', '/session/4/enroll');

    // An enrollment of the learner makes /payments/has-payment answer true.
    const { token } = await apiSignIn(request);
    const created = await request.post(`${API}/enrollments`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        courseId: 4,
        fullName: 'Amira Ben Salah',
        email: DEMO.learner,
        appointmentTime: '2026-11-25T10:00:00.000Z',
        paymentMethod: 'onsite',
      },
    });
    expect(created.status()).toBe(201);
    await signIn(page);
    await page.goto('/session/devops-foundation');
    await expect(page.getByText('Déjà préinscrit')).toBeVisible();
    await expect(page.getByRole('link', { name: 'S’inscrire maintenant' })).toHaveCount(0);
    await page.goto('/session/product-owner-pspo-i');
    await expect(
      page
        .getByRole('complementary', { name: 'En bref' })
        .getByRole('link', { name: 'S’inscrire maintenant' }),
    ).toBeVisible();
    // scrum-master-psm-i has all its places taken; places are ours, and without them no session is full.
    await page.goto('/session/scrum-master-psm-i');
    await expect(page.getByText('Session complète')).toHaveCount(mockProfile === 'full' ? 1 : 0);

    // finance-pour-entrepreneurs only has past sessions.
    await page.goto('/session/finance-pour-entrepreneurs');
    await expect(page.getByText('Session terminée')).toBeVisible();
    await expect(
      page.getByText('Cette session est terminée. Consultez le calendrier pour les prochaines dates.'),
    ).toBeVisible();
  },
);

test('enroll button says "checking" while has-payment answers', async ({ page }) => {
  await signIn(page);
  const answer = await holdCalls(page, 'GET', `${API}/payments/has-payment*`);
  await page.goto('/session/devops-foundation');
  await expect(page.getByRole('button', { name: 'Vérification…' })).toBeDisabled();
  answer();
  await expect(
    page.getByRole('complementary', { name: 'En bref' }).getByRole('link', { name: 'S’inscrire maintenant' }),
  ).toBeVisible();
});

test('unknown slug: "Session not found" and "Course not found"', async ({ page }) => {
  allowConsole(page, /404/);
  await page.goto('/session/formation-qui-n-existe-pas');
  await expect(page.getByRole('heading', { level: 1, name: 'Session introuvable' })).toBeVisible();
  await expect(page.getByText('Formation introuvable')).toBeVisible();
});

test.describe('sharing', () => {
  test('copy link; when the clipboard refuses, the link is shown to copy by hand', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/session/devops-foundation');
    await page.getByRole('button', { name: 'Copier le lien' }).click();
    await expect(page.getByText('Lien copié')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/session\/devops-foundation$/,
    );

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    });
    await page.getByRole('button', { name: 'Copier le lien' }).click();
    await expect(page.getByText('La copie du lien a échoué')).toBeVisible();
    await expect(page.getByLabel('Copiez ce lien manuellement :')).toHaveValue(
      /\/session\/devops-foundation$/,
    );
  });

  test('a blocked popup says "Please allow popups…" and offers the link to paste; Instagram is paste-only', async ({
    page,
    context,
  }) => {
    // Tests never leave loopback: the network's page is answered here.
    await context.route('https://www.linkedin.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>LinkedIn</title>' }),
    );
    await page.goto('/session/devops-foundation');
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Partager sur LinkedIn' }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toContain('linkedin.com/sharing/share-offsite/?url=');
    await opened.close();

    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'Partager sur Facebook' }).click();
    await expect(
      page.getByText(
        'Veuillez autoriser les fenêtres contextuelles pour ce site afin de permettre le partage',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Ou copiez ce lien et collez-le dans votre publication :')).toHaveValue(
      /\/session\/devops-foundation$/,
    );
    await page.getByRole('button', { name: 'Partager sur Instagram' }).click();
    await expect(page.getByLabel(/Instagram n’accepte pas de lien direct/)).toBeVisible();
  });
});

test('Arabic detail at 360 px holds and mirrors', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('language', 'ar');
  });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/session/devops-foundation');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: 'البرنامج' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'سجّل الآن' }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
