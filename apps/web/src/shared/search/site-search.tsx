import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { isSearchableQuery, SEARCH_DEBOUNCE_MS, type RecentSearch } from '@formation/domain';

import { paths } from '@/config/paths';

import { readRecentSearches, rememberSearch } from './recent-searches';
import type { SearchOption, SearchPanelState } from './search-types';
import { useDebouncedValue } from './use-debounced-value';

/** The list and the data it searches load on first focus or keystroke, not with the first page. */
const SearchPanel = lazy(async () => ({ default: (await import('./search-panel')).SearchPanel }));

const EMPTY_STATE: SearchPanelState = { options: [], status: 'idle' };

/**
 * The site-wide type-ahead search (product rules 2, global chrome): an accessible combobox. Arrow keys move
 * through the results, Enter opens the active one (or, with none active, the sessions search for the
 * text), Escape, a click outside and a choice close the list.
 */
export function SiteSearch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  const [panel, setPanel] = useState<SearchPanelState>(EMPTY_STATE);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  // An emptied input shows the recent searches at once; typing waits for the debounce.
  const shownQuery = query.trim() === '' ? '' : debounced;

  const optionId = useCallback((index: number) => `${id}-option-${String(index)}`, [id]);
  const onState = useCallback((state: SearchPanelState) => {
    setPanel(state);
    setActiveIndex(-1);
  }, []);

  const openList = () => {
    if (!started) setStarted(true);
    if (!open) {
      setRecent(readRecentSearches());
      setOpen(true);
    }
  };

  const close = useCallback(() => {
    setOpen(false);
    setActiveIndex(-1);
    setPanel(EMPTY_STATE);
  }, []);

  const go = (entry: RecentSearch) => {
    setRecent(rememberSearch(entry));
    close();
    setQuery('');
    // The page changes: the next focus opens the list again, with this search among the recent ones.
    inputRef.current?.blur();
    void navigate(entry.url);
  };

  const choose = (option: SearchOption) => {
    go({ title: option.title, url: option.url });
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && containerRef.current?.contains(event.target) !== true) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  const count = panel.options.length;
  const expanded = open && panel.status !== 'idle';

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          openList();
          return;
        }
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((index) => (index === -1 && step === -1 ? count - 1 : (index + step + count) % count));
        return;
      }
      case 'Enter': {
        const active = open && activeIndex >= 0 ? panel.options[activeIndex] : undefined;
        if (active !== undefined) {
          event.preventDefault();
          choose(active);
        } else if (isSearchableQuery(query)) {
          event.preventDefault();
          const text = query.trim();
          go({ title: text, url: paths.sessionsSearch(text) });
        } else {
          // Fewer than 2 characters: nothing to search, so Enter only closes the list (product rules 2).
          event.preventDefault();
          close();
        }
        return;
      }
      case 'Escape':
        // The browser would empty a search field on Escape: the first Escape closes, the next empties.
        event.preventDefault();
        if (open) close();
        else setQuery('');
        return;
      case 'Tab':
        close();
        return;
      default:
        return;
    }
  };

  const announcement = !expanded
    ? ''
    : panel.status === 'results'
      ? t('search.count', { count })
      : panel.status === 'none'
        ? t('search.noResult', { query: shownQuery.trim() })
        : panel.status === 'recent'
          ? t('search.recent')
          : panel.status === 'short'
            ? t('search.minLength')
            : '';

  return (
    <div ref={containerRef} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-slate-500"
        >
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2m0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12"
          />
        </svg>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(-1);
            openList();
          }}
          onFocus={openList}
          onClick={openList}
          onKeyDown={onKeyDown}
          className="block w-full rounded-full border border-slate-300 bg-white py-1.5 ps-9 pe-3 text-sm text-ink placeholder:text-slate-500 focus-visible:border-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark"
        />
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {started ? (
        <div
          hidden={!open}
          className="absolute inset-x-0 top-full z-50 mt-1 sm:inset-x-auto sm:start-0 sm:w-[32rem] sm:max-w-[calc(100vw-2rem)]"
        >
          <Suspense fallback={null}>
            {open ? (
              <SearchPanel
                listboxId={listboxId}
                query={shownQuery}
                activeIndex={activeIndex}
                recent={recent}
                optionId={optionId}
                onState={onState}
                onChoose={choose}
                onActivate={setActiveIndex}
              />
            ) : null}
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
