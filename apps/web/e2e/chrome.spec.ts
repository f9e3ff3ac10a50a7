import { chooseLanguage, expect, test } from './fixtures';

test.describe('header navigation', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the Formations mega-menu: four categories, four programmes each, see-more counts 10, 6, 9 and 5', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Formations' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const categories = [
      'innovation-digitale',
      'intelligence-artificielle-avancee',
      'leadership-management',
      'entrepreneuriat',
    ];
    const counts: string[] = [];
    for (const category of categories) {
      const section = page.getByTestId(`mega-${category}`);
      await expect(section.getByRole('listitem')).toHaveCount(4);
      counts.push((await section.getByTestId('see-more').textContent()) ?? '');
    }
    expect(counts.map((text) => /\d+/.exec(text)?.[0])).toEqual(['10', '6', '9', '5']);
    await expect(page.getByRole('link', { name: 'Toutes les certifications' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Calendrier des sessions' })).toBeVisible();
    // The panel fits the 1240 px of product rules 9.
    const panel = page.locator(`#${(await button.getAttribute('aria-controls')) ?? ''}`);
    expect((await panel.boundingBox())?.width).toBeLessThanOrEqual(1240);
  });

  test('menus open from the keyboard, Escape closes them and gives the focus back', async ({ page }) => {
    await page.goto('/');
    const solutions = page.getByRole('button', { name: 'Solutions' });
    await solutions.focus();
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const panel = page.locator(`#${(await solutions.getAttribute('aria-controls')) ?? ''}`);
    await expect(panel.getByRole('link', { name: 'Sessions en présentiel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toBeFocused();
  });

  test('a click outside closes an open menu', async ({ page }) => {
    await page.goto('/');
    const youAre = page.getByRole('button', { name: 'Vous êtes' });
    await youAre.click();
    await expect(page.getByRole('link', { name: 'Une entreprise' })).toHaveAttribute(
      'href',
      '/under-construction',
    );
    await page.getByRole('heading', { level: 1 }).click();
    await expect(youAre).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the drawer holds the navigation and the quote button, and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Formations' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Ouvrir le menu' });
    await open.click();
    const drawer = page.getByRole('navigation', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Demander un devis' })).toBeVisible();
    await drawer.getByText('Formations', { exact: true }).click();
    await expect(drawer.getByRole('link', { name: 'Entrepreneuriat' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();
  });

  test('the floating contact button offers call, chat and the contact form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Nous contacter' }).click();
    await expect(page.getByRole('link', { name: /Appeler/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(page.getByRole('link', { name: 'Formulaire de contact' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

test.describe('footer', () => {
  // After each route change the page scrolls to the top, smoothly unless motion is reduced; a click
  // on a footer link during that scroll can press on the link and release elsewhere, which is no
  // click at all. So the walk reduces motion and waits for the scroll (checked in routes.spec.ts).
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });

  test('links to every footer page of the spec; partners and support open, in French and Arabic', async ({
    page,
  }) => {
    await page.goto('/a-propos');
    const company = page.getByRole('contentinfo').getByRole('navigation', { name: 'Entreprise' });
    await expect(company.getByRole('link')).toHaveText([
      'À propos',
      'Contact',
      'FAQ',
      'Certifications',
      'Partenaires',
      'Support technique',
      'Plan du site',
      'Mentions légales',
      'Conditions générales de vente',
    ]);
    await company.getByRole('link', { name: 'Partenaires' }).click();
    await expect(page).toHaveURL(/\/partenaires$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nos partenaires et accréditations' }),
    ).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await company.getByRole('link', { name: 'Support technique' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Support technique' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Ouvrir le formulaire de contact' }).click();
    await expect(page).toHaveURL(/\/contact\?category=support$/);
    await expect(page.getByRole('combobox', { name: /Objet de la demande/ })).toHaveValue('support');

    await page.goto('/plan-du-site');
    for (const name of ['Partenaires', 'Support technique'])
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();

    await chooseLanguage(page, 'ar');
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'الدعم الفني' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'المؤسسة' })
        .getByRole('link', { name: 'الشركاء' }),
    ).toHaveAttribute('href', /\/partenaires$/);
  });
});

test.describe('under-construction page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows what is being built on a task board, mirrored in Arabic', async ({ page }) => {
    await page.goto('/under-construction');
    const columns = page.locator('[data-status]');
    await expect(columns.getByRole('heading', { level: 3 })).toHaveText([
      /^À faire\s*2 éléments$/,
      /^En cours\s*1 élément$/,
      /^En test\s*1 élément$/,
      /^Terminé\s*1 élément$/,
    ]);
    const todoFr = await columns.first().boundingBox();
    const doneFr = await columns.last().boundingBox();
    expect(todoFr?.x).toBeLessThan(doneFr?.x ?? 0);

    await chooseLanguage(page, 'ar');
    await page.goto('/under-construction');
    await expect(columns.getByRole('heading', { level: 3 })).toHaveText([
      /^للإنجاز/,
      /^قيد الإنجاز/,
      /^قيد الاختبار/,
      /^مُنجز/,
    ]);
    // Right to left: "to do" comes first, at the right.
    const todoAr = await columns.first().boundingBox();
    const doneAr = await columns.last().boundingBox();
    expect(todoAr?.x).toBeGreaterThan(doneAr?.x ?? 0);
    await page.screenshot({ path: test.info().outputPath('under-construction-ar-1440.png'), fullPage: true });
  });
});
