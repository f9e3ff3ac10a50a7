import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, graphemeSegmenter, numberFormat } from './intl-formats';

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
});
