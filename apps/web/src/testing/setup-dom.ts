import { cleanup } from '@testing-library/react';
import type { Resource } from 'i18next';
import { afterEach } from 'vitest';

import { authStore } from '@/shared/auth/auth-store';
import { DEFAULT_LANGUAGE, setUpI18n } from '@/shared/i18n/i18n';

// Every word is at hand in the tests, so pages render at once in any language (the site fetches them).
const files = import.meta.glob<Resource[string][string]>('../shared/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Resource = {};
for (const [path, tree] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  resources[language] = { ...resources[language], [namespace]: tree };
}
const i18n = setUpI18n(resources);

// Vitest runs without globals, so Testing Library cannot unmount by itself between tests: after
// each test the page is unmounted here, and the language goes back to French.
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});

// Test files share one page per worker (isolate: false, vitest.config.ts): each starts as a first
// visit would, signed out, in French, with empty storage and a page not yet taken over.
authStore.signOut();
await i18n.changeLanguage(DEFAULT_LANGUAGE);
localStorage.clear();
sessionStorage.clear();
document.documentElement.removeAttribute('data-hydrated');
