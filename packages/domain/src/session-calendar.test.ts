import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  addMonths,
  escapeIcsText,
  foldIcsLine,
  groupByDay,
  monthGrid,
  parseMonth,
  sessionIcs,
} from './session-calendar';

describe('month grid', () => {
  it('starts weeks on Monday and covers the whole month', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = monthGrid('2026-11');
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks[0]?.[6]).toBe('2026-11-01');
    expect(weeks.at(-1)?.[0]).toBe('2026-11-30');
    expect(weeks.at(-1)?.[6]).toBe('2026-12-06');
    expect(weeks).toHaveLength(6);
    for (const week of weeks) {
      expect(week).toHaveLength(7);
      expect(new Date(`${week[0] ?? ''}T00:00:00Z`).getUTCDay()).toBe(1);
    }
  });
  it('February 2027 (starts on Monday, 28 days) is exactly four weeks', () => {
    const weeks = monthGrid('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2027-02-01');
    expect(weeks[3]?.[6]).toBe('2027-02-28');
  });
  it('moves between months across years and reads the month from the URL', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-01', -13)).toBe('2024-12');
    expect(parseMonth('2027-03', '2026-11-22')).toBe('2027-03');
    expect(parseMonth('2027-13', '2026-11-22')).toBe('2026-11');
    expect(parseMonth(null, '2026-11-22')).toBe('2026-11');
  });
  it('groups items by start date, in order', () => {
    const days = groupByDay([
      { startDate: '2026-12-01', n: 1 },
      { startDate: '2026-12-02', n: 2 },
      { startDate: '2026-12-01', n: 3 },
    ]);
    expect(days.get('2026-12-01')?.map((i) => i.n)).toEqual([1, 3]);
    expect(days.get('2026-12-03')).toBeUndefined();
  });
});

describe('.ics file', () => {
  const ics = sessionIcs({
    uid: 'session-12-2026-12-02@formation-pro.tn',
    title: 'PMP®, préparation; certification',
    description: 'Ligne 1\nLigne 2',
    location: 'Tunis – Les Berges du Lac',
    url: 'https://formation-pro.tn/session/pmp',
    startDate: '2026-12-02',
    endDate: '2026-12-07',
    stamp: '2026-11-22T10:30:00.000Z',
  });
  it('is one all-day event, the end exclusive, with CRLF lines', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261202\r\n');
    expect(ics).toContain('\r\nDTEND;VALUE=DATE:20261208\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261122T103000Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:PMP®\\, préparation\\; certification\r\n');
    expect(ics).toContain('\r\nDESCRIPTION:Ligne 1\\nLigne 2\r\n');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });
  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeIcsText('a\\b')).toBe('a\\\\b');
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldIcsLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(long);
  });
  it('folds any text (one to four octets a character) into lines of at most 75 octets, each as full as it can be', () => {
    const octets = (text: string) => new TextEncoder().encode(text).length;
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const lines = foldIcsLine(`DESCRIPTION:${text}`).split('\r\n');
        const contents = lines.map((line, index) => (index === 0 ? line : line.slice(1)));
        expect(contents.join('')).toBe(`DESCRIPTION:${text}`);
        lines.forEach((line, index) => {
          expect(octets(line)).toBeLessThanOrEqual(75);
          // The first character of the next line did not fit on this one (folding counts code points).
          const next = contents[index + 1]?.codePointAt(0);
          if (next !== undefined)
            expect(octets(line) + octets(String.fromCodePoint(next))).toBeGreaterThan(75);
        });
      }),
    );
  });
});
