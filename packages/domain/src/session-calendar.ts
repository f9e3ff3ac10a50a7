/** The sessions calendar (product rules 2): month grids starting on Monday, and an .ics file per session. */

const MONTH = /^(\d{4})-(\d{2})$/;

/** 'YYYY-MM' of a date 'YYYY-MM-DD'. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** A month from the URL ('2026-12'), else the month of today. */
export function parseMonth(raw: string | null | undefined, today: string): string {
  const match = MONTH.exec(raw?.trim() ?? '');
  if (match === null) return monthOf(today);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1] ?? ''}-${match[2] ?? ''}` : monthOf(today);
}

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** The month `count` months after (or before, when negative) a month. */
export function addMonths(month: string, count: number): string {
  const d = utc(`${month}-01`);
  d.setUTCMonth(d.getUTCMonth() + count);
  return monthOf(iso(d));
}

/**
 * The weeks shown for a month, Monday first (as calendars are read in Tunisia and in France): from
 * the Monday on or before the 1st to the Sunday on or after the last day; each day 'YYYY-MM-DD'.
 */
export function monthGrid(month: string): string[][] {
  const first = `${month}-01`;
  // getUTCDay: 0 is Sunday; days since Monday.
  const lead = (utc(first).getUTCDay() + 6) % 7;
  const lastDay = addDays(`${addMonths(month, 1)}-01`, -1);
  const trail = 6 - ((utc(lastDay).getUTCDay() + 6) % 7);
  const start = addDays(first, -lead);
  const end = addDays(lastDay, trail);
  const weeks: string[][] = [];
  for (let day = start; day <= end; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  }
  return weeks;
}

/** Items grouped by their start date, each day's items in the given order. */
export function groupByDay<T extends { startDate: string }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const list = days.get(item.startDate);
    if (list === undefined) days.set(item.startDate, [item]);
    else list.push(item);
  }
  return days;
}

export interface IcsEvent {
  /** Unique and stable: the same session gives the same uid, so a calendar updates rather than duplicates. */
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string;
  /** First and last day of the session, inclusive, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  /** When the file was made, ISO date-time. */
  stamp: string;
}

/** RFC 5545 text: backslash, semicolon, comma and line breaks are escaped. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The octets of one character in UTF-8 (counted, not encoded: a page writes these files as it renders). */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
}

/** RFC 5545 folding: lines longer than 75 octets continue on the next line after a space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = utf8Octets(char);
    // The first line holds 75 octets; continuation lines start with a space, so hold 74 more.
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');

/**
 * An 'add to my calendar' file for a session: one all-day event from the first to the last day (the
 * end date is exclusive in iCalendar, hence the day after the last).
 */
export function sessionIcs(event: IcsEvent): string {
  const stamp = `${event.stamp.replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Formation Pro//Sessions//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDate(event.startDate)}`,
    `DTEND;VALUE=DATE:${compactDate(addDays(event.endDate, 1))}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
