import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_STORAGE_KEY,
  type RecentSearch,
} from '@formation/domain';

/** Product rules 9: at most 5 recent searches, kept in this browser under the recent-searches key. */
export function readRecentSearches(): RecentSearch[] {
  try {
    return parseRecentSearches(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY));
  } catch {
    // Storage can be switched off (private windows, policies): the search still works without it.
    return [];
  }
}

/** Puts a chosen result first and returns the list as stored. */
export function rememberSearch(entry: RecentSearch): RecentSearch[] {
  const next = addRecentSearch(readRecentSearches(), entry);
  try {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not stored: the list still shows for this visit.
  }
  return next;
}
