/**
 * The firm's opening hours (product rules 9): Monday to Friday 9:00 to 18:00, Saturday 9:00 to 16:00, in
 * Tunis time. The enrollment's appointment time (product rules 3) is a slot inside them, chosen as a day then
 * a time.
 */

/** Tunisia keeps UTC+1 all year (no daylight saving time since 2009). */
export const FIRM_UTC_OFFSET = '+01:00';
const OFFSET_MINUTES = 60;

/** Opening and closing minutes after midnight per weekday (0 = Sunday, closed). */
export const OPENING_HOURS: Readonly<Record<number, { opens: number; closes: number } | null>> = {
  0: null,
  1: { opens: 9 * 60, closes: 18 * 60 },
  2: { opens: 9 * 60, closes: 18 * 60 },
  3: { opens: 9 * 60, closes: 18 * 60 },
  4: { opens: 9 * 60, closes: 18 * 60 },
  5: { opens: 9 * 60, closes: 18 * 60 },
  6: { opens: 9 * 60, closes: 16 * 60 },
};

/** An appointment lasts one slot; the last slot ends at closing time. */
export const APPOINTMENT_SLOT_MINUTES = 30;

/** How far ahead a learner may book the advisor's call. */
export const APPOINTMENT_DAYS_AHEAD = 21;

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock of an instant in Tunis: its calendar day (YYYY-MM-DD), weekday and minutes. */
function tunisClock(instant: Date): { day: string; weekday: number; minutes: number } {
  const shifted = new Date(instant.getTime() + OFFSET_MINUTES * 60_000);
  return {
    day: shifted.toISOString().slice(0, 10),
    weekday: shifted.getUTCDay(),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

function isIsoDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));
}

/** 'HH:MM' of minutes after midnight. */
export function timeOfMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The start times of the slots of a day, in Tunis time ('09:00', '09:30', …), later than `now`.
 * None on Sunday, nor for a day already over.
 */
export function appointmentSlots(day: string, now: Date): string[] {
  if (!isIsoDay(day)) return [];
  const hours = OPENING_HOURS[weekdayOf(day)];
  if (hours === null || hours === undefined) return [];
  const clock = tunisClock(now);
  if (day < clock.day) return [];
  const slots: string[] = [];
  for (
    let start = hours.opens;
    start + APPOINTMENT_SLOT_MINUTES <= hours.closes;
    start += APPOINTMENT_SLOT_MINUTES
  ) {
    if (day === clock.day && start <= clock.minutes) continue;
    slots.push(timeOfMinutes(start));
  }
  return slots;
}

/** The next open days (YYYY-MM-DD, Tunis time) that still have a free slot, from today on. */
export function appointmentDays(now: Date, count = APPOINTMENT_DAYS_AHEAD): string[] {
  const days: string[] = [];
  const today = tunisClock(now).day;
  for (let i = 0; days.length < count && i < count * 2; i += 1) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + i * DAY_MS).toISOString().slice(0, 10);
    if (appointmentSlots(day, now).length > 0) days.push(day);
  }
  return days;
}

/** The form's value for a day and a time: an ISO date-time with the firm's offset. */
export function appointmentValue(day: string, time: string): string {
  return `${day}T${time}:00${FIRM_UTC_OFFSET}`;
}

/** The day and time (Tunis) of an appointment value, or empty parts when it is not one. */
export function appointmentParts(value: string): { day: string; time: string } {
  const instant = Date.parse(value);
  if (value === '' || Number.isNaN(instant)) return { day: '', time: '' };
  const clock = tunisClock(new Date(instant));
  return { day: clock.day, time: timeOfMinutes(clock.minutes) };
}

/** Whether an instant is the start of a slot inside the opening hours (and, given `now`, after it). */
export function isWithinOpeningHours(value: string, now?: Date): boolean {
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return false;
  const clock = tunisClock(new Date(instant));
  const hours = OPENING_HOURS[clock.weekday];
  if (hours === null || hours === undefined) return false;
  if (clock.minutes % APPOINTMENT_SLOT_MINUTES !== 0 || new Date(instant).getUTCSeconds() !== 0) return false;
  if (clock.minutes < hours.opens || clock.minutes + APPOINTMENT_SLOT_MINUTES > hours.closes) return false;
  return now === undefined || instant > now.getTime();
}
