import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MODES, normaliseMode, SCHEDULE_CATEGORIES, scheduleCategory } from './schedule';

describe('constants', () => {
  it('list every category and mode once', () => {
    expect(SCHEDULE_CATEGORIES).toEqual(['Weekends', 'Afterwork', 'Daytime']);
    expect(MODES).toEqual(['On-site', 'Hybrid', 'Online']);
  });
});

describe('scheduleCategory', () => {
  it.each([
    'Weekend',
    'weekends',
    'Week-end',
    'WEEK-ENDS',
    'week end',
    'Le samedi',
    'Samedis et dimanches',
    'Dimanche matin',
    'Saturday',
    'Sundays 9am-1pm',
    'Formation   le\tweek-end',
    'عطلة نهاية الأسبوع',
    'يوم السبت',
    'السبت والأحد',
  ])('%s is Weekends', (wording) => {
    expect(scheduleCategory(wording)).toBe('Weekends');
  });

  it.each([
    'After work',
    'after-work',
    'Afterwork',
    'AFTERWORKS',
    'Evening',
    'Weekday evenings',
    'Le soir',
    'Cours du soir',
    'En soirée',
    'SOIRÉES',
    'soirees',
    'Session nocturne',
    'في المساء',
    'دروس مسائية',
  ])('%s is Afterwork', (wording) => {
    expect(scheduleCategory(wording)).toBe('Afterwork');
  });

  it.each([
    'Du lundi au vendredi, 9h-17h',
    'Journée',
    'Weekdays',
    'En semaine',
    'Full day',
    'Matin',
    'Soirement', // not a word, but must not be read as 'soir'
    'Weekday',
    'Sunset marketing', // 'sun' is not 'sunday'
    'الأحدث', // 'latest', which contains the letters of 'Sunday'
    'صباحا',
  ])('%s is Daytime', (wording) => {
    expect(scheduleCategory(wording)).toBe('Daytime');
  });

  it('gives Daytime for empty, missing or non-text wording', () => {
    expect(scheduleCategory('')).toBe('Daytime');
    expect(scheduleCategory('   ')).toBe('Daytime');
    expect(scheduleCategory(null)).toBe('Daytime');
    expect(scheduleCategory(undefined)).toBe('Daytime');
    expect(scheduleCategory(7 as unknown as string)).toBe('Daytime');
    expect(scheduleCategory({ weekend: true } as unknown as string)).toBe('Daytime');
  });

  it('puts a weekend evening under Weekends', () => {
    expect(scheduleCategory('Samedi soir')).toBe('Weekends');
    expect(scheduleCategory('Saturday evening')).toBe('Weekends');
  });

  it('always returns one of the categories and never throws (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (wording) => {
        expect(SCHEDULE_CATEGORIES).toContain(scheduleCategory(wording));
      }),
    );
  });

  it('ignores case and accents (property)', () => {
    const wordings = fc.constantFrom('week-end', 'samedi', 'soirée', 'after work', 'lundi', 'nocturne');
    fc.assert(
      fc.property(wordings, fc.boolean(), (wording, upper) => {
        const variant = upper ? wording.toUpperCase() : wording.normalize('NFD');
        expect(scheduleCategory(variant)).toBe(scheduleCategory(wording));
      }),
    );
  });
});

describe('normaliseMode', () => {
  it.each([
    'on-site',
    'On site',
    'ONSITE',
    'présentiel',
    'Presentiel',
    'PRÉSENTIEL',
    'En présentielle',
    'in-person',
    'In person',
    'sur site',
    'Face-to-face',
    'حضوري',
    'تدريب حضوري',
  ])('%s is On-site', (value) => {
    expect(normaliseMode(value)).toBe('On-site');
  });

  it.each(['hybrid', 'Hybride', 'HYBRID', 'Blended learning', 'تعليم هجين'])('%s is Hybrid', (value) => {
    expect(normaliseMode(value)).toBe('Hybrid');
  });

  it('lets Hybrid win when the wording also names other formats', () => {
    expect(normaliseMode('Hybride (présentiel + en ligne)')).toBe('Hybrid');
    expect(normaliseMode('Online / hybrid')).toBe('Hybrid');
    expect(normaliseMode('On-site, hybrid')).toBe('Hybrid');
  });

  it('reads a wording offering both on-site and online as Hybrid', () => {
    expect(normaliseMode('Présentiel ou en ligne')).toBe('Hybrid');
    expect(normaliseMode('On-site & remote')).toBe('Hybrid');
    expect(normaliseMode('حضوري وعن بعد')).toBe('Hybrid');
  });

  it.each([
    'online',
    'En ligne',
    'remote',
    'Virtual',
    'Classe virtuelle',
    'distance',
    'À distance',
    'distanciel',
    'عن بُعد',
    'webinar',
    'something else',
  ])('%s is Online', (value) => {
    expect(normaliseMode(value)).toBe('Online');
  });

  it('gives Online for empty, missing or non-text values', () => {
    expect(normaliseMode('')).toBe('Online');
    expect(normaliseMode('  ')).toBe('Online');
    expect(normaliseMode(null)).toBe('Online');
    expect(normaliseMode(undefined)).toBe('Online');
    expect(normaliseMode(1 as unknown as string)).toBe('Online');
  });

  it('does not read on-site inside other words', () => {
    expect(normaliseMode('Website design')).toBe('Online');
    expect(normaliseMode('Personal coaching')).toBe('Online');
    expect(normaliseMode('Training in personal branding')).toBe('Online');
    expect(normaliseMode('Cours sur sites web')).toBe('Online');
  });

  it('always returns one of the modes (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (value) => {
        expect(MODES).toContain(normaliseMode(value));
      }),
    );
  });

  it('is stable under case and surrounding whitespace (property)', () => {
    const values = fc.constantFrom('présentiel', 'hybride', 'en ligne', 'in person', 'remote', 'autre');
    fc.assert(
      fc.property(values, fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0') }), (value, pad) => {
        expect(normaliseMode(pad + value.toUpperCase() + pad)).toBe(normaliseMode(value));
      }),
    );
  });
});
