import type { Page } from '@playwright/test';

import { policySettings, securityHeaders } from '../scripts/security-headers';
import { allowConsole, expect, test } from './fixtures';
import { API } from './ports';

const COURSE = 'devops-foundation';
const ARTICLE = 'cybersecurite-pme-dix-mesures-prioritaires';
const AVATAR = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** One directive of a policy, with its sources. */
function directive(policy: string, name: string): string {
  return policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
}

/**
 * Every breach of the policy the pages report, across loads: the `securitypolicyviolation` events
 * (listened to before any script of the page runs) and the browser's console messages about the
 * policy.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportViolation', (violation: string) => seen.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (violation: string) => Promise<void> })
        .reportViolation;
      void report(
        `${event.effectiveDirective} refused ${event.blockedURI || event.sample || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

test.describe('Content-Security-Policy of the built site', () => {
  test('every answer carries the policy for the build’s API and provider, and the usual headers', async ({
    request,
    baseURL,
  }) => {
    // The variables playwright.config.ts builds this site with.
    const expected = securityHeaders(
      policySettings({ VITE_API_BASE_URL: API, VITE_SITE_URL: baseURL }, { mockInPage: false }),
    );
    // A prerendered page, the page of the browser-rendered ones, a redirect and a file.
    for (const path of ['/', '/profile', '/ar/sessions/', '/favicon.svg']) {
      const response = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toBe(expected['Content-Security-Policy']);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
    const policy = expected['Content-Security-Policy'];
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'script-src')).not.toMatch(/'unsafe-|\*/);
    expect(directive(policy, 'script-src')).toContain(`${API}/__mock/identity/client.js`);
    expect(directive(policy, 'style-src')).not.toMatch(/'unsafe-|\*/);
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${API}`);
    expect(directive(policy, 'img-src')).toContain(`${API}/uploads/`);
    for (const rule of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ])
      expect(policy).toContain(rule);
  });

  test('home, catalogue, a course, an article, sign-in with the provider’s chooser and a toast break no rule', async ({
    page,
  }) => {
    // Product rules 4: the provider's check answers 404 for a new user, before the account is made.
    allowConsole(page, /status of 404/);
    const violations = await watchViolations(page);
    // The provider's picture host is not reachable offline; the policy is checked before this answers.
    await page.route('https://lh3.googleusercontent.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: AVATAR }),
    );
    const visit = async (path: string) => {
      // The page's code ran (its inline start script and chunks were allowed): it took the page over.
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(violations, path).toEqual([]);
    };

    await visit('/');
    await visit('/sessions');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await visit(`/blog/${ARTICLE}`);

    // The provider's client script comes from the API; its chooser styles itself. A new account
    // takes the provider's picture, from its own host.
    await visit('/login');
    await page.getByRole('button', { name: 'Continuer avec Google' }).click();
    const chooser = page.getByTestId('mock-identity-chooser');
    await expect(chooser).toBeVisible();
    await chooser.getByRole('button', { name: /nouveau\.google/ }).click();
    const welcome = page.getByRole('dialog', { name: 'Connexion réussie' });
    await expect(welcome).toContainText('Votre compte vient d’être créé avec Google.');
    await welcome.getByRole('button', { name: 'Fermer' }).click();

    // A toast: its library adds its stylesheet as it first shows one.
    await visit(`/session/${COURSE}`);
    await page
      .getByRole('complementary', { name: 'En bref' })
      .getByRole('button', { name: 'Ajouter aux favoris' })
      .click();
    await expect(page.getByText('Formation ajoutée à vos favoris')).toBeVisible();
    await expect(page.locator('[data-sonner-toaster]')).toHaveCSS('position', 'fixed');

    // A page the browser renders alone (spa.html), with the learner's picture.
    await visit('/profile');
    await expect(
      page.getByRole('main').locator('img[src^="https://lh3.googleusercontent.com/"]'),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });
});
