/**
 * Shared Intl formatters and collators. Building one costs a fraction of a millisecond (the first of
 * a page, tens of milliseconds), so a page of cards that built its own for every price, date and
 * rating paid that on each render. They hold no state between calls: one per locale and options
 * serves the whole page, built the first time it is asked for.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const collators = new Map<string, Intl.Collator>();
let graphemes: Intl.Segmenter | undefined;

function cached<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** Compares texts in a language's alphabetical order (`localeCompare` with a locale builds one per call). */
export function collator(locale: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  return cached(collators, locale, options, () => new Intl.Collator(locale, options));
}

/** Splits text into what a reader sees as characters (a letter with its accent, an emoji, a flag). */
export function graphemeSegmenter(): Intl.Segmenter {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return graphemes;
}

// Characters that are each a whole grapheme and join no neighbour: Latin, Greek and Cyrillic letters
// with no combining mark, Arabic letters with no haraka, digits, punctuation and spaces. In a text of
// only these, graphemes are code points.
const STANDALONE_CHARACTERS =
  /^[\t\n\x20-\x7E\u00A0-\u02FF\u0370-\u0482\u048A-\u052F\u0620-\u064A\u0660-\u066F\u0671-\u06D5\u2010-\u2027\u2030-\u205E\u20AC]*$/u;

/**
 * The graphemes of a text, in order. Most descriptions need no segmenter (the first one a page builds
 * costs tens of milliseconds): it is built only for a text with combining marks, emoji and the like.
 */
export function* graphemesOf(text: string): Generator<string, void, undefined> {
  if (STANDALONE_CHARACTERS.test(text)) {
    yield* text;
    return;
  }
  for (const { segment } of graphemeSegmenter().segment(text)) yield segment;
}
