import { describe, expect, it } from 'vitest';

import { addFavouriteLocally, publishedFavourites, removeFavouriteLocally } from './favourites';

describe('favourites (product rules 3 and 4)', () => {
  it('keeps only PUBLISHED courses; a missing status counts as PUBLISHED', () => {
    const entries = [
      { id: 1, course: { id: 1, status: 'PUBLISHED' as const } },
      { id: 2, course: { id: 2, status: 'DRAFT' as const } },
      { id: 3, course: { id: 3, status: 'ARCHIVED' as const } },
      { id: 4, course: { id: 4 } },
    ];
    expect(publishedFavourites(entries).map((e) => e.id)).toEqual([1, 4]);
  });
  it('adding appends the course only if absent', () => {
    expect(addFavouriteLocally([{ id: 1 }], { id: 2 })).toEqual([{ id: 1 }, { id: 2 }]);
    expect(addFavouriteLocally([{ id: 1 }], { id: 1 })).toEqual([{ id: 1 }]);
  });
  it('removing drops it, and nothing else', () => {
    expect(removeFavouriteLocally([{ id: 1 }, { id: 2 }], 1)).toEqual([{ id: 2 }]);
    expect(removeFavouriteLocally([{ id: 1 }], 9)).toEqual([{ id: 1 }]);
  });
});
