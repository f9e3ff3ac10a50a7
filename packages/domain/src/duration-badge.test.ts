import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  DAYS_PER_TRAINING_WEEK,
  DESCRIPTION_MAX_LENGTH,
  durationBadge,
  HOURS_PER_TRAINING_DAY,
  truncateDescription,
} from './duration-badge';

const unknown = { kind: 'less-than-one', days: 0, label: 'less than 1 jour' };

describe('constants', () => {
  it('match the product rules and the documented conversions', () => {
    expect(DESCRIPTION_MAX_LENGTH).toBe(80);
    expect(HOURS_PER_TRAINING_DAY).toBe(7);
    expect(DAYS_PER_TRAINING_WEEK).toBe(5);
  });
});

describe('durationBadge', () => {
  it('uses the documented labels for numbers of days', () => {
    expect(durationBadge(1)).toEqual({ kind: 'one', days: 1, label: '1 jour' });
    expect(durationBadge(3)).toEqual({ kind: 'many', days: 3, label: '3 jours' });
    expect(durationBadge(2)).toEqual({ kind: 'many', days: 2, label: '2 jours' });
    expect(durationBadge(0.5)).toEqual({ kind: 'less-than-one', days: 0.5, label: 'less than 1 jour' });
    expect(durationBadge(10)).toEqual({ kind: 'many', days: 10, label: '10 jours' });
  });

  it.each([
    ['3', 3],
    ['3 jours', 3],
    ['3 Jours', 3],
    ['3jours', 3],
    ['3 j', 3],
    ['2 days', 2],
    ['2 DAYS', 2],
    ['1 jour', 1],
    ['1 day', 1],
    ['0.5', 0.5],
    ['0,5 jour', 0.5],
    ['2 journées', 2],
    ['  5 jours  ', 5],
    ['Durée : 4 jours', 4],
    ['3 jours (21 heures)', 3],
    ['3 أيام', 3],
    ['يوم 1', 1],
  ])('reads %j as %d days', (wording, days) => {
    expect(durationBadge(wording).days).toBe(days);
  });

  it('turns hours into days at 7 hours per training day', () => {
    expect(durationBadge('14h')).toEqual({ kind: 'many', days: 2, label: '2 jours' });
    expect(durationBadge('14 heures')).toEqual({ kind: 'many', days: 2, label: '2 jours' });
    expect(durationBadge('7 hours')).toEqual({ kind: 'one', days: 1, label: '1 jour' });
    expect(durationBadge('35H')).toEqual({ kind: 'many', days: 5, label: '5 jours' });
    expect(durationBadge('3h30')).toMatchObject({ kind: 'less-than-one', days: 0.4 });
    expect(durationBadge('21 ساعة').days).toBe(3);
  });

  it('turns weeks into 5 training days', () => {
    expect(durationBadge('1 semaine').days).toBe(5);
    expect(durationBadge('2 weeks').days).toBe(10);
  });

  it('reads half-day and one-day wording without digits', () => {
    expect(durationBadge('Demi-journée')).toMatchObject({ kind: 'less-than-one', days: 0.5 });
    expect(durationBadge('half day')).toMatchObject({ kind: 'less-than-one', days: 0.5 });
    expect(durationBadge('Une journée')).toEqual({ kind: 'one', days: 1, label: '1 jour' });
    expect(durationBadge('one day')).toMatchObject({ kind: 'one' });
  });

  it('writes fractional days with a French decimal comma, rounded to one decimal', () => {
    expect(durationBadge(1.5)).toEqual({ kind: 'many', days: 1.5, label: '1,5 jours' });
    expect(durationBadge('10h')).toEqual({ kind: 'many', days: 1.4, label: '1,4 jours' });
    expect(durationBadge(0.96)).toEqual({ kind: 'one', days: 1, label: '1 jour' });
  });

  it('does not read a hyphen between words or numbers as a minus sign', () => {
    expect(durationBadge('PMP-35h').days).toBe(5);
    expect(durationBadge('2-3 jours').days).toBe(2);
    expect(durationBadge('-3 jours')).toEqual(unknown);
  });

  it('gives the unknown badge (days 0) for missing, unreadable, zero or negative durations', () => {
    expect(durationBadge(null)).toEqual(unknown);
    expect(durationBadge(undefined)).toEqual(unknown);
    expect(durationBadge('')).toEqual(unknown);
    expect(durationBadge('   ')).toEqual(unknown);
    expect(durationBadge('sur demande')).toEqual(unknown);
    expect(durationBadge('3 mois')).toEqual(unknown);
    expect(durationBadge(0)).toEqual(unknown);
    expect(durationBadge('0 jour')).toEqual(unknown);
    expect(durationBadge(-2)).toEqual(unknown);
    expect(durationBadge(Number.NaN)).toEqual(unknown);
    expect(durationBadge(Number.POSITIVE_INFINITY)).toEqual(unknown);
    expect(durationBadge({ days: 3 } as unknown as string)).toEqual(unknown);
    expect(durationBadge([3] as unknown as string)).toEqual(unknown);
    expect(durationBadge(true as unknown as string)).toEqual(unknown);
  });

  it('is consistent between kind, days and label (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.constant(null)), (duration) => {
        const badge = durationBadge(duration);
        expect(Number.isFinite(badge.days)).toBe(true);
        expect(badge.days).toBeGreaterThanOrEqual(0);
        if (badge.kind === 'less-than-one') {
          expect(badge.days).toBeLessThan(1);
          expect(badge.label).toBe('less than 1 jour');
        } else if (badge.kind === 'one') {
          expect(badge.days).toBe(1);
          expect(badge.label).toBe('1 jour');
        } else {
          expect(badge.days).toBeGreaterThan(1);
          expect(badge.label).toMatch(/^\d+(,\d)? jours$/);
        }
      }),
    );
  });

  it('a whole number of days n > 1 reads "n jours" (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 365 }), (days) => {
        expect(durationBadge(days).label).toBe(`${days} jours`);
        expect(durationBadge(`${days} jours`).label).toBe(`${days} jours`);
        expect(durationBadge(`${days * 7}h`).label).toBe(`${days} jours`);
      }),
    );
  });
});

