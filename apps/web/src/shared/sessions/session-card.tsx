import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { CourseReceived } from '@formation/contract';
import type { ListedSession } from '@formation/domain';

import { paths } from '@/config/paths';
import { formatLongDate } from '@/shared/i18n/locale-format';

import { FavoriteButton } from './favorite-button';
import { CourseBadge, DurationBadge, PriceTag, RatingText, StateBadge } from './session-facts';
import { FORMAT_LABEL, LEVEL_LABEL, TIME_LABEL } from './session-labels';

/** One session of the list: the same card wherever sessions are listed. */
export function SessionCard({
  session,
  course,
}: {
  session: ListedSession;
  course: CourseReceived | undefined;
}) {
  const { t, i18n } = useTranslation('sessions');
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <StateBadge state={session.state} />
        <CourseBadge badge={session.badge} />
        <DurationBadge days={session.durationDays} />
      </div>
      <p className="text-sm font-medium text-brand-dark">
        <time dateTime={session.startDate}>{formatLongDate(session.startDate, i18n.language)}</time>
      </p>
      <h3 className="text-lg font-semibold leading-snug" lang="fr" dir="auto">
        <Link
          to={paths.session(session.slug)}
          className="hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          {session.title}
        </Link>
      </h3>
      <p className="text-sm text-slate-600" lang="fr" dir="auto">
        {session.domain}
      </p>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700" aria-label={t('card.facts')}>
        <li>{t(FORMAT_LABEL[session.format])}</li>
        <li>{t(TIME_LABEL[session.timeOfDay])}</li>
        <li>{t(LEVEL_LABEL[session.level])}</li>
        {session.maxParticipants > 0 && session.placesLeft > 0 ? (
          <li>{t('card.placesLeft', { count: session.placesLeft })}</li>
        ) : null}
      </ul>
      <RatingText average={session.ratingAverage} count={session.ratingCount} />
      <div className="mt-auto flex items-end justify-between gap-3 pt-2">
        <PriceTag price={session.price} originalPrice={session.originalPrice} hasPromo={session.hasPromo} />
        {course === undefined ? null : <FavoriteButton course={course} compact />}
      </div>
    </article>
  );
}
