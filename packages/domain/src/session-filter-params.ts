import { FORMATS, LEVELS, TIMES_OF_DAY } from '@formation/contract';

import { isSearchableQuery } from './search-match';
import { SESSION_SORTS, type SessionFilters, type SessionSort } from './session-catalogue';

// The sessions screen's filters in its URL (product rules 2: filters, search, sort and page are kept there,
// so a list can be shared). Apart from the list's rules: the home page lists sessions without it.

/** The URL parameter of each filter (product rules 2: /sessions accepts `search`). */
export const SESSION_PARAMS = {
  search: 'search',
  format: 'format',
  time: 'time',
  level: 'level',
  domain: 'domain',
  priceMin: 'min',
  priceMax: 'max',
  from: 'from',
  to: 'to',
  sort: 'sort',
  page: 'page',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function oneOf<T extends string>(values: readonly T[], wanted: readonly string[]): T[] {
  // Kept in the list's order, once each, so two URLs meaning the same filter read the same.
  return values.filter((value) => wanted.includes(value));
}

function amount(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

interface ParamsLike {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/**
 * Reads the filters from the URL without trusting it: unknown values are dropped, a reversed price or
 * date range is put back in order, and a page below 1 or unreadable is page 1.
 */
export function parseSessionFilters(params: ParamsLike): SessionFilters {
  const listOf = (name: string) =>
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim());
  let priceMin = amount(params.get(SESSION_PARAMS.priceMin));
  let priceMax = amount(params.get(SESSION_PARAMS.priceMax));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  const date = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return isIsoDate(value) ? value : null;
  };
  let from = date(SESSION_PARAMS.from);
  let to = date(SESSION_PARAMS.to);
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  const sort = params.get(SESSION_PARAMS.sort) ?? '';
  const page = Number.parseInt(params.get(SESSION_PARAMS.page) ?? '', 10);
  return {
    search: (params.get(SESSION_PARAMS.search) ?? '').trim(),
    formats: oneOf(FORMATS, listOf(SESSION_PARAMS.format)),
    times: oneOf(TIMES_OF_DAY, listOf(SESSION_PARAMS.time)),
    levels: oneOf(LEVELS, listOf(SESSION_PARAMS.level)),
    domain: (params.get(SESSION_PARAMS.domain) ?? '').trim(),
    priceMin,
    priceMax,
    from,
    to,
    sort: (SESSION_SORTS as readonly string[]).includes(sort) ? (sort as SessionSort) : 'date',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The filters as URL parameters, defaults left out, in a fixed order (a shareable, stable URL). */
export function sessionFiltersToParams(filters: SessionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim() !== '') params.set(SESSION_PARAMS.search, filters.search.trim());
  for (const format of oneOf(FORMATS, filters.formats)) params.append(SESSION_PARAMS.format, format);
  for (const time of oneOf(TIMES_OF_DAY, filters.times)) params.append(SESSION_PARAMS.time, time);
  for (const level of oneOf(LEVELS, filters.levels)) params.append(SESSION_PARAMS.level, level);
  if (filters.domain !== '') params.set(SESSION_PARAMS.domain, filters.domain);
  if (filters.priceMin !== null) params.set(SESSION_PARAMS.priceMin, String(filters.priceMin));
  if (filters.priceMax !== null) params.set(SESSION_PARAMS.priceMax, String(filters.priceMax));
  if (filters.from !== null) params.set(SESSION_PARAMS.from, filters.from);
  if (filters.to !== null) params.set(SESSION_PARAMS.to, filters.to);
  if (filters.sort !== 'date') params.set(SESSION_PARAMS.sort, filters.sort);
  if (filters.page > 1) params.set(SESSION_PARAMS.page, String(filters.page));
  return params;
}

/** Whether any filter narrows the list (the search included); sort and page do not. */
export function hasActiveFilters(filters: SessionFilters): boolean {
  return (
    isSearchableQuery(filters.search) ||
    filters.formats.length > 0 ||
    filters.times.length > 0 ||
    filters.levels.length > 0 ||
    filters.domain !== '' ||
    filters.priceMin !== null ||
    filters.priceMax !== null ||
    filters.from !== null ||
    filters.to !== null
  );
}
