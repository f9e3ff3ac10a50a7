import { afterEach, describe, expect, it } from 'vitest';

import { applyDocumentLanguage } from './i18n';

/** The attributes of <html> written while `change` runs, as the browser's own records list them. */
function writtenDuring(change: () => void): string[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
  change();
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
    expect(
      writtenDuring(() => {
        applyDocumentLanguage('ar');
      }),
    ).toEqual(['lang', 'dir']);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('writes only what changes: the language between two left-to-right ones', () => {
    applyDocumentLanguage('fr');
    expect(
      writtenDuring(() => {
        applyDocumentLanguage('en');
      }),
    ).toEqual(['lang']);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('writes nothing when the page already has them (the build wrote them into its HTML)', () => {
    applyDocumentLanguage('ar');
    expect(
      writtenDuring(() => {
        applyDocumentLanguage('ar');
      }),
    ).toEqual([]);
  });
});
