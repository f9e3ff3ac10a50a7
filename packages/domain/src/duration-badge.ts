import { graphemesOf } from './intl-formats';
import { numberText, type NumberTextOptions } from './locale-text';
import { normaliseForSearch } from './search-match';

// Product rules 9: descriptions are truncated to 80 characters.
export const DESCRIPTION_MAX_LENGTH = 80;
// Hours become days at 7 hours per training day (the usual 9:00–17:00 with a lunch break), so '14h' is
// 2 days. A training week is 5 such days.
export const HOURS_PER_TRAINING_DAY = 7;
export const DAYS_PER_TRAINING_WEEK = 5;

export type DurationKind = 'less-than-one' | 'one' | 'many';

export interface DurationBadge {
  kind: DurationKind;
  /** Days rounded to one decimal; 0 means the duration is missing or unreadable. */
  days: number;
  /** The product rules' literal badge text: '1 jour', 'less than 1 jour' or 'N jours'. */
  label: string;
}

const DAY_UNITS = new Set(['', 'j', 'jr', 'jrs', 'jour', 'jours', 'journee', 'journees', 'd', 'day', 'days']);
const HOUR_UNITS = new Set(['h', 'hr', 'hrs', 'heure', 'heures', 'hour', 'hours']);
const WEEK_UNITS = new Set(['sem', 'semaine', 'semaines', 'week', 'weeks', 'wk', 'wks']);
// Arabic units, written as normaliseForSearch leaves them (hamza and harakat gone): يوم, أيام, ساعة, ساعات.
const ARABIC_DAY_UNITS = new Set(['يوم', 'ايام', 'يومان', 'يومين']);
const ARABIC_HOUR_UNITS = new Set(['ساعة', 'ساعات']);

// The first number in the wording, with the word glued to or following it: '3 jours (21h)' is 3 days.
// A minus sign counts only when it does not join two words or numbers ('PMP-35h', '2-3 jours').
const AMOUNT = /((?<![\p{L}\p{N}])-)?(\d+(?:[.,]\d+)?)\s*(\p{L}*)/u;
const HALF_DAY = /\bdemi[\s-]?journee\b|\bhalf[\s-]?day\b/u;
const ONE_DAY = /^(?:une?|one)\s+(?:jour|journee|day)\b/u;

function daysFromText(wording: string): number {
  const text = normaliseForSearch(wording);
  const amount = AMOUNT.exec(text);
  if (amount === null) {
    if (HALF_DAY.test(text)) return 0.5;
    if (ONE_DAY.test(text)) return 1;
    return Number.NaN;
  }
  const magnitude = Number.parseFloat((amount[2] ?? '').replace(',', '.'));
  const value = amount[1] === undefined ? magnitude : -magnitude;
  const unit = amount[3] ?? '';
  if (DAY_UNITS.has(unit) || ARABIC_DAY_UNITS.has(unit)) return value;
  if (HOUR_UNITS.has(unit) || ARABIC_HOUR_UNITS.has(unit)) return value / HOURS_PER_TRAINING_DAY;
  if (WEEK_UNITS.has(unit)) return value * DAYS_PER_TRAINING_WEEK;
  // Months, sessions or anything else cannot be turned into days honestly.
  return Number.NaN;
}

function toDays(duration: unknown): number {
  if (typeof duration === 'number') return duration;
  if (typeof duration === 'string') return daysFromText(duration);
  return Number.NaN;
}

const LESS_THAN_ONE_LABEL = 'less than 1 jour';
// French decimal comma as in the rest of the badge text ('1,5 jours'), and never an exponent or grouping
// spaces, whatever the number.
const DAY_COUNT_FORMAT: NumberTextOptions = { maximumFractionDigits: 1, useGrouping: false };

/**
 * Badge for a course duration given in days (a number) or as wording ('3 jours', '2 days', '0,5 jour',
 * '14h', '7 hours', '1 semaine'). Missing, unreadable, zero or negative durations give the less-than-one
 * badge with days 0, so the page can tell "unknown" (days 0) from "half a day" (days 0.5) and hide it.
 */
export function durationBadge(duration: number | string | null | undefined): DurationBadge {
  const rounded = Math.round(toDays(duration) * 10) / 10;
  // Checked after rounding: a value near Number.MAX_VALUE overflows to Infinity once multiplied.
  const days = Number.isFinite(rounded) ? rounded : 0;
  if (!(days > 0)) return { kind: 'less-than-one', days: 0, label: LESS_THAN_ONE_LABEL };
  if (days < 1) return { kind: 'less-than-one', days, label: LESS_THAN_ONE_LABEL };
  if (days === 1) return { kind: 'one', days, label: '1 jour' };
  return { kind: 'many', days, label: `${numberText(days, 'fr-FR', DAY_COUNT_FORMAT)} jours` };
}

const WORD_BOUNDARY_WINDOW = 20;
const WHITESPACE = /\s/u;
// Punctuation left dangling before the ellipsis reads badly ('Bonjour,…').
const TRAILING_SEPARATORS = /(?<![\s,;:.\-–—])[\s,;:.\-–—]+$/u;
const ELLIPSIS = '…';

function codePointLength(text: string): number {
  return Array.from(text).length;
}

/**
 * Descriptions longer than max code points are cut to at most max code points, then '…' is appended (so the
 * result is at most max + 1). Cuts fall between grapheme clusters, so an emoji, a flag or a letter with its
 * accent or haraka is never split, and back off to the last space when one lies in the final 20 characters.
 * Shorter text comes back trimmed and otherwise unchanged. A max under 1 gives an empty string.
 */
export function truncateDescription(
  text: string | null | undefined,
  max: number = DESCRIPTION_MAX_LENGTH,
): string {
  if (typeof text !== 'string') return '';
  const trimmed = text.trim();
  const limit = Number.isNaN(max) ? DESCRIPTION_MAX_LENGTH : Math.floor(max);
  if (codePointLength(trimmed) <= limit) return trimmed;
  if (limit < 1) return '';

  const kept: string[] = [];
  let used = 0;
  let cutBeforeSpace = false;
  for (const segment of graphemesOf(trimmed)) {
    const size = codePointLength(segment);
    if (used + size > limit) {
      cutBeforeSpace = WHITESPACE.test(segment);
      break;
    }
    kept.push(segment);
    used += size;
  }

  if (!cutBeforeSpace) {
    for (let index = kept.length - 1; index >= Math.max(1, kept.length - WORD_BOUNDARY_WINDOW); index -= 1) {
      if (WHITESPACE.test(kept[index] ?? '')) {
        kept.length = index;
        break;
      }
    }
  }

  return kept.join('').replace(TRAILING_SEPARATORS, '') + ELLIPSIS;
}
