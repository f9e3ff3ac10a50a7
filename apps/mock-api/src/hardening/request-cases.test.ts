import { describe, expect, it } from 'vitest';

import { percentEncode } from './request-encoding';

describe('request cases', () => {
  it('percent-encodes lone surrogates as the invalid UTF-8 a careless client sends', () => {
    expect(percentEncode('é/😀')).toBe(encodeURIComponent('é/😀'));
    expect(percentEncode('a\uD83Db')).toBe('a%ED%A0%BDb');
  });
});
