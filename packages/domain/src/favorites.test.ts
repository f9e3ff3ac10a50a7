import { describe, expect, it } from 'vitest';

import { addFavoriteLocally, publishedFavorites, removeFavoriteLocally } from './favorites';

describe('favorites (product rules 3 and 4)', () => {
  it('keeps only PUBLISHED courses; a missing status counts as PUBLISHED', () => {
    const entries = [
      { id: 1, course: { id: 1, status: 'PUBLISHED' as const } },
      { id: 2, course: { id: 2, status: 'DRAFT' as const } },
      { id: 3, course: { id: 3, status: 'ARCHIVED' as const } },
      { id: 4, course: { id: 4 } },
    ];
    expect(publishedFavorites(entries).map((e) => e.id)).toEqual([1, 4]);
  });
  it('adding appends the course only if absent', () => {
    expect(addFavoriteLocally([{ id: 1 }], { id: 2 })).toEqual([{ id: 1 }, { id: 2 }]);
    expect(addFavoriteLocally([{ id: 1 }], { id: 1 })).toEqual([{ id: 1 }]);
  });
  it('removing drops it, and nothing else', () => {
    expect(removeFavoriteLocally([{ id: 1 }, { id: 2 }], 1)).toEqual([{ id: 2 }]);
    expect(removeFavoriteLocally([{ id: 1 }], 9)).toEqual([{ id: 1 }]);
  });
});
