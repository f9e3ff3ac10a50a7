import type { APIRequestContext } from '@playwright/test';

import type { Article, CourseReceived } from '@formation/contract';
import { finalPrice, listSessions, sortSessions } from '@formation/domain';

import { allowConsole, chooseLanguage, expect, OUR_FIELDS, test } from './fixtures';
import { API, MOCK_NOW } from './ports';

const COURSE = 'pmp-preparation-certification';
const ARTICLE = 'reussir-examen-pmp-conseils-formateurs';

/** The page as a search engine or a link preview reads it: the served HTML, no JavaScript run. */
async function servedHtml(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { headers: { accept: 'text/html' } });
  expect(response.status(), url).toBe(200);
  return response.text();
}

/** What the server answers a browser that asks for a page, a redirect not followed. */
function askForPage(request: APIRequestContext, url: string) {
  return request.get(url, { headers: { accept: 'text/html' }, maxRedirects: 0 });
}

/** The text of the HTML with its tags and spaces (narrow or not) taken out, for prices. */
function squeezed(html: string): string {
  // An unclosed `<` is matched to the end and kept, rather than scanned to the end from every `<`.
  return html.replace(/<[^>]+>?/g, (tag) => (tag.endsWith('>') ? '' : tag)).replace(/\s/g, '');
}

function jsonLd(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '{}') as { '@type': string },
  );
}

