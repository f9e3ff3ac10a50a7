import { describe, expect, it } from 'vitest';

import {
  coversPath,
  formatPath,
  namesField,
  parsePattern,
  PatternError,
  valueAt,
  type JsonPath,
} from './json-path';

const covers = (pattern: string, path: JsonPath) => coversPath(parsePattern(pattern), path);
const names = (pattern: string, path: JsonPath) => namesField(parsePattern(pattern), path);

describe('formatPath', () => {
  it('writes keys with dots, indices in brackets, odd keys quoted', () => {
    expect(formatPath([])).toBe('$');
    expect(formatPath([3, 'sessionDates', 0, 'startDate'])).toBe('$[3].sessionDates[0].startDate');
    expect(formatPath(['a b', 'ok'])).toBe('$["a b"].ok');
  });
});

describe('parsePattern', () => {
  it('refuses malformed patterns with the reason', () => {
    for (const bad of ['', '$.', 'a..b', '$[x]', '$[1', 'a]']) {
      expect(() => parsePattern(bad), bad).toThrow(PatternError);
    }
  });

  it('reads quoted keys', () => {
    expect(covers('$["a b"]', ['a b', 'c'])).toBe(true);
    expect(covers('$["a b"]', ['a', 'c'])).toBe(false);
  });
});

describe('coversPath (how --ignore reads a pattern)', () => {
  it('anchors $-patterns at the root', () => {
    expect(covers('$.token', ['token'])).toBe(true);
    expect(covers('$.token', ['user', 'token'])).toBe(false);
    expect(covers('$.token', ['token', 'access_token'])).toBe(true);
  });

  it('matches other patterns at any depth, everything below included', () => {
    expect(covers('createdAt', ['createdAt'])).toBe(true);
    expect(covers('createdAt', [2, 'course', 'createdAt'])).toBe(true);
    expect(covers('course', [2, 'course', 'instructor', 'name'])).toBe(true);
    expect(covers('createdAt', ['updatedAt'])).toBe(false);
  });

  it('reads * as one key or index, [*] as any index, and * inside a name as a wildcard', () => {
    expect(covers('*.createdAt', [0, 'createdAt'])).toBe(true);
    expect(covers('*.createdAt', ['course', 'createdAt'])).toBe(true);
    expect(covers('*.createdAt', ['createdAt'])).toBe(false);
    expect(covers('$[*].id', [4, 'id'])).toBe(true);
    expect(covers('$[*].id', ['x', 'id'])).toBe(false);
    expect(covers('$[2]', [2, 'id'])).toBe(true);
    expect(covers('$[2]', [3, 'id'])).toBe(false);
    expect(covers('*At', ['results', 0, 'publishedAt'])).toBe(true);
    expect(covers('*At', ['format'])).toBe(false);
  });

  it('is case-sensitive', () => {
    expect(covers('createdat', ['createdAt'])).toBe(false);
  });
});

describe('namesField (how the varying list reads a pattern)', () => {
  it('names the field the path ends on, array items of it included', () => {
    expect(names('*Date', ['sessionDates', 0, 'startDate'])).toBe(true);
    expect(names('tags', ['tags', 2])).toBe(true);
    expect(names('*Date', ['startDate', 'year'])).toBe(false);
    expect(names('id', ['user', 'id'])).toBe(true);
    expect(names('$.id', ['user', 'id'])).toBe(false);
  });
});

describe('valueAt', () => {
  it('follows own keys and indices only', () => {
    const root = { a: [{ b: 1 }] };
    expect(valueAt(root, ['a', 0, 'b'])).toBe(1);
    expect(valueAt(root, ['a', 1, 'b'])).toBeUndefined();
    expect(valueAt(root, ['toString'])).toBeUndefined();
  });
});
