import type { APIRequestContext, Page } from '@playwright/test';

import { FAMILY_PATHS, linksOf, PLAIN_PATHS } from '../src/app/site-pages';
import { paths } from '../src/config/paths';
import { expectNoBlockingViolation } from './axe';
import { chooseLanguage, expect, expectCleanPage, OUR_FIELDS, test } from './fixtures';
import { API } from './ports';

/**
 * Every page the router answers without a parameter, from the page registry (its pages, their
 * aliases, the families of categories, domains and solutions), and a search's variant of /sessions;
 * the routes with a parameter are added from seeded data.
 */
const STATIC_ROUTES = [...PLAIN_PATHS, paths.sessionsSearch('scrum')];

/** A published course and an article of the seed give the routes with a parameter. */
async function seededRoutes(request: APIRequestContext): Promise<string[]> {
  const courses = (await (await request.get(`${API}/courses/AllCourses?status=PUBLISHED`)).json()) as {
    id: number;
    slug: string;
  }[];
  const blog = (await (await request.get(`${API}/blog?limit=1&page=1`)).json()) as {
    data?: { slug: string }[];
    results?: { slug: string }[];
  };
  const course = courses[0];
  const article = (blog.data ?? blog.results ?? [])[0];
  if (course === undefined || article === undefined) throw new Error('the seed has no course or article');
  return [
    `/session/${course.slug}`,
    `/session/${String(course.id)}/enroll`,
    `/blog/${article.slug}`,
    '/set-new-password/0123456789abcdef',
  ];
}

/**
 * Counts the page's requests under way (its calls and its pictures), so a step can wait until all
 * have ended: as 'networkidle' does, without its half second of quiet on each page.
 */
function requestsUnderWay(page: Page): () => number {
  let count = 0;
  page.on('request', () => (count += 1));
  const ended = (): void => void (count -= 1);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return () => count;
}

// On the spec profile only: it needs no field of ours, and the walk is the suite's longest test.
test('every route answers with its own page, a title and one h1', async ({ page, request }) => {
  const routes = [...STATIC_ROUTES, ...(await seededRoutes(request))];
  // One test walks the whole route table: its budget grows with the table.
  test.setTimeout(routes.length * 4000);
  const titles = new Set<string>();
  const underWay = requestsUnderWay(page);
  for (const route of routes) {
    await page.goto(route);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1, route).toHaveCount(1);
    await expect(h1, route).not.toHaveText('Page introuvable');
    // What the page shows is checked once its data and pictures have arrived.
    await expect.poll(underWay, { message: route, intervals: [50] }).toBe(0);
    await expectCleanPage(page);
    titles.add(await page.title());
  }
  // Home answers three paths and /sessions two; every other page has a title of its own.
  expect(titles.size).toBe(routes.length - 3);
});

test('an unknown path shows the not-found page with its title', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page).toHaveTitle('Page introuvable – Formation Pro');
});

test('the home page has its title and description', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Formation Pro – Formations professionnelles et certifications à Tunis');
  await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
    'content',
    /600 professionnels/,
  );
});

test('the site map links every built page', async ({ page }) => {
  await page.goto('/plan-du-site');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan du site');
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  // What the registry links from the site map, and every page of the families.
  const listed = [...linksOf('site-map'), ...linksOf('site-map-legal')].map(({ path }) => path);
  expect(listed).toContain(paths.home);
  for (const route of [...listed, ...FAMILY_PATHS]) expect(hrefs, route).toContain(route);
});

for (const language of ['fr', 'ar'] as const) {
  for (const route of [
    '/',
    '/sessions',
    'session detail',
    '/login',
    '/signup',
    '/contact',
    '/formations/entrepreneuriat?program=business-model-et-pitch',
    '/faq',
    '/partenaires',
    '/support',
    '/solutions/sessions-presentiel',
    '/formations/management/pmp',
  ]) {
    // The pages that show most fields of ours are checked with them too.
    const tags = route === '/sessions' || route === 'session detail' ? OUR_FIELDS : {};
    test(
      `axe: no serious or critical violation on ${route} (${language})`,
      tags,
      async ({ page, request }) => {
        await chooseLanguage(page, language);
        const [detail = ''] = route === 'session detail' ? await seededRoutes(request) : [];
        await page.goto(route === 'session detail' ? detail : route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText('Chargement…').or(page.getByText('جارٍ التحميل…'))).toHaveCount(0);
        await expectNoBlockingViolation(page);
      },
    );
  }
}

test('the keyboard reaches the skip link first, and it leads to the content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#content$/);
});

test('a route change scrolls back to the top', async ({ page }) => {
  await page.goto('/a-propos');
  await page.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
