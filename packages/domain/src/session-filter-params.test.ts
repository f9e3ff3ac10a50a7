import { describe, expect, it } from 'vitest';

import { DEFAULT_SESSION_FILTERS, type SessionFilters } from './session-catalogue';
import { hasActiveFilters, parseSessionFilters, sessionFiltersToParams } from './session-filter-params';

const filters = (changes: Partial<SessionFilters>): SessionFilters => ({
  ...DEFAULT_SESSION_FILTERS,
  ...changes,
});

describe('filters in the URL', () => {
  it('round-trips every filter, leaving defaults out', () => {
    const full = filters({
      search: 'pmp',
      formats: ['hybrid', 'online'],
      times: ['weekends'],
      levels: ['beginner', 'expert'],
      domain: 'Gestion de projet',
      priceMin: 500,
      priceMax: 2000,
      from: '2026-12-01',
      to: '2027-01-31',
      sort: 'price-asc',
      page: 3,
    });
    const params = sessionFiltersToParams(full);
    expect(params.toString()).toBe(
      'search=pmp&format=online&format=hybrid&time=weekends&level=beginner&level=expert&domain=Gestion+de+projet&min=500&max=2000&from=2026-12-01&to=2027-01-31&sort=price-asc&page=3',
    );
    expect(parseSessionFilters(params)).toEqual({ ...full, formats: ['online', 'hybrid'] });
    expect(sessionFiltersToParams(DEFAULT_SESSION_FILTERS).toString()).toBe('');
  });

  it('drops what it cannot read and puts reversed ranges in order', () => {
    const parsed = parseSessionFilters(
      new URLSearchParams(
        'format=teleport&format=onsite,online&level=guru&min=-3&max=abc&from=2027-02-30&to=2026-12-01&sort=name&page=-1',
      ),
    );
    expect(parsed).toEqual({
      ...DEFAULT_SESSION_FILTERS,
      formats: ['online', 'onsite'],
      to: '2026-12-01',
    });
    expect(
      parseSessionFilters(new URLSearchParams('min=3000&max=1000&from=2027-01-10&to=2026-12-01')),
    ).toMatchObject({
      priceMin: 1000,
      priceMax: 3000,
      from: '2026-12-01',
      to: '2027-01-10',
    });
  });

  it('knows whether anything narrows the list (a 1-letter search does not)', () => {
    expect(hasActiveFilters(DEFAULT_SESSION_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters({ search: 'a', sort: 'rating', page: 2 }))).toBe(false);
    expect(hasActiveFilters(filters({ levels: ['expert'] }))).toBe(true);
    expect(hasActiveFilters(filters({ priceMin: 0 }))).toBe(true);
  });
});
