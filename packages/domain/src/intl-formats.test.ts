import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { collator, dateTimeFormat, graphemeSegmenter, graphemesOf, numberFormat } from './intl-formats';

describe('shared Intl formatters', () => {
  it('gives the same formatter for the same locale and options', () => {
    expect(numberFormat('fr-FR', { maximumFractionDigits: 1 })).toBe(
      numberFormat('fr-FR', { maximumFractionDigits: 1 }),
    );
    expect(dateTimeFormat('ar-TN', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      dateTimeFormat('ar-TN', { dateStyle: 'long', timeZone: 'UTC' }),
    );
    expect(collator('fr')).toBe(collator('fr'));
    expect(graphemeSegmenter()).toBe(graphemeSegmenter());
  });

  it('gives a formatter of its own to another locale or other options', () => {
    // French groups thousands with a narrow no-break space.
    expect(numberFormat('fr-FR', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1\u202f234,6');
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1,234.6');
    expect(numberFormat('en-GB', { maximumFractionDigits: 0 }).format(1234.56)).toBe('1,235');
    const day = new Date('2026-03-05T00:00:00Z');
    expect(dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('5 March 2026');
    expect(dateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(day)).toBe('March');
  });

  it("sorts in the language's alphabetical order", () => {
    expect(['Zèbre', 'été', 'Avion', 'école'].sort(collator('fr').compare)).toEqual([
      'Avion',
      'école',
      'été',
      'Zèbre',
    ]);
  });

  it('splits text into what a reader sees as characters', () => {
    expect(Array.from(graphemeSegmenter().segment('é👍🏽ب'), ({ segment }) => segment)).toEqual([
      'é',
      '👍🏽',
      'ب',
    ]);
  });

  it("gives the segmenter's graphemes, with or without it", () => {
    const segmented = (text: string) =>
      Array.from(graphemeSegmenter().segment(text), ({ segment }) => segment);
    // Every character of the ranges read without the segmenter, next to letters, spaces and itself.
    const standalone = [
      [0x09, 0x0a],
      [0x20, 0x7e],
      [0xa0, 0x2ff],
      [0x370, 0x482],
      [0x48a, 0x52f],
      [0x620, 0x64a],
      [0x660, 0x66f],
      [0x671, 0x6d5],
      [0x2010, 0x2027],
      [0x2030, 0x205e],
      [0x20ac, 0x20ac],
    ].flatMap(([from = 0, to = 0]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    );
    for (const character of standalone) {
      for (const text of [`a${character}b`, ` ${character}${character} `, `ب${character}ب`]) {
        expect([...graphemesOf(text)]).toEqual(segmented(text));
      }
    }
    const texts = fc.oneof(
      fc.array(fc.constantFrom(...standalone)).map((characters) => characters.join('')),
      fc.string({ unit: 'grapheme' }),
      fc
        .array(
          fc.constantFrom(
            'e',
            '\u0301',
            'ب',
            '\u064e',
            '👍',
            '\u{1F3FD}',
            '\u200d',
            '🇹',
            '🇳',
            '\r',
            '\n',
            ' ',
          ),
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(texts, (text) => {
        expect([...graphemesOf(text)]).toEqual(segmented(text));
      }),
      { numRuns: 2000 },
    );
  });
});