const codePoints = (text: string) => Array.from(text).length;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('truncateDescription', () => {
  it('returns short text trimmed and otherwise unchanged', () => {
    expect(truncateDescription('  Formation  PMP  ')).toBe('Formation  PMP');
    const exactly80 = 'a'.repeat(80);
    expect(truncateDescription(exactly80)).toBe(exactly80);
    expect(truncateDescription(` ${exactly80} `)).toBe(exactly80);
  });

  it('cuts longer text at a word boundary and appends an ellipsis', () => {
    const text =
      'Cette formation prépare à la certification PMP avec des cas pratiques et des examens blancs complets.';
    const result = truncateDescription(text);
    expect(result).toBe('Cette formation prépare à la certification PMP avec des cas pratiques et des…');
    expect(codePoints(result)).toBeLessThanOrEqual(81);
  });

  it('keeps the full 80 characters when the cut falls right before a space', () => {
    const text = `${'a'.repeat(76)} bcd efgh`;
    expect(truncateDescription(text)).toBe(`${'a'.repeat(76)} bcd…`);
  });

  it('cuts mid-word when no space lies in the last 20 characters', () => {
    const text = `court ${'x'.repeat(100)}`;
    expect(truncateDescription(text)).toBe(`court ${'x'.repeat(74)}…`);
    expect(truncateDescription('y'.repeat(120))).toBe(`${'y'.repeat(80)}…`);
    const spaceTooEarly = `${'a'.repeat(55)} ${'b'.repeat(50)}`;
    expect(truncateDescription(spaceTooEarly)).toBe(`${'a'.repeat(55)} ${'b'.repeat(24)}…`);
    const spaceJustInside = `${'a'.repeat(60)} ${'b'.repeat(50)}`;
    expect(truncateDescription(spaceJustInside)).toBe(`${'a'.repeat(60)}…`);
  });

  it('does not leave punctuation or spaces dangling before the ellipsis', () => {
    const text = `${'a'.repeat(70)}, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb`;
    expect(truncateDescription(text)).toBe(`${'a'.repeat(70)}…`);
  });

  it('never splits an emoji, a flag or a family', () => {
    const rocket = truncateDescription(`${'a'.repeat(79)}🚀🚀`);
    expect(rocket).toBe(`${'a'.repeat(79)}🚀…`);
    const family = '👨‍👩‍👧'; // 5 code points joined by zero-width joiners
    const withFamily = truncateDescription(`${'a'.repeat(77)}${family} fin`);
    expect(withFamily).toBe(`${'a'.repeat(77)}…`);
    const flag = truncateDescription(`${'a'.repeat(79)}🇹🇳 Tunisie`);
    expect(flag).toBe(`${'a'.repeat(79)}…`);
    expect(LONE_SURROGATE.test(rocket + withFamily + flag)).toBe(false);
  });

  it('keeps an Arabic letter with its harakat and handles right-to-left text', () => {
    const word = 'تَدْرِيبٌ'; // 9 code points, 5 letters with marks
    const text = Array.from({ length: 15 }, () => word).join(' ');
    const result = truncateDescription(text);
    expect(result.endsWith('…')).toBe(true);
    expect(
      result
        .slice(0, -1)
        .split(' ')
        .every((part) => part === word),
    ).toBe(true);
  });

  it('honours a custom maximum', () => {
    expect(truncateDescription('Gestion de projet agile', 10)).toBe('Gestion de…');
    expect(truncateDescription('abcdef', 3)).toBe('abc…');
    expect(truncateDescription('abc', 3)).toBe('abc');
    expect(truncateDescription('abc', 0)).toBe('');
    expect(truncateDescription('abc', -5)).toBe('');
    expect(truncateDescription('abc', Number.NaN)).toBe('abc');
    expect(truncateDescription('a'.repeat(200), Number.POSITIVE_INFINITY)).toBe('a'.repeat(200));
  });

  it('gives an empty string for empty, missing or non-text input', () => {
    expect(truncateDescription('')).toBe('');
    expect(truncateDescription('   ')).toBe('');
    expect(truncateDescription(null)).toBe('');
    expect(truncateDescription(undefined)).toBe('');
    expect(truncateDescription(42 as unknown as string)).toBe('');
  });

  it('never exceeds max + 1 code points and keeps a prefix of the text (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.integer({ min: 1, max: 120 }),
        (text, max) => {
          const result = truncateDescription(text, max);
          const trimmed = text.trim();
          expect(LONE_SURROGATE.test(result)).toBe(false);
          if (codePoints(trimmed) <= max) {
            expect(result).toBe(trimmed);
          } else {
            expect(result.endsWith('…')).toBe(true);
            const body = result.slice(0, -1);
            expect(codePoints(body)).toBeLessThanOrEqual(max);
            expect(trimmed.startsWith(body)).toBe(true);
          }
        },
      ),
    );
  });

  it('only backs off to a space within the last 20 characters (property)', () => {
    const word = fc.stringMatching(/^[a-zé]{1,15}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 30 }), (words) => {
        const text = words.join(' ');
        const result = truncateDescription(text);
        if (codePoints(text) > 80) {
          expect(codePoints(result.slice(0, -1))).toBeGreaterThanOrEqual(80 - 20);
        }
      }),
    );
  });
});
