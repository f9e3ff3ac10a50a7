import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  composePhoneNumber,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_DIAL_CODE,
  filterPhonePrefixes,
  findPhonePrefix,
  flagEmoji,
  PHONE_PREFIXES,
  splitPhoneNumber,
} from './phone-prefixes';
import type { PhonePrefixLanguage } from './phone-prefixes';

const codesOf = (list: readonly { countryCode: string }[]) => list.map((prefix) => prefix.countryCode);
const dialOf = (countryCode: string) => findPhonePrefix(countryCode)?.dialCode;

describe('PHONE_PREFIXES', () => {
  it('holds about 50 countries with unique country codes', () => {
    expect(PHONE_PREFIXES.length).toBeGreaterThanOrEqual(48);
    expect(PHONE_PREFIXES.length).toBeLessThanOrEqual(60);
    expect(new Set(codesOf(PHONE_PREFIXES)).size).toBe(PHONE_PREFIXES.length);
  });

  it('starts with Tunisia, the default', () => {
    expect(DEFAULT_DIAL_CODE).toBe('+216');
    expect(DEFAULT_COUNTRY_CODE).toBe('TN');
    expect(PHONE_PREFIXES[0]).toEqual({
      dialCode: '+216',
      countryCode: 'TN',
      names: { en: 'Tunisia', fr: 'Tunisie', ar: 'تونس' },
    });
  });

  it('has well-formed dial and country codes', () => {
    for (const prefix of PHONE_PREFIXES) {
      expect(prefix.dialCode).toMatch(/^\+\d{1,4}$/);
      expect(prefix.countryCode).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('has a name in all three languages, the Arabic one in Arabic script', () => {
    for (const prefix of PHONE_PREFIXES) {
      expect(prefix.names.en.trim()).not.toBe('');
      expect(prefix.names.fr.trim()).not.toBe('');
      expect(prefix.names.ar).toMatch(/^[\p{Script_Extensions=Arabic}\s]+$/u);
      expect(prefix.names.en).toMatch(/^[\p{Script=Latin}\s'.-]+$/u);
      expect(prefix.names.fr).toMatch(/^[\p{Script=Latin}\s'.-]+$/u);
    }
  });

  it('uses only one dial code shared by two countries: +1 for Canada and the United States', () => {
    const dialCodes = PHONE_PREFIXES.map((prefix) => prefix.dialCode);
    const shared = dialCodes.filter((code, index) => dialCodes.indexOf(code) !== index);
    expect(shared).toEqual(['+1']);
  });

  it('has no dial code that starts another one, so splitting is unambiguous', () => {
    const dialCodes = [...new Set(PHONE_PREFIXES.map((prefix) => prefix.dialCode))];
    for (const a of dialCodes) {
      for (const b of dialCodes) {
        if (a !== b) expect(b.startsWith(a)).toBe(false);
      }
    }
  });

  it.each([
    ['TN', '+216'],
    ['DZ', '+213'],
    ['MA', '+212'],
    ['LY', '+218'],
    ['EG', '+20'],
    ['FR', '+33'],
    ['BE', '+32'],
    ['CH', '+41'],
    ['CA', '+1'],
    ['US', '+1'],
    ['GB', '+44'],
    ['DE', '+49'],
    ['IT', '+39'],
    ['ES', '+34'],
    ['SA', '+966'],
    ['AE', '+971'],
    ['QA', '+974'],
    ['KW', '+965'],
    ['BH', '+973'],
    ['OM', '+968'],
    ['JO', '+962'],
    ['LB', '+961'],
    ['TR', '+90'],
    ['SN', '+221'],
    ['CI', '+225'],
    ['CM', '+237'],
    ['ML', '+223'],
    ['MR', '+222'],
    ['CD', '+243'],
    ['CG', '+242'],
    ['LU', '+352'],
    ['MG', '+261'],
    ['ZA', '+27'],
  ])('%s dials %s', (countryCode, dialCode) => {
    expect(dialOf(countryCode)).toBe(dialCode);
  });

  it('names the neighbours correctly in each language', () => {
    expect(findPhonePrefix('DZ')?.names).toEqual({ en: 'Algeria', fr: 'Algérie', ar: 'الجزائر' });
    expect(findPhonePrefix('MA')?.names).toEqual({ en: 'Morocco', fr: 'Maroc', ar: 'المغرب' });
    expect(findPhonePrefix('LY')?.names).toEqual({ en: 'Libya', fr: 'Libye', ar: 'ليبيا' });
    expect(findPhonePrefix('FR')?.names).toEqual({ en: 'France', fr: 'France', ar: 'فرنسا' });
    expect(findPhonePrefix('DE')?.names).toEqual({ en: 'Germany', fr: 'Allemagne', ar: 'ألمانيا' });
  });
});

describe('findPhonePrefix', () => {
  it('finds by country code in any case and ignores unknown codes', () => {
    expect(findPhonePrefix('tn')?.dialCode).toBe('+216');
    expect(findPhonePrefix(' Fr ')?.dialCode).toBe('+33');
    expect(findPhonePrefix('XX')).toBeUndefined();
    expect(findPhonePrefix('')).toBeUndefined();
    expect(findPhonePrefix(null)).toBeUndefined();
  });
});

describe('flagEmoji', () => {
  it('builds the flag from regional indicator symbols', () => {
    expect(flagEmoji('TN')).toBe('🇹🇳');
    expect(flagEmoji('fr')).toBe('🇫🇷');
    expect(flagEmoji(' ma ')).toBe('🇲🇦');
    expect(flagEmoji('TN')).toBe('\u{1F1F9}\u{1F1F3}');
  });

  it('gives an empty string for anything that is not two ASCII letters', () => {
    expect(flagEmoji('')).toBe('');
    expect(flagEmoji('T')).toBe('');
    expect(flagEmoji('TUN')).toBe('');
    expect(flagEmoji('T1')).toBe('');
    expect(flagEmoji('ÉT')).toBe('');
    expect(flagEmoji('تن')).toBe('');
    expect(flagEmoji(null)).toBe('');
    expect(flagEmoji(undefined)).toBe('');
  });

  it('gives two regional indicators for every entry', () => {
    for (const prefix of PHONE_PREFIXES) {
      const flag = flagEmoji(prefix.countryCode);
      expect(Array.from(flag)).toHaveLength(2);
      expect(flag).toMatch(/^\p{Regional_Indicator}{2}$/u);
    }
  });
});

describe('filterPhonePrefixes', () => {
  it('gives the whole list, Tunisia first, for an empty query', () => {
    expect(filterPhonePrefixes('', 'fr')).toEqual(PHONE_PREFIXES);
    expect(filterPhonePrefixes('   ', 'en')).toEqual(PHONE_PREFIXES);
    expect(filterPhonePrefixes(null, 'ar')).toEqual(PHONE_PREFIXES);
    expect(filterPhonePrefixes('', 'fr')).not.toBe(PHONE_PREFIXES);
  });

  it('matches the name in the chosen language, accents and case ignored', () => {
    expect(codesOf(filterPhonePrefixes('tunisie', 'fr'))).toEqual(['TN']);
    expect(codesOf(filterPhonePrefixes('TUNISIA', 'en'))).toEqual(['TN']);
    expect(codesOf(filterPhonePrefixes('algerie', 'fr'))).toEqual(['DZ']);
    expect(codesOf(filterPhonePrefixes('ÉGYPTE', 'fr'))).toEqual(['EG']);
    expect(codesOf(filterPhonePrefixes('etats', 'fr'))).toEqual(['US']);
    expect(codesOf(filterPhonePrefixes("cote d'ivoire", 'en'))).toEqual(['CI']);
  });

  it('does not match the name of another language', () => {
    expect(filterPhonePrefixes('allemagne', 'en')).toEqual([]);
    expect(filterPhonePrefixes('germany', 'fr')).toEqual([]);
    expect(codesOf(filterPhonePrefixes('germany', 'en'))).toEqual(['DE']);
  });

  it('matches Arabic names with or without hamza and harakat', () => {
    expect(codesOf(filterPhonePrefixes('تونس', 'ar'))).toEqual(['TN']);
    expect(codesOf(filterPhonePrefixes('الاردن', 'ar'))).toEqual(['JO']);
    expect(codesOf(filterPhonePrefixes('عمان', 'ar'))).toEqual(['OM']);
    expect(codesOf(filterPhonePrefixes('ألمانيا', 'ar'))).toEqual(['DE']);
  });

  it('matches dial codes with or without plus or 00, and by their first digits', () => {
    expect(codesOf(filterPhonePrefixes('216', 'fr'))).toEqual(['TN']);
    expect(codesOf(filterPhonePrefixes('+216', 'fr'))).toEqual(['TN']);
    expect(codesOf(filterPhonePrefixes('00216', 'fr'))).toEqual(['TN']);
    expect(codesOf(filterPhonePrefixes('+1', 'en')).slice(0, 2)).toEqual(['CA', 'US']);
    const twentyOne = codesOf(filterPhonePrefixes('21', 'fr'));
    expect(twentyOne).toEqual(['TN', 'DZ', 'MA', 'LY']);
  });

  it('matches the country code', () => {
    expect(codesOf(filterPhonePrefixes('tn', 'en'))[0]).toBe('TN');
    expect(codesOf(filterPhonePrefixes('DZ', 'fr'))).toEqual(['DZ']);
  });

  it('puts exact codes and names starting with the query first', () => {
    const result = codesOf(filterPhonePrefixes('ma', 'fr'));
    expect(result[0]).toBe('MA');
    expect(result.indexOf('DE')).toBeGreaterThan(result.indexOf('ML'));
    expect(result).toContain('DE'); // Allemagne contains 'ma'
  });

  it('gives nothing for a query that matches no country', () => {
    expect(filterPhonePrefixes('atlantide', 'fr')).toEqual([]);
    expect(filterPhonePrefixes('999', 'fr')).toEqual([]);
  });

  it('falls back to French names for an unknown language', () => {
    expect(codesOf(filterPhonePrefixes('tunisie', 'de' as PhonePrefixLanguage))).toEqual(['TN']);
  });

  it('every entry is found by its own name and dial code in every language (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PHONE_PREFIXES),
        fc.constantFrom<PhonePrefixLanguage>('fr', 'en', 'ar'),
        (prefix, lang) => {
          expect(filterPhonePrefixes(prefix.names[lang], lang)).toContain(prefix);
          expect(filterPhonePrefixes(prefix.dialCode, lang)).toContain(prefix);
          expect(filterPhonePrefixes(prefix.countryCode.toLowerCase(), lang)).toContain(prefix);
        },
      ),
    );
  });

  it('returns a subset without duplicates (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 6 }),
        fc.constantFrom<PhonePrefixLanguage>('fr', 'en', 'ar'),
        (query, lang) => {
          const result = filterPhonePrefixes(query, lang);
          expect(new Set(result).size).toBe(result.length);
          for (const prefix of result) expect(PHONE_PREFIXES).toContain(prefix);
        },
      ),
    );
  });
});

describe('composePhoneNumber', () => {
  it('joins prefix and number with one space, keeping inner spaces', () => {
    expect(composePhoneNumber('+216', '12 345 678')).toBe('+216 12 345 678');
    expect(composePhoneNumber('+216', '  12 345 678  ')).toBe('+216 12 345 678');
    expect(composePhoneNumber('+33', '6 12 34 56 78')).toBe('+33 6 12 34 56 78');
    expect(composePhoneNumber(' +1 ', '5551234')).toBe('+1 5551234');
  });

  it('gives an empty string when there is no number', () => {
    expect(composePhoneNumber('+216', '')).toBe('');
    expect(composePhoneNumber('+216', '   ')).toBe('');
    expect(composePhoneNumber('+216', null)).toBe('');
    expect(composePhoneNumber('+216', undefined)).toBe('');
  });

  it('adds the plus sign to a bare dial code and falls back to +216 for a bad one', () => {
    expect(composePhoneNumber('216', '12345678')).toBe('+216 12345678');
    expect(composePhoneNumber('', '12345678')).toBe('+216 12345678');
    expect(composePhoneNumber(null, '12345678')).toBe('+216 12345678');
    expect(composePhoneNumber('abc', '12345678')).toBe('+216 12345678');
    expect(composePhoneNumber('+12345', '12345678')).toBe('+216 12345678');
  });

  it('does not prefix a number that already carries its own international prefix', () => {
    expect(composePhoneNumber('+216', '+33 6 12 34 56 78')).toBe('+33 6 12 34 56 78');
    expect(composePhoneNumber('+216', '0033 6 12 34 56 78')).toBe('+33 6 12 34 56 78');
  });
});

describe('splitPhoneNumber', () => {
  it('splits a composed number', () => {
    expect(splitPhoneNumber('+216 12 345 678')).toEqual({ dialCode: '+216', number: '12 345 678' });
    expect(splitPhoneNumber('+33 6 12 34 56 78')).toEqual({ dialCode: '+33', number: '6 12 34 56 78' });
    expect(splitPhoneNumber('+1 555 1234')).toEqual({ dialCode: '+1', number: '555 1234' });
    expect(splitPhoneNumber('+20 10 1234 5678')).toEqual({ dialCode: '+20', number: '10 1234 5678' });
  });

  it('splits without a space, with 00, and drops separators after the code', () => {
    expect(splitPhoneNumber('+21612345678')).toEqual({ dialCode: '+216', number: '12345678' });
    expect(splitPhoneNumber('0021612345678')).toEqual({ dialCode: '+216', number: '12345678' });
    expect(splitPhoneNumber('+216-12-345-678')).toEqual({ dialCode: '+216', number: '12-345-678' });
    expect(splitPhoneNumber('  +971 50 123 4567 ')).toEqual({ dialCode: '+971', number: '50 123 4567' });
  });

  it('picks the dial code that is actually there, not a shorter look-alike', () => {
    expect(splitPhoneNumber('+2135551234').dialCode).toBe('+213');
    expect(splitPhoneNumber('+3521234').dialCode).toBe('+352');
    expect(splitPhoneNumber('+351 912 345 678').dialCode).toBe('+351');
  });

  it('defaults to +216 when no known dial code is there', () => {
    expect(splitPhoneNumber('12 345 678')).toEqual({ dialCode: '+216', number: '12 345 678' });
    expect(splitPhoneNumber('+999 123')).toEqual({ dialCode: '+216', number: '+999 123' });
    expect(splitPhoneNumber('')).toEqual({ dialCode: '+216', number: '' });
    expect(splitPhoneNumber('   ')).toEqual({ dialCode: '+216', number: '' });
    expect(splitPhoneNumber(null)).toEqual({ dialCode: '+216', number: '' });
    expect(splitPhoneNumber(undefined)).toEqual({ dialCode: '+216', number: '' });
  });

  it('undoes composePhoneNumber for every listed dial code (property)', () => {
    const local = fc
      .array(fc.stringMatching(/^\d{1,4}$/), { minLength: 1, maxLength: 4 })
      .map((groups) => groups.join(' '))
      .filter((number) => !number.startsWith('00'));
    fc.assert(
      fc.property(fc.constantFrom(...PHONE_PREFIXES), local, (prefix, number) => {
        const phone = composePhoneNumber(prefix.dialCode, number);
        expect(phone).toBe(`${prefix.dialCode} ${number}`);
        expect(splitPhoneNumber(phone)).toEqual({ dialCode: prefix.dialCode, number });
      }),
    );
  });
});
