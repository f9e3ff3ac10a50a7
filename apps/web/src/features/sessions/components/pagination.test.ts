import { describe, expect, it } from 'vitest';

import { pageWindow } from './pagination';

describe('page numbers', () => {
  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 6)).toEqual([1, 2, null, 6]);
    expect(pageWindow(4, 11)).toEqual([1, null, 3, 4, 5, null, 11]);
    expect(pageWindow(11, 11)).toEqual([1, null, 10, 11]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});
