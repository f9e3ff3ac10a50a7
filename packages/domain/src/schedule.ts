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

// Any letter of the Arabic block, which every Arabic word above is written in once normalised.
const ARABIC_LETTER = /[\u0600-\u06FF]/u;

/**
 * A wording's patterns, the Latin ones apart from the Arabic ones: a pattern with \p{L} takes a
 * browser several milliseconds to compile, twice (the second run compiles it to machine code), and
 * most wordings have no Arabic letter for them to find.
 */
function wordingPattern(latin: readonly string[], arabic: readonly string[]): (text: string) => boolean {
  const latinPattern = new RegExp(latin.join('|'), 'u');
  const arabicPattern = new RegExp(arabic.map(arabicWord).join('|'), 'u');
  return (text) => latinPattern.test(text) || (ARABIC_LETTER.test(text) && arabicPattern.test(text));
}

const WEEKEND = wordingPattern(
  ['\\bweek[\\s-]?ends?\\b', '\\bsamedis?\\b', '\\bdimanches?\\b', '\\bsaturdays?\\b', '\\bsundays?\\b'],
  ['نهاية الأسبوع', 'السبت', 'الأحد'],
);

const AFTERWORK = wordingPattern(
  ['\\bafter[\\s-]?works?\\b', '\\bevenings?\\b', '\\bsoirs?\\b', '\\bsoirees?\\b', '\\bnocturnes?\\b'],
  ['مساء', 'مسائي', 'مسائية'],
);

/**
 * Product rules 4: Weekends when the wording mentions the weekend, Afterwork for after-work or evening
 * wording, otherwise Daytime. A weekend evening ('samedi soir') counts as Weekends: the day is what
 * rules out people who work during the week.
 */
export function scheduleCategory(wording: string | null | undefined): ScheduleCategory {
  const text = normaliseForSearch(wording);
  if (WEEKEND(text)) return 'Weekends';
  if (AFTERWORK(text)) return 'Afterwork';
  return 'Daytime';
}

const HYBRID = wordingPattern(['hybrid', 'blended'], ['هجين', 'مدمج']);

const ON_SITE = wordingPattern(
  [
    '\\bon[\\s-]?site\\b',
    '\\bsur[\\s-]site\\b',
    '\\bin[\\s-]?person\\b',
    // Covers présentiel, présentielle and 'en présentiel' once accents are gone.
    '\\bpresentiel',
    '\\bface[\\s-]to[\\s-]face\\b',
  ],
  ['حضوري', 'حضورية'],
);

const ONLINE = wordingPattern(
  [
    '\\bonline\\b',
    '\\ben[\\s-]ligne\\b',
    '\\bremote\\b',
    '\\bvirtu(?:al|el|elle)\\b',
    '\\bdistance\\b',
    '\\bdistanciel',
  ],
  ['عن بعد', 'أونلاين'],
);

/**
 * Product rules 4 mode normalisation. Hybrid wins over everything ('Hybride (présentiel + en ligne)'),
 * and a wording naming both an on-site and an online format ('Présentiel ou en ligne') is also Hybrid,
 * because the session is offered both ways. Anything unknown or empty is Online, as the product rules say.
 */
export function normaliseMode(value: string | null | undefined): Mode {
  const text = normaliseForSearch(value);
  if (HYBRID(text)) return 'Hybrid';
  if (ON_SITE(text)) return ONLINE(text) ? 'Hybrid' : 'On-site';
  return 'Online';
}
