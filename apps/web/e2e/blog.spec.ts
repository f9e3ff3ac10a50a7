import { allowConsole, chooseLanguage, expect, OUR_FIELDS, test } from './fixtures';
import { API } from './ports';

declare global {
  interface Window {
    pwned?: boolean;
  }
}

test.describe('blog', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test(
    'list → category → page 2 → article → related → share',
    OUR_FIELDS,
    async ({ page, context, mockProfile, baseURL }) => {
      const web = baseURL ?? '';
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: web });
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Conseils et actualités de nos formateurs',
      );
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(6);
      // Reading time in minutes on every card (product rules 2).
      for (const card of await cards.all())
        await expect(card.getByText(/^\d+ min de lecture$/)).toBeVisible();
      await expect(page.getByText('Articles 1 à 6 sur 16')).toBeVisible();

      // Pages.
      const pagination = page.getByRole('navigation', { name: 'Pagination des articles' });
      await pagination.getByRole('link', { name: 'Page 3' }).click();
      await expect(page).toHaveURL('/blog?page=3');
      await expect(cards).toHaveCount(4);
      await expect(page.getByText('Articles 13 à 16 sur 16')).toBeVisible();

      if (mockProfile === 'full') {
        // Categories: chosen on the client among the list (the real API ignores `category`).
        await page
          .getByRole('navigation', { name: 'Catégories' })
          .getByRole('link', { name: 'Cybersécurité' })
          .click();
        await expect(page).toHaveURL('/blog?category=cybersecurity');
        await expect(cards).toHaveCount(3);
        for (const card of await cards.all())
          await expect(card.getByText('Cybersécurité', { exact: true })).toBeVisible();
        await cards.getByRole('link', { name: /Cybersécurité : les 10 mesures prioritaires/ }).click();
      } else {
        // Articles as documented carry no category: no chips, and a category in the URL shows them all.
        await page.goto('/blog?category=cybersecurity');
        await expect(cards).toHaveCount(6);
        await expect(page.getByRole('navigation', { name: 'Catégories' })).toHaveCount(0);
        await page.goto('/blog/cybersecurite-pme-dix-mesures-prioritaires');
      }

      // Article.
      await expect(page).toHaveURL('/blog/cybersecurite-pme-dix-mesures-prioritaires');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Cybersécurité : les 10 mesures prioritaires pour les PME tunisiennes',
      );
      await expect(
        page
          .getByRole('main')
          .getByText(/^\d+ min de lecture$/)
          .first(),
      ).toBeVisible();
      await expect(page).toHaveTitle(
        'Cybersécurité : les 10 mesures prioritaires pour les PME tunisiennes – Blog Formation Pro',
      );

      // Related: three others, those of the same category first (when articles carry one).
      const related = page.getByRole('region', { name: 'Articles similaires' });
      await expect(related.getByRole('article')).toHaveCount(3);
      await expect(related.getByRole('link', { name: /Cybersécurité : les 10 mesures/ })).toHaveCount(0);
      if (mockProfile === 'full') {
        for (const card of (await related.getByRole('article').all()).slice(0, 2))
          await expect(card.getByText('Cybersécurité', { exact: true })).toBeVisible();
      }

      // Share: the link is copied and the visitor is told.
      const share = page.getByRole('region', { name: 'Partager cet article' });
      await share.getByRole('button', { name: 'Copier le lien' }).click();
      await expect(page.getByText('Le lien de l’article est copié.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${web}/blog/cybersecurite-pme-dix-mesures-prioritaires`,
      );
      await expect(share.getByRole('link', { name: /Partager sur LinkedIn/ })).toHaveAttribute(
        'target',
        '_blank',
      );

      // A related article opens in turn.
      const next = related.getByRole('link').first();
      const nextTitle = (await next.textContent()) ?? '';
      await next.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
    },
  );

  test('the article describes itself as a schema.org Article', OUR_FIELDS, async ({ page, mockProfile }) => {
    await page.goto('/blog/reussir-examen-pmp-conseils-formateurs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const described = scripts.map((json) => JSON.parse(json) as Record<string, unknown>);
    expect(described.map((data) => data['@type'])).toEqual(['Article', 'BreadcrumbList']);
    const data = described[0] ?? {};
    expect(data.headline).toBe('Réussir l’examen PMP® : 10 conseils de nos formateurs');
    // The author is ours: without it the article names none rather than a wrong one.
    expect(data.author).toEqual(
      mockProfile === 'full' ? { '@type': 'Person', name: 'Mehdi Gharbi' } : undefined,
    );
  });

  test('a link inside an article stays in the site', async ({ page }) => {
    await page.goto('/blog/reussir-examen-pmp-conseils-formateurs');
    await page.getByRole('link', { name: 'prochaines sessions' }).click();
    await expect(page).toHaveURL('/sessions');
  });

  test('a prerendered article’s body is taken over as the build wrote it, not written again', async ({
    page,
  }) => {
    const body = page.locator('main div[lang="fr"][dir="auto"]');
    // Before React runs, a property on the page's own nodes: nodes written again would not have it.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await body.evaluate((element) => {
        for (const node of element.querySelectorAll('*')) Object.assign(node, { fromTheBuild: true });
      });
      await route.continue();
    });
    await page.goto('/blog/reussir-examen-pmp-conseils-formateurs');
    const link = page.getByRole('link', { name: 'prochaines sessions' });
    await link.focus();
    expect(
      await body.evaluate((element) => {
        const nodes = [...element.querySelectorAll('*')];
        return nodes.length > 0 && nodes.every((node) => 'fromTheBuild' in node);
      }),
    ).toBe(true);
    await link.click();
    await expect(page).toHaveURL('/sessions');
  });

  test('article HTML is sanitised: scripts, event handlers and javascript: links never run', async ({
    page,
    baseURL,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route(`${API}/blog/piege`, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': baseURL ?? '', 'content-type': 'application/json' },
        body: JSON.stringify({
          id: 999,
          slug: 'piege',
          title: 'Un article piégé',
          excerpt: 'Un contenu hostile.',
          description: 'Un contenu hostile.',
          category: 'Cybersécurité',
          content:
            '<p>Texte sûr.</p><script>window.pwned = true; alert("script")</script>' +
            '<img src="/nope.png" onerror="window.pwned = true; alert(\'img\')" alt="">' +
            '<p id="trap" onclick="window.pwned = true" onmouseover="alert(\'over\')">Cliquez ici</p>' +
            '<a id="js" href="javascript:window.pwned=true;alert(\'link\')">Un lien piégé</a>' +
            '<svg><script>window.pwned = true</script></svg>' +
            '<iframe src="javascript:alert(\'frame\')"></iframe>',
        }),
      }),
    );
    allowConsole(page, /Failed to load resource/);
    allowConsole(page, /broken picture .*\/nope\.png/);
    // The page's Content-Security-Policy refuses each handler as soon as the sanitiser parses the
    // HTML (in a document that never runs it), and the browser reports it.
    allowConsole(
      page,
      /^error: Executing inline event handler violates the following Content Security Policy/,
    );
    await page.goto('/blog/piege');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Un article piégé');
    await expect(page.getByText('Texte sûr.')).toBeVisible();
    await page.getByText('Cliquez ici').click();
    await page.getByText('Cliquez ici').hover();
    await page.getByText('Un lien piégé').click();
    await expect(page).toHaveURL('/blog/piege');
    const content = page.locator('main [lang="fr"][dir="auto"]').filter({ hasText: 'Texte sûr.' });
    expect(await content.innerHTML()).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<iframe/i);
    expect(await page.evaluate(() => window.pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('an unknown article is not found; a page past the end has no articles', async ({ page }) => {
    allowConsole(page, /Failed to load resource: the server responded with a status of 404/);
    await page.goto('/blog/article-qui-n-existe-pas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article introuvable');
    await page.getByRole('main').getByRole('link', { name: 'Retour au blog' }).click();
    await expect(page).toHaveURL('/blog');

    await page.goto('/blog?page=99');
    await expect(page.getByText('Aucun article trouvé.')).toBeVisible();
  });
});

test.describe('blog in Arabic on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('reads right to left and holds at 360 px', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نصائح وأخبار من مكوّنينا');
    await expect(
      page
        .getByRole('main')
        .getByRole('article')
        .first()
        .getByText(/دقائق قراءة|دقيقة قراءة|دقيقتا قراءة/),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('main').getByRole('article').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: 'شارك هذا المقال' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
