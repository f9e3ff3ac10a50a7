import { useTranslation } from 'react-i18next';

import type { Session } from '@formation/contract';
import { sessionIcs } from '@formation/domain';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/shared/i18n/locale-format';
import { useToday } from '@/shared/site/use-today';

/** 'Add to my calendar': an .ics file of one session, made in the browser. */
export function IcsLink({
  session,
  description,
  location,
}: {
  session: Pick<Session, 'courseId' | 'slug' | 'title' | 'startDate' | 'endDate'>;
  description: string;
  location: string;
}) {
  const { t, i18n } = useTranslation('session-pages');
  // The file is written with the page (prerendered HTML too), so its stamp is the page's day.
  const today = useToday();
  const file = sessionIcs({
    uid: `session-${String(session.courseId)}-${session.startDate}@formation-pro.tn`,
    title: session.title,
    description,
    location,
    url: `${env.siteUrl}${paths.session(session.slug)}`,
    startDate: session.startDate,
    endDate: session.endDate,
    stamp: `${today}T00:00:00.000Z`,
  });
  return (
    <a
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`}
      download={`${session.slug}-${session.startDate}.ics`}
      aria-label={t('calendar.addTo', {
        title: session.title,
        date: formatLongDate(session.startDate, i18n.language),
      })}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-dark underline focus-visible:outline-2 focus-visible:outline-brand-dark"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4" />
      </svg>
      {t('calendar.addShort')}
    </a>
  );
}
