import type { SearchItemType } from '@formation/domain';

/** One choice of the search list: a result (with its type and badge) or a recent search. */
export interface SearchOption {
  title: string;
  url: string;
  type?: SearchItemType;
  badge?: string;
  description?: string;
}

/** What the lazily loaded list tells the input: its options (for the arrow keys) and what it shows. */
export interface SearchPanelState {
  options: readonly SearchOption[];
  status: 'idle' | 'recent' | 'short' | 'loading' | 'none' | 'results';
}
