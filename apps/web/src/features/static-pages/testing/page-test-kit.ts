import { expect } from 'vitest';

import '@/shared/i18n/i18n-types';

import { setUpI18n } from '@/shared/i18n/i18n';

export async function switchTo(language: 'fr' | 'en' | 'ar'): Promise<void> {
  await setUpI18n().changeLanguage(language);
}

/** Exactly one h1, and no heading skips a level (CONTRIBUTING-PAGES: page shape). */
export function expectHeadingOutline(container: HTMLElement): void {
  const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
    Number(h.tagName.slice(1)),
  );
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level, `heading ${index}`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  });
}
