import { describe, expect, it } from 'vitest';

import { planRoutes } from '../route-plan';
import { itemsOf, pagedRoutes } from './pagination';

describe('pagedRoutes', () => {
  it('finds the lists whose query takes page and limit, with the largest limit the contract allows', () => {
    expect(pagedRoutes(planRoutes()).map(({ route, maxLimit }) => [route.key, maxLimit])).toEqual([
      ['blog.list', 1000],
    ]);
  });
});

describe('itemsOf', () => {
  it('reads a page as an array, or under results, data or items', () => {
    expect(itemsOf([1, 2])).toEqual([1, 2]);
    expect(itemsOf({ results: [{ id: 1 }], total: 1 })).toEqual([{ id: 1 }]);
    expect(itemsOf({ data: [{ id: 2 }] })).toEqual([{ id: 2 }]);
    expect(itemsOf({ items: [] })).toEqual([]);
    expect(itemsOf({ total: 3 })).toBeNull();
    expect(itemsOf('page')).toBeNull();
  });
});
