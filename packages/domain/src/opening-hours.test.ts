import { describe, expect, it } from 'vitest';

import {
  appointmentDays,
  appointmentParts,
  appointmentSlots,
  appointmentValue,
  isWithinOpeningHours,
} from './opening-hours';

// 2026-11-22 is a Sunday; Tunis is UTC+1.
const sundayMorning = new Date('2026-11-22T07:00:00Z');

describe('appointment slots (product rules 9: Mon–Fri 9:00–18:00, Sat 9:00–16:00)', () => {
  it('runs from 9:00 to the last half hour before 18:00 on a weekday', () => {
    const slots = appointmentSlots('2026-11-23', sundayMorning);
    expect(slots[0]).toBe('09:00');
    expect(slots.at(-1)).toBe('17:30');
    expect(slots).toHaveLength(18);
    expect(slots).not.toContain('18:00');
    expect(slots).not.toContain('08:30');
  });

  it('closes at 16:00 on Saturday and all day on Sunday', () => {
    const saturday = appointmentSlots('2026-11-28', sundayMorning);
    expect(saturday[0]).toBe('09:00');
    expect(saturday.at(-1)).toBe('15:30');
    expect(saturday).not.toContain('16:00');
    expect(appointmentSlots('2026-11-29', sundayMorning)).toEqual([]);
  });

  it('offers only the slots still ahead today, in Tunis time', () => {
    // 10:10 UTC is 11:10 in Tunis on Monday 23 November.
    const slots = appointmentSlots('2026-11-23', new Date('2026-11-23T10:10:00Z'));
    expect(slots[0]).toBe('11:30');
    expect(appointmentSlots('2026-11-23', new Date('2026-11-23T17:00:00Z'))).toEqual([]);
    expect(appointmentSlots('2026-11-20', sundayMorning)).toEqual([]);
    expect(appointmentSlots('not a day', sundayMorning)).toEqual([]);
  });
});

describe('appointment days', () => {
  it('lists the next open days, skipping Sundays and days already over', () => {
    const days = appointmentDays(sundayMorning, 7);
    expect(days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-30',
    ]);
    // Monday after closing time: Monday is gone.
    expect(appointmentDays(new Date('2026-11-23T17:30:00Z'), 1)).toEqual(['2026-11-24']);
  });
});

describe('appointment values', () => {
  it('carries the firm offset and reads back into its day and time', () => {
    const value = appointmentValue('2026-11-24', '14:30');
    expect(value).toBe('2026-11-24T14:30:00+01:00');
    expect(new Date(value).toISOString()).toBe('2026-11-24T13:30:00.000Z');
    expect(appointmentParts(value)).toEqual({ day: '2026-11-24', time: '14:30' });
    expect(appointmentParts('2026-11-24T13:30:00.000Z')).toEqual({ day: '2026-11-24', time: '14:30' });
    expect(appointmentParts('')).toEqual({ day: '', time: '' });
    expect(appointmentParts('nonsense')).toEqual({ day: '', time: '' });
  });

  it('accepts slot starts inside the hours only', () => {
    expect(isWithinOpeningHours('2026-11-23T09:00:00+01:00')).toBe(true);
    expect(isWithinOpeningHours('2026-11-23T17:30:00+01:00')).toBe(true);
    expect(isWithinOpeningHours('2026-11-23T18:00:00+01:00')).toBe(false);
    expect(isWithinOpeningHours('2026-11-23T08:30:00+01:00')).toBe(false);
    expect(isWithinOpeningHours('2026-11-23T10:15:00+01:00')).toBe(false);
    expect(isWithinOpeningHours('2026-11-28T15:30:00+01:00')).toBe(true);
    expect(isWithinOpeningHours('2026-11-28T16:00:00+01:00')).toBe(false);
    expect(isWithinOpeningHours('2026-11-29T10:00:00+01:00')).toBe(false);
    expect(isWithinOpeningHours('garbage')).toBe(false);
  });

  it('refuses a slot already past when given the current time', () => {
    const now = new Date('2026-11-23T10:10:00Z');
    expect(isWithinOpeningHours('2026-11-23T11:00:00+01:00', now)).toBe(false);
    expect(isWithinOpeningHours('2026-11-23T11:30:00+01:00', now)).toBe(true);
  });
});
