import { normaliseForSearch } from './search-match';

export const SCHEDULE_CATEGORIES = ['Weekends', 'Afterwork', 'Daytime'] as const;
export type ScheduleCategory = (typeof SCHEDULE_CATEGORIES)[number];

export const MODES = ['On-site', 'Hybrid', 'Online'] as const;
export type Mode = (typeof MODES)[number];

// Patterns run on normaliseForSearch output: lower case, no accents ('soirée' → 'soiree'). Arabic words
// go through the same normalisation, since NFD turns 'ئ' into 'ي' plus a hamza mark that is then dropped.
// They cannot use \b (it only knows ASCII letters), so they are bounded by "no letter around", allowing
// what Arabic writes attached in front: a particle (و and, ب with/at, ف so) and the article ال.
const arabicWord = (word: string): string => `(?<!\\p{L})[وبف]?(?:ال)?${normaliseForSearch(word)}(?!\\p{L})`;

const WEEKEND = new RegExp(
  [
    '\\bweek[\\s-]?ends?\\b',
    '\\bsamedis?\\b',
    '\\bdimanches?\\b',
    '\\bsaturdays?\\b',
    '\\bsundays?\\b',
    arabicWord('نهاية الأسبوع'),
    arabicWord('السبت'),
    arabicWord('الأحد'),
  ].join('|'),
  'u',
);

const AFTERWORK = new RegExp(
  [
    '\\bafter[\\s-]?works?\\b',
    '\\bevenings?\\b',
    '\\bsoirs?\\b',
    '\\bsoirees?\\b',
    '\\bnocturnes?\\b',
    arabicWord('مساء'),
    arabicWord('مسائي'),
    arabicWord('مسائية'),
  ].join('|'),
  'u',
);

/**
 * Spec section 4: Weekends when the wording mentions the weekend, Afterwork for after-work or evening
 * wording, otherwise Daytime. A weekend evening ('samedi soir') counts as Weekends: the day is what
 * rules out people who work during the week.
 */
export function scheduleCategory(wording: string | null | undefined): ScheduleCategory {
  const text = normaliseForSearch(wording);
  if (WEEKEND.test(text)) return 'Weekends';
  if (AFTERWORK.test(text)) return 'Afterwork';
  return 'Daytime';
}

const HYBRID = new RegExp(['hybrid', 'blended', arabicWord('هجين'), arabicWord('مدمج')].join('|'), 'u');

const ON_SITE = new RegExp(
  [
    '\\bon[\\s-]?site\\b',
    '\\bsur[\\s-]site\\b',
    '\\bin[\\s-]?person\\b',
    // Covers présentiel, présentielle and 'en présentiel' once accents are gone.
    '\\bpresentiel',
    '\\bface[\\s-]to[\\s-]face\\b',
    arabicWord('حضوري'),
    arabicWord('حضورية'),
  ].join('|'),
  'u',
);

const ONLINE = new RegExp(
  [
    '\\bonline\\b',
    '\\ben[\\s-]ligne\\b',
    '\\bremote\\b',
    '\\bvirtu(?:al|el|elle)\\b',
    '\\bdistance\\b',
    '\\bdistanciel',
    arabicWord('عن بعد'),
    arabicWord('أونلاين'),
  ].join('|'),
  'u',
);

/**
 * Spec section 4 mode normalisation. Hybrid wins over everything ('Hybride (présentiel + en ligne)'),
 * and a wording naming both an on-site and an online format ('Présentiel ou en ligne') is also Hybrid,
 * because the session is offered both ways. Anything unknown or empty is Online, as the spec says.
 */
export function normaliseMode(value: string | null | undefined): Mode {
  const text = normaliseForSearch(value);
  if (HYBRID.test(text)) return 'Hybrid';
  if (ON_SITE.test(text)) return ONLINE.test(text) ? 'Hybrid' : 'On-site';
  return 'Online';
}
