import { afterEach, describe, expect, it } from 'vitest';

import { applyDocumentLanguage } from './i18n';

/**
 * The attributes of <html> that applyDocumentLanguage(language) writes, as the browser's own
 * records list them.
 */
function writtenFor(language: string): string[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
  applyDocumentLanguage(language);
  // Taken at once, before the observer would be given them in a microtask.
  const records = observer.takeRecords();
  observer.disconnect();
  return records.map((record) => record.attributeName ?? '');
}

describe('applyDocumentLanguage', () => {
  afterEach(() => {
    applyDocumentLanguage('fr');
  });

  it('sets lang and dir for a right-to-left language', () => {
    applyDocumentLanguage('fr');
    expect(writtenFor('ar')).toEqual(['lang', 'dir']);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('writes only what changes: the language between two left-to-right ones', () => {
    applyDocumentLanguage('fr');
    expect(writtenFor('en')).toEqual(['lang']);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('writes nothing when the page already has them (the build wrote them into its HTML)', () => {
    applyDocumentLanguage('ar');
    expect(writtenFor('ar')).toEqual([]);
  });
});
