import { describe, expect, it } from 'vitest';

import { buildFieldRules, DEFAULT_VARYING_FIELDS } from './field-rules';
import { PatternError } from './json-path';

describe('the default varying fields', () => {
  const rules = buildFieldRules();

  it('cover timestamps, dates, ids, tokens and codes by field name', () => {
    for (const path of [
      ['createdAt'],
      [0, 'updatedAt'],
      ['sessionDates', 0, 'startDate'],
      ['appointmentTime'],
      ['id'],
      ['course', 'id'],
      ['userId'],
      ['token', 'access_token'],
      ['token'],
      ['refresh_token'],
      ['code'],
    ]) {
      expect(rules.isVarying(path), JSON.stringify(path)).toBe(true);
    }
  });

  it('leave other fields exact', () => {
    for (const path of [['title'], ['slug'], ['originalPrice'], ['sessionDates'], ['status'], ['ids', 0]]) {
      expect(rules.isVarying(path), JSON.stringify(path)).toBe(false);
    }
  });

  it('ignore nothing until told to', () => {
    expect(rules.isIgnored(['createdAt'])).toBe(false);
  });

  it('are one list, the one the help prints', () => {
    expect(DEFAULT_VARYING_FIELDS).toEqual(
      expect.arrayContaining(['*At', '*Date', 'id', '*Id', 'token', 'access_token', 'refresh_token', 'code']),
    );
  });
});

describe('--ignore patterns', () => {
  it('ignore what they cover and only that', () => {
    const rules = buildFieldRules({ ignore: ['$.token', '*.internal', 'legacyCode'] });
    expect(rules.isIgnored(['token', 'access_token'])).toBe(true);
    expect(rules.isIgnored(['user', 'token'])).toBe(false);
    expect(rules.isIgnored([1, 'internal', 'x'])).toBe(true);
    expect(rules.isIgnored(['internal'])).toBe(false);
    expect(rules.isIgnored(['course', 'legacyCode'])).toBe(true);
  });

  it('are refused when malformed', () => {
    expect(() => buildFieldRules({ ignore: ['$..'] })).toThrow(PatternError);
  });

  it('leave the varying list as it was, and a custom varying list replaces it', () => {
    expect(buildFieldRules({ ignore: ['x'] }).isVarying(['createdAt'])).toBe(true);
    const custom = buildFieldRules({ varying: ['stamp'] });
    expect(custom.isVarying(['stamp'])).toBe(true);
    expect(custom.isVarying(['createdAt'])).toBe(false);
  });
});
