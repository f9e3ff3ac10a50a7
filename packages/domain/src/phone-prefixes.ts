import { normaliseForSearch } from './search-match';

export type PhonePrefixLanguage = 'fr' | 'en' | 'ar';

export interface PhonePrefix {
  /** International dial code with its plus sign, e.g. '+216'. */
  dialCode: string;
  /** ISO 3166-1 alpha-2 code, upper case, e.g. 'TN'. */
  countryCode: string;
  names: { en: string; fr: string; ar: string };
}

// Product rules 9: the default phone prefix is +216.
export const DEFAULT_DIAL_CODE = '+216';
export const DEFAULT_COUNTRY_CODE = 'TN';

const entry = (dialCode: string, countryCode: string, en: string, fr: string, ar: string): PhonePrefix => ({
  dialCode,
  countryCode,
  names: { en, fr, ar },
});

// Tunisia first because it is the default; then the neighbours and the countries learners most often
// come from or work with: Maghreb, Middle East and Gulf, Europe and North America, francophone Africa.
// Apostrophes are ASCII so that typing "cote d'ivoire" finds the entry.
export const PHONE_PREFIXES: readonly PhonePrefix[] = [
  entry('+216', 'TN', 'Tunisia', 'Tunisie', 'تونس'),
  entry('+213', 'DZ', 'Algeria', 'Algérie', 'الجزائر'),
  entry('+212', 'MA', 'Morocco', 'Maroc', 'المغرب'),
  entry('+218', 'LY', 'Libya', 'Libye', 'ليبيا'),
  entry('+222', 'MR', 'Mauritania', 'Mauritanie', 'موريتانيا'),
  entry('+20', 'EG', 'Egypt', 'Égypte', 'مصر'),
  entry('+249', 'SD', 'Sudan', 'Soudan', 'السودان'),
  entry('+966', 'SA', 'Saudi Arabia', 'Arabie saoudite', 'السعودية'),
  entry('+971', 'AE', 'United Arab Emirates', 'Émirats arabes unis', 'الإمارات العربية المتحدة'),
  entry('+974', 'QA', 'Qatar', 'Qatar', 'قطر'),
  entry('+965', 'KW', 'Kuwait', 'Koweït', 'الكويت'),
  entry('+973', 'BH', 'Bahrain', 'Bahreïn', 'البحرين'),
  entry('+968', 'OM', 'Oman', 'Oman', 'عُمان'),
  entry('+962', 'JO', 'Jordan', 'Jordanie', 'الأردن'),
  entry('+961', 'LB', 'Lebanon', 'Liban', 'لبنان'),
  entry('+963', 'SY', 'Syria', 'Syrie', 'سوريا'),
  entry('+964', 'IQ', 'Iraq', 'Irak', 'العراق'),
  entry('+970', 'PS', 'Palestine', 'Palestine', 'فلسطين'),
  entry('+967', 'YE', 'Yemen', 'Yémen', 'اليمن'),
  entry('+90', 'TR', 'Turkey', 'Turquie', 'تركيا'),
  entry('+33', 'FR', 'France', 'France', 'فرنسا'),
  entry('+32', 'BE', 'Belgium', 'Belgique', 'بلجيكا'),
  entry('+41', 'CH', 'Switzerland', 'Suisse', 'سويسرا'),
  entry('+352', 'LU', 'Luxembourg', 'Luxembourg', 'لوكسمبورغ'),
  entry('+377', 'MC', 'Monaco', 'Monaco', 'موناكو'),
  entry('+1', 'CA', 'Canada', 'Canada', 'كندا'),
  entry('+1', 'US', 'United States', 'États-Unis', 'الولايات المتحدة'),
  entry('+44', 'GB', 'United Kingdom', 'Royaume-Uni', 'المملكة المتحدة'),
  entry('+49', 'DE', 'Germany', 'Allemagne', 'ألمانيا'),
  entry('+39', 'IT', 'Italy', 'Italie', 'إيطاليا'),
  entry('+34', 'ES', 'Spain', 'Espagne', 'إسبانيا'),
  entry('+351', 'PT', 'Portugal', 'Portugal', 'البرتغال'),
  entry('+31', 'NL', 'Netherlands', 'Pays-Bas', 'هولندا'),
  entry('+356', 'MT', 'Malta', 'Malte', 'مالطا'),
  entry('+43', 'AT', 'Austria', 'Autriche', 'النمسا'),
  entry('+46', 'SE', 'Sweden', 'Suède', 'السويد'),
  entry('+221', 'SN', 'Senegal', 'Sénégal', 'السنغال'),
  entry('+225', 'CI', "Côte d'Ivoire", "Côte d'Ivoire", 'ساحل العاج'),
  entry('+237', 'CM', 'Cameroon', 'Cameroun', 'الكاميرون'),
  entry('+223', 'ML', 'Mali', 'Mali', 'مالي'),
  entry('+226', 'BF', 'Burkina Faso', 'Burkina Faso', 'بوركينا فاسو'),
  entry('+227', 'NE', 'Niger', 'Niger', 'النيجر'),
  entry('+235', 'TD', 'Chad', 'Tchad', 'تشاد'),
  entry('+224', 'GN', 'Guinea', 'Guinée', 'غينيا'),
  entry('+229', 'BJ', 'Benin', 'Bénin', 'بنين'),
  entry('+228', 'TG', 'Togo', 'Togo', 'توغو'),
  entry('+241', 'GA', 'Gabon', 'Gabon', 'الغابون'),
  entry('+242', 'CG', 'Republic of the Congo', 'Congo', 'جمهورية الكونغو'),
  entry('+243', 'CD', 'DR Congo', 'République démocratique du Congo', 'جمهورية الكونغو الديمقراطية'),
  entry('+261', 'MG', 'Madagascar', 'Madagascar', 'مدغشقر'),
  entry('+253', 'DJ', 'Djibouti', 'Djibouti', 'جيبوتي'),
  entry('+269', 'KM', 'Comoros', 'Comores', 'جزر القمر'),
  entry('+230', 'MU', 'Mauritius', 'Maurice', 'موريشيوس'),
  entry('+250', 'RW', 'Rwanda', 'Rwanda', 'رواندا'),
  entry('+234', 'NG', 'Nigeria', 'Nigeria', 'نيجيريا'),
  entry('+27', 'ZA', 'South Africa', 'Afrique du Sud', 'جنوب أفريقيا'),
];

