import { describe, expect, it } from 'vitest';

import { languageBasename, localisedPath, splitLanguagePath } from './language-paths';

describe('one URL per language', () => {
  it('keeps French at the site’s own paths and prefixes English and Arabic', () => {
    expect(languageBasename('fr')).toBe('');
    expect(localisedPath('fr', '/sessions')).toBe('/sessions');
    expect(localisedPath('en', '/sessions')).toBe('/en/sessions');
    expect(localisedPath('ar', '/session/pmp')).toBe('/ar/session/pmp');
    expect(localisedPath('ar', '/')).toBe('/ar');
  });

  it('reads the language of a prefixed path and the path within it', () => {
    expect(splitLanguagePath('/ar/sessions')).toEqual({ language: 'ar', path: '/sessions' });
    expect(splitLanguagePath('/en')).toEqual({ language: 'en', path: '/' });
    expect(splitLanguagePath('/en/')).toEqual({ language: 'en', path: '/' });
  });

  it('gives an unprefixed path no language, and does not take a word that starts like one', () => {
    expect(splitLanguagePath('/sessions')).toEqual({ language: null, path: '/sessions' });
    expect(splitLanguagePath('/a-propos')).toEqual({ language: null, path: '/a-propos' });
    expect(splitLanguagePath('/arabe')).toEqual({ language: null, path: '/arabe' });
    expect(splitLanguagePath('/')).toEqual({ language: null, path: '/' });
  });
});