test.describe('prerendered pages', OUR_FIELDS, () => {
  test('a course page holds its title, price, JSON-LD and language alternates in the HTML', async ({
    request,
    baseURL,
  }) => {
    const course = (await (await request.get(`${API}/courses/slug/${COURSE}`)).json()) as CourseReceived;
    const html = await servedHtml(request, `/session/${COURSE}`);
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toMatch(new RegExp(`<title>${course.title.replace(/[.*+?^${}()|[\]\\®]/g, '.')}`));
    expect(html).toContain(`<h1`);
    expect(squeezed(html)).toContain(`${String(finalPrice(course)).replace('.', ',')}DT`);
    const course_ = jsonLd(html).find((data) => data['@type'] === 'Course');
    expect(course_?.name).toBe(course.title);
    expect(JSON.stringify(course_?.hasCourseInstance)).toContain('CourseInstance');
    expect(html).toContain(`<link rel="canonical" href="${baseURL ?? ''}/session/${COURSE}"/>`);
    for (const [language, prefix] of [
      ['fr', ''],
      ['en', '/en'],
      ['ar', '/ar'],
      ['x-default', ''],
    ] as const) {
      expect(html).toContain(`hrefLang="${language}" href="${baseURL ?? ''}${prefix}/session/${COURSE}"`);
    }
    expect(html).toContain('<meta property="og:image"');
    // The first paint waits for the element after the page's markup: the whole page, never half.
    const held = /<link rel="expect" href="#([\w-]+)" blocking="render" \/>/.exec(html)?.[1];
    expect(held, 'the render-blocking link').toBeDefined();
    const heldAt = html.indexOf(`id="${held ?? ''}"`);
    expect(heldAt).toBeGreaterThan(html.indexOf('</head>'));
    expect(html.slice(html.indexOf('<div id="root">'), heldAt)).toContain('</footer>');
  });

  test('an article holds its title, text and Article JSON-LD in the HTML', async ({ request }) => {
    const article = (await (await request.get(`${API}/blog/slug/${ARTICLE}`)).json()) as Article;
    const html = await servedHtml(request, `/blog/${ARTICLE}`);
    expect(html).toContain(article.title);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(jsonLd(html).find((data) => data['@type'] === 'Article')?.headline).toBe(article.title);
    const trail = jsonLd(html).find((data) => data['@type'] === 'BreadcrumbList')?.itemListElement;
    expect(trail).toEqual([
      expect.objectContaining({ position: 1, name: 'Accueil' }),
      expect.objectContaining({ position: 2, name: 'Blog' }),
      expect.objectContaining({ position: 3, name: article.title }),
    ]);
  });

  test('the home page names the firm (Organization), an Arabic course page its Arabic URL', async ({
    request,
    baseURL,
  }) => {
    const home = jsonLd(await servedHtml(request, '/'));
    expect(home.find((data) => data['@type'] === 'EducationalOrganization')).toMatchObject({
      name: 'Formation Pro',
      url: baseURL,
    });
    const course = jsonLd(await servedHtml(request, `/ar/session/${COURSE}`));
    expect(course.find((data) => data['@type'] === 'Course')?.url).toBe(
      `${baseURL ?? ''}/ar/session/${COURSE}`,
    );
  });

  test('/ar/sessions is Arabic, right to left, with the sessions listed, in the HTML itself', async ({
    request,
  }) => {
    const html = await servedHtml(request, '/ar/sessions');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>الدورات القادمة');
    expect(html).toMatch(/<article[\s\S]*DT/);
    expect(html).toContain('hrefLang="fr"');
  });

  test("the HTML is rendered on the API's day: the mock's MOCK_NOW, read from its /health", async ({
    request,
  }) => {
    const html = await servedHtml(request, '/sessions');
    const state = /<script id="prerender-state" type="application\/json">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    const { today, queries } = JSON.parse(state ?? '{}') as {
      today: string;
      queries: { queries: { state: { dataUpdatedAt: number } }[] };
    };
    expect(today).toBe(MOCK_NOW.slice(0, 10));
    expect(queries.queries.length).toBeGreaterThan(0);
    for (const query of queries.queries) expect(query.state.dataUpdatedAt).toBe(Date.parse(MOCK_NOW));
  });

  test('the site map and robots.txt name every prerendered URL', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL ?? ''}/ar/session/${COURSE}</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL ?? ''}/en/blog/${ARTICLE}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain(
      `Sitemap: ${baseURL ?? ''}/sitemap.xml`,
    );
  });

  test('the browser takes the page over without asking the API again, then navigates and switches language', async ({
    page,
    request,
  }) => {
    // A visitor a minute after the build: what the HTML holds is fresh (product rules 9: five minutes).
    await page.clock.setSystemTime(new Date(Date.parse(MOCK_NOW) + 60_000));
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${API}/courses`) || request.url().startsWith(`${API}/comments`))
        calls.push(request.url());
    });
    await page.goto('/sessions');
    // Hydrated: the sort control answers (the console guard fails the test on a hydration warning).
    await page.getByLabel('Trier par').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    // The address changes at once, the list in the render that follows (a transition): a card is
    // clicked once the list shows the sort, not where the previous order had it.
    const courses = (await (
      await request.get(`${API}/courses/AllCourses?status=PUBLISHED`)
    ).json()) as CourseReceived[];
    const dearest = sortSessions(listSessions(courses, MOCK_NOW.slice(0, 10), 'x'), 'price-desc')[0];
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(dearest?.title ?? '');
    expect(calls, 'calls the HTML already answered').toEqual([]);

    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/session\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const path = new URL(page.url()).pathname;
    await page.getByRole('combobox', { name: 'Langue du site' }).first().selectOption('ar');
    await expect(page).toHaveURL(`/ar${path}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goBack();
    await expect(page).toHaveURL(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('a page whose HTML differs from its first render says which component rendered what', async ({
    page,
  }) => {
    // Answers still fresh, so the page asks the API nothing: a page served by the test is not on
    // loopback for the browser, which would refuse its calls to the mock.
    await page.clock.setSystemTime(new Date(Date.parse(MOCK_NOW) + 60_000));
    // The HTML as a build from other sources would have made it: the heading says something else.
    await page.route('**/sessions', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<h1[^>]*>)[^<]+/, '$1Another heading');
      await route.fulfill({ response, body: html });
    });
    allowConsole(page, /^error: React took \/sessions over with an error it recovered from/);
    const reported = page.waitForEvent('console', (message) => message.text().startsWith('React took'));
    await page.goto('/sessions');
    const text = (await reported).text();
    expect(text).toMatch(/#418/);
    // Where: the components, each with its file and column in the build.
    expect(text).toMatch(/\n {4}at \S+ \(http:\/\/127\.0\.0\.1:\d+\/assets\/[^)]+\.js:\d+:\d+\)/);
    // React renders the page afresh: the visitor sees the real heading.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Another heading');
  });

  test('a page older than its answers’ five minutes refreshes them once taken over and idle', async ({
    page,
  }) => {
    // Visitors come ten minutes after the build (VISIT_TIME): the HTML's answers are stale. Right
    // after the page is hydrated it keeps the main thread busy for a while: the refresh, which first
    // loads the contract client, must wait for that rather than start while React takes the page over.
    const events: string[] = [];
    await page.exposeFunction('busyDone', () => events.push('busy until then'));
    page.on('request', (request) => {
      if (request.url().includes('/contract-client-')) events.push('contract client asked for');
    });
    await page.addInitScript(() => {
      const marks = window as unknown as { busyDone: () => void; busy?: boolean };
      new MutationObserver(() => {
        if (marks.busy === true || !document.documentElement.hasAttribute('data-hydrated')) return;
        marks.busy = true;
        // Work of a fixed size (the page's clock is Playwright's, which a busy loop cannot read).
        let sum = 0;
        for (let step = 0; step < 50_000_000; step += 1) sum += Math.sqrt(step);
        marks.busyDone();
        return sum;
      }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
    });
    const refreshed = page.waitForRequest((request) => request.url().startsWith(`${API}/courses`));
    await page.goto('/sessions');
    await refreshed;
    expect(events).toEqual(['busy until then', 'contract client asked for']);
  });

  test('a visitor who chose Arabic before lands on the Arabic URL of an unprefixed page', async ({
    page,
  }) => {
    await chooseLanguage(page, 'ar');
    await page.goto('/blog');
    await expect(page).toHaveURL('/ar/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Conseils/);
  });

  test('before the page runs, a form sends nothing: what was typed stays, the address does not change', async ({
    browser,
    baseURL,
  }) => {
    // A visitor whose JavaScript has not arrived yet (or never will): the HTML alone.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' });
    try {
      const page = await context.newPage();
      await page.goto('/contact');
      const email = page.getByRole('contentinfo').getByRole('textbox', { name: 'Votre adresse e-mail' });
      await email.fill('visiteur@example.tn');
      await email.press('Enter');
      await expect(page.getByRole('contentinfo').getByRole('button', { name: 'S’inscrire' })).toBeDisabled();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact');
      await expect(email).toHaveValue('visiteur@example.tn');
    } finally {
      await context.close();
    }
  });

  test('personal pages are left to the browser, and an unknown path is the not-found page', async ({
    request,
    page,
  }) => {
    expect(await servedHtml(request, '/profile')).not.toContain('prerender-state');
    await page.goto('/une-page-inconnue');
    await expect(page.getByText('404')).toBeVisible();
  });

  test('an address with a trailing slash moves to the page’s own, whose HTML the browser takes over', async ({
    request,
    page,
    baseURL,
  }) => {
    const moved = await askForPage(request, '/ar/sessions/?sort=price-desc');
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe('/ar/sessions?sort=price-desc');
    // Never a way out to another site (`//host` or `/\host` would leave it).
    for (const path of ['//evil.example/', '/%5Cevil.example/', '/%2F%2Fevil.example/']) {
      const reply = await askForPage(request, `${baseURL ?? ''}${path}`);
      expect(reply.headers()['location'] ?? '/', path).toMatch(/^\/(?![/\\])/);
    }

    // A minute after the build, the HTML's answers are fresh: taking the page over asks nothing.
    await page.clock.setSystemTime(new Date(Date.parse(MOCK_NOW) + 60_000));
    const calls: string[] = [];
    page.on('request', (call) => {
      if (call.url().startsWith(API)) calls.push(call.url());
    });
    await page.goto('/ar/');
    await expect(page).toHaveURL('/ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(calls, 'calls the HTML already answered').toEqual([]);
  });
});
