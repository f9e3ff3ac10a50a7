import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import {
  groupSearchResults,
  highlightParts,
  isSearchableQuery,
  prepareSearchIndex,
  searchPrepared,
  type RecentSearch,
  type SearchItemType,
} from '@formation/domain';

import { DEFAULT_LANGUAGE } from '@/shared/i18n/i18n';

import { loadCatalogueSource, loadSearchSources } from './search-sources';
import type { SearchOption, SearchPanelState } from './search-types';

/** The matching words of a title in <mark>, built from text parts (never from HTML). */
function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-orange-100 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

interface Group {
  key: string;
  title: string;
  options: { option: SearchOption; index: number }[];
}

/**
 * The results of the global search (loaded with its data on first focus or keystroke, so the first
 * page only carries the input): recent searches for an empty query, else the matches grouped by type.
 */
export function SearchPanel({
  listboxId,
  query,
  activeIndex,
  recent,
  optionId,
  onState,
  onChoose,
  onActivate,
}: {
  listboxId: string;
  /** The debounced query. */
  query: string;
  activeIndex: number;
  recent: readonly RecentSearch[];
  optionId: (index: number) => string;
  onState: (state: SearchPanelState) => void;
  onChoose: (option: SearchOption) => void;
  onActivate: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  const searchable = isSearchableQuery(query);

  const sources = useQuery({ queryKey: ['search', 'sources'], queryFn: loadSearchSources, retry: false });
  const catalogue = useQuery({
    queryKey: ['search', 'catalogue', language],
    queryFn: () =>
      loadCatalogueSource(language, (category) => t(`nav.formationsMenu.categories.${category}`)),
    retry: false,
  });
  const loading = sources.isPending || catalogue.isPending;

  // Folded once when the sources arrive; each query then only compares (bench/search).
  const prepared = useMemo(
    () => prepareSearchIndex([...(sources.data ?? []), ...(catalogue.data ?? [])]),
    [sources.data, catalogue.data],
  );
  const results = useMemo(
    () => (searchable ? searchPrepared(prepared, query) : []),
    [searchable, prepared, query],
  );

  const groups = useMemo((): Group[] => {
    let index = 0;
    if (query.trim() === '') {
      return recent.length === 0
        ? []
        : [
            {
              key: 'recent',
              title: t('search.recent'),
              options: recent.map((entry) => ({ option: { ...entry }, index: index++ })),
            },
          ];
    }
    if (!searchable) return [];
    return groupSearchResults(results).map((group) => ({
      key: group.type,
      title: t(`search.types.${group.type satisfies SearchItemType}`),
      options: group.items.map((item) => ({
        option: {
          title: item.title,
          url: item.url,
          type: item.type,
          badge: item.badge,
          description: item.description,
        },
        index: index++,
      })),
    }));
  }, [query, recent, searchable, results, t]);

  const options = useMemo(
    () => groups.flatMap((group) => group.options.map((entry) => entry.option)),
    [groups],
  );

  const state: SearchPanelState['status'] =
    query.trim() === ''
      ? recent.length === 0
        ? 'idle'
        : 'recent'
      : !searchable
        ? 'short'
        : loading
          ? 'loading'
          : options.length === 0
            ? 'none'
            : 'results';

  useEffect(() => {
    onState({ options, status: state });
  }, [options, state, onState]);

  useEffect(() => {
    if (activeIndex < 0) return;
    const element = document.getElementById(optionId(activeIndex));
    if (element !== null && 'scrollIntoView' in element) element.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, optionId]);

  if (state === 'idle') return null;

  return (
    <div className="rounded-xl border border-slate-200 bg-white py-2 text-start shadow-xl">
      {state === 'short' ? <p className="px-4 py-2 text-sm text-slate-600">{t('search.minLength')}</p> : null}
      {state === 'loading' ? <p className="px-4 py-2 text-sm text-slate-600">{t('search.loading')}</p> : null}
      {state === 'none' ? (
        <div className="px-4 py-2">
          <p className="font-medium text-ink">{t('search.noResult', { query: query.trim() })}</p>
          <p className="mt-1 text-sm text-slate-600">{t('search.noResultHint')}</p>
        </div>
      ) : null}
      <div role="listbox" id={listboxId} aria-label={t('search.label')} hidden={options.length === 0}>
        {groups.map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${listboxId}-${group.key}`} className="py-1">
            <div
              role="presentation"
              id={`${listboxId}-${group.key}`}
              className="px-4 pb-1 pt-2 text-xs font-bold uppercase tracking-wide text-slate-500"
            >
              {group.title}
            </div>
            {group.options.map(({ option, index }) => (
              <div
                key={`${option.url}-${String(index)}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onMouseDown={(event) => {
                  // Keep the focus in the input: the choice is made on click.
                  event.preventDefault();
                }}
                onMouseMove={() => {
                  if (index !== activeIndex) onActivate(index);
                }}
                onClick={() => {
                  onChoose(option);
                }}
                className={`mx-2 flex cursor-pointer flex-col gap-0.5 rounded-lg px-3 py-2 ${index === activeIndex ? 'bg-orange-50 outline-2 outline-brand-dark' : ''}`}
              >
                <span className="flex items-start justify-between gap-3">
                  <span className="font-medium text-ink" dir="auto">
                    <Highlighted text={option.title} query={query} />
                  </span>
                  {option.badge === undefined ? null : (
                    <span
                      className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
                      dir="auto"
                    >
                      {option.badge}
                    </span>
                  )}
                </span>
                {option.description === undefined || option.description === '' ? null : (
                  <span className="text-sm text-slate-600" dir="auto">
                    {option.description}
                  </span>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
      {searchable ? (
        <p className="mt-1 border-t border-slate-100 px-4 pt-2 text-xs text-slate-500">
          {t('search.enterHint', { query: query.trim() })}
        </p>
      ) : null}
    </div>
  );
}
