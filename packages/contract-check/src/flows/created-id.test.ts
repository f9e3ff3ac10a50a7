import { describe, expect, it } from 'vitest';

import { createdId } from './created-id';

describe('createdId', () => {
  it("takes the body's id, or one nested under data or the resource's name", () => {
    expect(createdId({ json: { id: 163, content: 'x' } }, 'comment')).toBe(163);
    expect(createdId({ json: { data: { id: 7 } } }, 'comment')).toBe(7);
    expect(createdId({ json: { comment: { id: 8 } } }, 'comment')).toBe(8);
    expect(createdId({ json: { data: { comment: { id: 9 } } } }, 'comment')).toBe(9);
    expect(createdId({ json: { enrollment: { id: 4 } } }, 'comment')).toBeNull();
  });

  it('takes the last segment of a Location, relative or absolute, when the body has none', () => {
    expect(createdId({ json: {}, location: '/comments/163' }, 'comment')).toBe(163);
    expect(createdId({ json: null, location: 'https://api.example.tn/v1/comments/12/?x=1' }, 'comment')).toBe(
      12,
    );
    expect(createdId({ json: { id: 5 }, location: '/comments/6' }, 'comment')).toBe(5);
  });

  it('gives null for no id, a non-integer, zero, a negative or a Location without a number', () => {
    expect(createdId({ json: {} }, 'comment')).toBeNull();
    expect(createdId({ json: { id: '163' } }, 'comment')).toBeNull();
    expect(createdId({ json: { id: 0 } }, 'comment')).toBeNull();
    expect(createdId({ json: { id: -3 } }, 'comment')).toBeNull();
    expect(createdId({ json: { id: 1.5 } }, 'comment')).toBeNull();
    expect(createdId({ json: [], location: '/comments/latest' }, 'comment')).toBeNull();
    expect(createdId({ json: 'x', location: '' }, 'comment')).toBeNull();
  });
});
