import { dateTimeFormat, numberFormat } from './intl-formats';

/**
 * Numbers and long dates as Intl writes them in the site's three locales, without Intl. The first
 * Intl number or date formatter a page builds loads the browser's locale data: about 30 ms of main
 * thread on a desktop, several times that on a phone, in the middle of the page taking over its
 * HTML. Written here, the text is also the same in the build (Node) and in every browser, whatever
 * version of the locale data each ships. Other locales, and options beyond these, go to Intl.
 * Tests hold every output to Intl's.
 */
type LocaleText = {
  decimal: string;
  group: string;
  /** Written before a minus sign: Arabic keeps '-1.234,5' left to right in a right-to-left line. */
  minusMark: string;
  months: readonly string[];
};

const LOCALE_TEXT: Readonly<Record<string, LocaleText>> = {
  'fr-FR': {
    decimal: ',',
    group: '\u202f',
    minusMark: '',
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
  },
  'en-GB': {
    decimal: '.',
    group: ',',
    minusMark: '',
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  // Tunisian Arabic: Latin digits, and the month names of the Maghreb.
  'ar-TN': {
    decimal: ',',
    group: '.',
    minusMark: '\u200e',
    months: [
      'جانفي',
      'فيفري',
      'مارس',
      'أفريل',
      'ماي',
      'جوان',
      'جويلية',
      'أوت',
      'سبتمبر',
      'أكتوبر',
      'نوفمبر',
      'ديسمبر',
    ],
  },
};

export type NumberTextOptions = {
  /** 0 to 20, as Intl's option; trailing zeros are dropped. */
  maximumFractionDigits?: number;
  /** Thousands separators (true by default). */
  useGrouping?: boolean;
};

/** The digits in groups of three from the right, joined by `separator` ('1234567' → '1 234 567'). */
function groupsOfThree(digits: string, separator: string): string {
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let at = head; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3));
  return groups.join(separator);
}

/**
 * The whole and fraction digits of |value| rounded to `digits` places the way Intl rounds: on the
 * shortest decimal that reads back as the same number ('8370.535', not the 8370.53499… the binary
 * holds, which toFixed rounds down), half away from zero. Undefined when that decimal has an exponent
 * (below 1e-6 or from 1e21), which Intl is left to write.
 */
function roundHalfExpand(value: number, digits: number): [string, string] | undefined {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e')) return undefined;
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= digits) return [whole, fraction];
  const up = (fraction[digits] ?? '0') >= '5' ? 1n : 0n;
  const scaled = (BigInt(whole + fraction.slice(0, digits)) + up).toString().padStart(digits + 1, '0');
  return [scaled.slice(0, scaled.length - digits), scaled.slice(scaled.length - digits)];
}

/** A number as Intl.NumberFormat(locale, options) writes it, with Latin digits. */
export function numberText(value: number, locale: string, options: NumberTextOptions = {}): string {
  const { maximumFractionDigits = 3, useGrouping = true } = options;
  const text = LOCALE_TEXT[locale];
  const rounded = text === undefined ? undefined : roundHalfExpand(value, maximumFractionDigits);
  if (text === undefined || rounded === undefined) {
    return numberFormat(locale, { maximumFractionDigits, useGrouping, numberingSystem: 'latn' }).format(
      value,
    );
  }
  const [whole, fraction] = rounded;
  const digits = fraction.replace(/(?<!0)0+$/, '');
  const grouped = useGrouping ? groupsOfThree(whole, text.group) : whole;
  // Like Intl, a negative number that rounds to zero, and -0, keep their sign.
  const sign = value < 0 || Object.is(value, -0) ? `${text.minusMark}-` : '';
  return `${sign}${grouped}${digits === '' ? '' : `${text.decimal}${digits}`}`;
}

/** A calendar day ('2026-03-05…') as Intl's long date style writes it: '5 mars 2026', '5 March 2026'. */
export function longDateText(isoDate: string, locale: string): string {
  const day = isoDate.slice(0, 10);
  const when = new Date(`${day}T00:00:00Z`);
  const monthName = LOCALE_TEXT[locale]?.months[when.getUTCMonth()];
  const year = when.getUTCFullYear();
  // A four-digit year as Intl writes it; anything else (or no date at all) is Intl's to write.
  if (monthName === undefined || !(year >= 1000 && year <= 9999)) {
    return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(when);
  }
  return `${String(when.getUTCDate())} ${monthName} ${String(year)}`;
}
