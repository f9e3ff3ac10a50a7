import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { dateTimeFormat, numberFormat } from './intl-formats';
import { longDateText, numberText } from './locale-text';

const LOCALES = ['fr-FR', 'en-GB', 'ar-TN'] as const;

const intlNumber = (value: number, locale: string, maximumFractionDigits: number, useGrouping: boolean) =>
  numberFormat(locale, { maximumFractionDigits, useGrouping, numberingSystem: 'latn' }).format(value);

describe('numbers written without Intl', () => {
  it('are what Intl writes, for any number, locale, precision and grouping', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e16, max: 1e16, noNaN: true }),
          fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
          fc.constantFrom(0, -0, 0.0005, -0.0004, 999.9995, 1000, 1234.5, 2.25, 1e20, -1e21, Infinity, NaN),
        ),
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 8 }),
        fc.boolean(),
        (value, locale, digits, grouping) => {
          expect(numberText(value, locale, { maximumFractionDigits: digits, useGrouping: grouping })).toBe(
            intlNumber(value, locale, digits, grouping),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('group thousands and mark decimals as each language does', () => {
    expect(numberText(1234567.891, 'fr-FR')).toBe('1\u202f234\u202f567,891');
    expect(numberText(1234567.891, 'en-GB')).toBe('1,234,567.891');
    expect(numberText(1234567.891, 'ar-TN')).toBe('1.234.567,891');
    expect(numberText(-1234.5, 'ar-TN')).toBe('\u200e-1.234,5');
    expect(numberText(4.25, 'fr-FR', { maximumFractionDigits: 1 })).toBe('4,3');
    expect(numberText(2400, 'fr-FR', { useGrouping: false })).toBe('2400');
  });

  it('leave other locales to Intl', () => {
    expect(numberText(1234.5, 'de-DE')).toBe(intlNumber(1234.5, 'de-DE', 3, true));
  });
});

describe('long dates written without Intl', () => {
  it('are what Intl writes, for every day of years 1000 to 9999 in each locale', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...LOCALES),
        (date, locale) => {
          const day = date.toISOString().slice(0, 10);
          expect(longDateText(day, locale)).toBe(
            dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
              new Date(`${day}T00:00:00Z`),
            ),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('name the month in each language, the Tunisian way in Arabic', () => {
    expect(longDateText('2026-03-05', 'fr-FR')).toBe('5 mars 2026');
    expect(longDateText('2026-08-15T09:00:00Z', 'en-GB')).toBe('15 August 2026');
    expect(longDateText('2026-01-01', 'ar-TN')).toBe('1 جانفي 2026');
    expect(longDateText('2026-07-31', 'ar-TN')).toBe('31 جويلية 2026');
  });

  it('leave other locales to Intl, and refuse what is not a date as Intl does', () => {
    expect(longDateText('2026-03-05', 'de-DE')).toBe('5. März 2026');
    expect(() => longDateText('not a date', 'fr-FR')).toThrow(RangeError);
  });
});
