import { describe, expect, it } from 'vitest';

import { ratingSummary, roundedRating } from './rating';

describe('rating (product rules 3)', () => {
  it('is the mean of the rates and the number of comments', () => {
    expect(ratingSummary([{ rate: 5 }, { rate: 4 }, { rate: 4 }])).toEqual({ average: 13 / 3, count: 3 });
    expect(roundedRating(13 / 3)).toBe(4.3);
  });
  it('is 0 of 0 without comments', () => {
    expect(ratingSummary([])).toEqual({ average: 0, count: 0 });
  });
  it('ignores a rate that is not a number', () => {
    expect(ratingSummary([{ rate: 5 }, { rate: Number.NaN }])).toEqual({ average: 5, count: 1 });
  });
});
