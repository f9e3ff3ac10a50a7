import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isRtlLanguage, RTL_LANGUAGES, textDirection } from './text-direction';

describe('RTL_LANGUAGES', () => {
  it('lists Arabic, Hebrew, Persian and Urdu', () => {
    expect(RTL_LANGUAGES).toEqual(['ar', 'he', 'fa', 'ur']);
  });
});

describe('isRtlLanguage', () => {
  it.each([
    'ar',
    'he',
    'fa',
    'ur',
    'ar-TN',
    'ar-tn',
    'AR',
    'Ar-Tn',
    'fa_IR',
    'he-IL',
    'ur-PK',
    ' ar ',
    '\tar-TN\n',
    'ar-Arab-TN',
  ])('%j is right to left', (lng) => {
    expect(isRtlLanguage(lng)).toBe(true);
  });

  it.each([
    'en',
    'fr',
    'fr-TN',
    'en-US',
    '',
    '   ',
    'arn',
    'arn-CL',
    'hel',
    'far',
    'urd',
    'a',
    'r',
    '-ar',
    'en-ar',
    'x-ar',
  ])('%j is left to right', (lng) => {
    expect(isRtlLanguage(lng)).toBe(false);
  });

  it('is false for missing or non-text values', () => {
    expect(isRtlLanguage(null)).toBe(false);
    expect(isRtlLanguage(undefined)).toBe(false);
    expect(isRtlLanguage(1 as unknown as string)).toBe(false);
    expect(isRtlLanguage(['ar'] as unknown as string)).toBe(false);
  });

  it('depends only on the primary subtag (property)', () => {
    const region = fc.stringMatching(/^[^\W_]{2,8}$/);
    fc.assert(
      fc.property(fc.constantFrom(...RTL_LANGUAGES), region, fc.constantFrom('-', '_'), (lng, tag, sep) => {
        expect(isRtlLanguage(`${lng}${sep}${tag}`)).toBe(true);
        expect(isRtlLanguage(`${lng}${tag}`)).toBe(false);
      }),
    );
  });
});

describe('textDirection', () => {
  it('gives rtl for right-to-left languages and ltr otherwise', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ar-TN')).toBe('rtl');
    expect(textDirection('fa_IR')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection('arn')).toBe('ltr');
    expect(textDirection('')).toBe('ltr');
    expect(textDirection(null)).toBe('ltr');
    expect(textDirection(undefined)).toBe('ltr');
  });
});