/** Finds an entry by its two-letter country code, in any case. */
export function findPhonePrefix(countryCode: string | null | undefined): PhonePrefix | undefined {
  if (typeof countryCode !== 'string') return undefined;
  const code = countryCode.trim().toUpperCase();
  return PHONE_PREFIXES.find((prefix) => prefix.countryCode === code);
}

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of a two-letter country code ('TN' → 🇹🇳); anything else gives ''. */
export function flagEmoji(countryCode: string | null | undefined): string {
  if (typeof countryCode !== 'string') return '';
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(
    ...Array.from(code, (letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

// A language the type does not allow (from an untyped caller) falls back to French, the site's default.
function nameIn(prefix: PhonePrefix, lang: PhonePrefixLanguage): string {
  switch (lang) {
    case 'en':
      return prefix.names.en;
    case 'ar':
      return prefix.names.ar;
    default:
      return prefix.names.fr;
  }
}

// '00216' is how the same prefix is dialled from most countries, so it reads as '+216'.
function dialDigits(query: string): string | undefined {
  const compact = query.replace(/[\s().-]/g, '');
  const match = /^(?:\+|00)?(\d+)$/.exec(compact);
  return match?.[1];
}

/**
 * Entries whose name in the given language contains the query (accents and case ignored), whose dial
 * code starts with the typed digits ('21', '216', '+216', '00216') or whose country code is the query
 * ('tn'). Exact codes and names starting with the query come first; otherwise the list order is kept.
 * An empty query gives the whole list.
 */
export function filterPhonePrefixes(
  query: string | null | undefined,
  lang: PhonePrefixLanguage,
): PhonePrefix[] {
  const text = normaliseForSearch(query);
  if (text === '') return [...PHONE_PREFIXES];
  const digits = dialDigits(text);
  const strong: PhonePrefix[] = [];
  const weak: PhonePrefix[] = [];
  for (const prefix of PHONE_PREFIXES) {
    const name = normaliseForSearch(nameIn(prefix, lang));
    const dial = prefix.dialCode.slice(1);
    if (prefix.countryCode.toLowerCase() === text || dial === digits || name.startsWith(text)) {
      strong.push(prefix);
    } else if (name.includes(text) || (digits !== undefined && dial.startsWith(digits))) {
      weak.push(prefix);
    }
  }
  return [...strong, ...weak];
}

function toDialCode(dialCode: string | null | undefined): string {
  const digits = typeof dialCode === 'string' ? dialDigits(dialCode.trim()) : undefined;
  return digits !== undefined && digits.length <= 4 ? `+${digits}` : DEFAULT_DIAL_CODE;
}

/**
 * Product rules 3: the registration phone is the prefix, one space, then the number (trimmed, inner spaces
 * kept). No number gives '' so an empty field is not sent as a bare '+216'. A number already written with
 * its own international prefix ('+33 6…', '0033 6…') is kept as it is rather than prefixed twice, and a
 * missing or malformed dial code falls back to +216.
 */
export function composePhoneNumber(
  dialCode: string | null | undefined,
  number: string | null | undefined,
): string {
  const local = typeof number === 'string' ? number.trim() : '';
  if (local === '') return '';
  if (local.startsWith('+')) return local;
  if (local.startsWith('00')) return `+${local.slice(2)}`;
  return `${toDialCode(dialCode)} ${local}`;
}

// Dial codes form a prefix code (no code starts another), but trying the longest first keeps this right
// even if a list ever mixed in regional codes such as '+1 242'.
const DIAL_CODES_LONGEST_FIRST = [...new Set(PHONE_PREFIXES.map((prefix) => prefix.dialCode))].sort(
  (a, b) => b.length - a.length,
);

/**
 * Reverse of composePhoneNumber for editing a stored phone: the longest known dial code at the start
 * ('+' or '00') is split off; without one the whole text is the number and the dial code is +216.
 */
export function splitPhoneNumber(phone: string | null | undefined): { dialCode: string; number: string } {
  const text = typeof phone === 'string' ? phone.trim() : '';
  const international = text.startsWith('00') ? `+${text.slice(2)}` : text;
  if (international.startsWith('+')) {
    const dialCode = DIAL_CODES_LONGEST_FIRST.find((code) => international.startsWith(code));
    if (dialCode !== undefined) {
      return { dialCode, number: international.slice(dialCode.length).replace(/^[\s.-]+/, '') };
    }
  }
  return { dialCode: DEFAULT_DIAL_CODE, number: text };
}
