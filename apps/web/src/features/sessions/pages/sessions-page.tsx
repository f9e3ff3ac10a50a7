import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import {
  DEFAULT_SESSION_FILTERS,
  hasActiveFilters,
  indexSessions,
  listSessions,
  numberText,
  parseSessionFilters,
  searchSessions,
  SESSION_SORTS,
  sessionDomains,
  sessionFiltersToParams,
  type SessionFilters,
} from '@formation/domain';

import { paths } from '@/config/paths';
import { Pagination } from '@/features/sessions/components/pagination';
import { SessionsFilters } from '@/features/sessions/components/sessions-filters';
import { inputClass } from '@/shared/forms/text-field';
import { intlLocale } from '@/shared/i18n/locale-format';
import { SessionCard } from '@/shared/sessions/session-card';
import { SORT_LABEL } from '@/shared/sessions/session-labels';
import { publishedCoursesQuery } from '@/shared/sessions/sessions-queries';
import { useToday } from '@/shared/site/use-today';
import { buttonClass } from '@/shared/ui/button-class';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { QueryView } from '@/shared/ui/query-view';

const hrefWith = (filters: SessionFilters) => {
  const query = sessionFiltersToParams(filters).toString();
  return query === '' ? paths.sessions : `${paths.sessions}?${query}`;
};

/**
 * Product rules 2: the sessions search and upcoming-sessions list; filters, search, sort and page live in the
 * URL.
 */
export function SessionsPage() {
  const { t, i18n } = useTranslation(['session-pages', 'sessions']);
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseSessionFilters(params), [params]);
  const query = useQuery(publishedCoursesQuery);
  const today = useToday();
  const defaultInstructor = t('card.defaultInstructor', { ns: 'sessions', brand: tc('brand.name') });
  const catalogue = useMemo(() => {
    const courses = query.data ?? [];
    const listed = listSessions(courses, today, defaultInstructor);
    return {
      index: indexSessions(listed),
      domains: sessionDomains(listed, intlLocale('fr')),
      courses: new Map(courses.map((course) => [course.id, course])),
    };
  }, [query.data, defaultInstructor, today]);
  const result = useMemo(() => searchSessions(catalogue.index, filters), [catalogue, filters]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();

  // Any change but the page's own goes back to page 1; each change is a history entry (back works).
  const change = (changes: Partial<SessionFilters>) => {
    // flushSync: a ticked box shows ticked at once, not after a deferred navigation.
    setParams(sessionFiltersToParams({ ...filters, page: 1, ...changes }), { flushSync: true });
  };
  const locale = intlLocale(i18n.language);
  const number = (n: number) => numberText(n, locale);

  return (
    <>
      <PageMeta title={t('sessions.meta.title')} description={t('sessions.meta.description')} />
      <PageHero title={t('sessions.title')} lead={t('sessions.lead')} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[18rem_1fr]">
        <aside aria-labelledby={`${panelId}-title`}>
          <div className="flex items-center justify-between gap-3">
            <h2 id={`${panelId}-title`} className="text-xl font-bold">
              {t('filters.title')}
            </h2>
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => {
                setFiltersOpen(!filtersOpen);
              }}
              className={`${buttonClass('secondary', 'sm')} lg:hidden`}
            >
              {filtersOpen ? t('filters.hide') : t('filters.show')}
            </button>
          </div>
          <div id={panelId} className={`mt-4 ${filtersOpen ? '' : 'hidden lg:block'}`}>
            <SessionsFilters filters={filters} domains={catalogue.domains} onChange={change} />
            {hasActiveFilters(filters) ? (
              <Link
                to={hrefWith({ ...DEFAULT_SESSION_FILTERS, sort: filters.sort })}
                className="mt-5 inline-block text-sm font-semibold text-brand-dark underline focus-visible:outline-2 focus-visible:outline-brand-dark"
              >
                {t('filters.reset')}
              </Link>
            ) : null}
          </div>
        </aside>
        <section aria-labelledby={`${panelId}-results`} className="min-w-0">
          <h2 id={`${panelId}-results`} className="sr-only">
            {t('sessions.results')}
          </h2>
          <QueryView query={query} isEmpty={() => false} empty="">
            {() => (
              <>
                <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
                  <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700">
                    {result.total === 0
                      ? t('sessions.range.none')
                      : t('sessions.range.text', {
                          first: number(result.first),
                          last: number(result.last),
                          total: number(result.total),
                        })}
                  </p>
                  <div className="flex items-center gap-2">
                    <label htmlFor={sortId} className="whitespace-nowrap text-sm font-medium text-slate-700">
                      {t('filters.sort')}
                    </label>
                    <select
                      id={sortId}
                      className={`${inputClass} w-auto`}
                      value={filters.sort}
                      onChange={(event) => {
                        change({ sort: event.currentTarget.value as SessionFilters['sort'] });
                      }}
                    >
                      {SESSION_SORTS.map((sort) => (
                        <option key={sort} value={sort}>
                          {t(SORT_LABEL[sort], { ns: 'sessions' })}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                {result.total === 0 ? (
                  <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
                    <p className="text-lg font-semibold text-ink">{t('sessions.empty.title')}</p>
                    <p className="mt-2 text-slate-600">{t('sessions.empty.hint')}</p>
                    <Link to={paths.sessions} className={`${buttonClass()} mt-5 inline-block`}>
                      {t('filters.reset')}
                    </Link>
                  </div>
                ) : (
                  <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                    {result.items.map((session) => (
                      <li key={`${String(session.courseId)}-${session.startDate}`}>
                        <SessionCard session={session} course={catalogue.courses.get(session.courseId)} />
                      </li>
                    ))}
                  </ul>
                )}
                <Pagination
                  page={result.page}
                  pageCount={result.pageCount}
                  hrefOf={(page) => hrefWith({ ...filters, page })}
                />
              </>
            )}
          </QueryView>
        </section>
      </div>
    </>
  );
}
