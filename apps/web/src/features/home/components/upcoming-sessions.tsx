import type { Session } from '@formation/contract';
import { formatDinars, toSessions } from '@formation/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/client';
import { formatLongDate, intlLocale } from '../../../shared/i18n/locale-format';
import { QueryView } from '../../../shared/ui/query-view';
import { HomeSectionHeading } from './home-section-heading';

const SHOWN = 6;

/** The next sessions that can still be enrolled in, soonest first. */
export function upcomingOf(sessions: readonly Session[], limit = SHOWN): Session[] {
  return sessions
    .filter((s) => s.state !== 'past')
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.title.localeCompare(b.title))
    .slice(0, limit);
}

function useUpcomingSessions() {
  const { t } = useTranslation();
  return useQuery({
    queryKey: ['courses', 'published'],
    queryFn: async () => {
      const res = await api.courses.list({ query: { status: 'PUBLISHED' } });
      if (res.status !== 200) throw new ApiRequestError(res.status);
      return res.body;
    },
    select: (courses) => {
      const today = new Date().toISOString().slice(0, 10);
      return upcomingOf(courses.flatMap((c) => toSessions(c, today, t('brand.name'))));
    },
  });
}

export function UpcomingSessions() {
  const { t, i18n } = useTranslation();
  const query = useUpcomingSessions();
  return (
    <section aria-labelledby="upcoming-title" className="mx-auto max-w-7xl px-4 py-12">
      <HomeSectionHeading
        id="upcoming-title"
        title={t('home.upcoming.title')}
        allLabel={t('home.upcoming.all')}
        allTo={paths.sessions}
      />
      <QueryView query={query} isEmpty={(items) => items.length === 0} empty={t('home.upcoming.empty')}>
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((s) => (
              <li
                key={`${String(s.courseId)}-${s.startDate}`}
                className="flex flex-col rounded-xl border border-slate-200 p-5 shadow-sm"
              >
                <p className="text-sm font-medium text-brand-dark">
                  {t('home.upcoming.startsOn', { date: formatLongDate(s.startDate, i18n.language) })}
                </p>
                <h3 className="mt-2 text-lg font-semibold leading-snug" lang="fr" dir="auto">
                  <Link
                    to={paths.session(s.slug)}
                    className="hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark"
                  >
                    {s.title}
                  </Link>
                </h3>
                <p className="mt-auto pt-4 text-sm text-slate-600">
                  {t('home.upcoming.days', { count: Math.max(1, Math.ceil(s.durationDays)) })} ·{' '}
                  <span dir="ltr">{formatDinars(s.price, intlLocale(i18n.language))}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
