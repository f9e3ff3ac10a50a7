import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { CourseReceived, Session } from '@formation/contract';
import { canEnroll } from '@formation/domain';

import { EnrollAction } from '@/features/sessions/components/enroll-action';
import { IcsLink } from '@/features/sessions/components/ics-link';
import { formatLongDate } from '@/shared/i18n/locale-format';
import { FavoriteButton } from '@/shared/sessions/favorite-button';
import { DurationBadge, PriceTag, RatingText } from '@/shared/sessions/session-facts';
import { FORMAT_LABEL, LEVEL_LABEL, TIME_LABEL } from '@/shared/sessions/session-labels';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-slate-100 py-2 last:border-b-0">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-sm font-semibold text-ink">{children}</dd>
    </div>
  );
}

/**
 * The course in brief beside its page: price, dates, schedule, format, places, rating, and the
 * enroll, favorite and calendar actions. `titleId` is its heading's, for the aside it labels.
 */
export function CourseFactsCard({
  course,
  session,
  rating,
  titleId,
}: {
  course: CourseReceived;
  /** The session the page is about, if the course has any. */
  session: Session | undefined;
  rating: { average: number; count: number };
  titleId: string;
}) {
  const { t, i18n } = useTranslation(['session-pages', 'sessions']);
  const dateOf = (date: string) => formatLongDate(date, i18n.language);
  const timeRange = course.sessionDates?.[0]?.timeRange;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-xl font-bold">
        {t('detail.facts')}
      </h2>
      <div className="mt-3">
        <PriceTag
          price={session?.price ?? course.originalPrice}
          originalPrice={course.originalPrice}
          hasPromo={session?.hasPromo ?? false}
        />
      </div>
      <dl className="mt-3">
        {session === undefined ? null : (
          <Fact term={t('detail.dates')}>
            {t('detail.fromTo', { from: dateOf(session.startDate), to: dateOf(session.endDate) })}
          </Fact>
        )}
        <Fact term={t('detail.duration')}>
          <DurationBadge days={course.duration} />
        </Fact>
        <Fact term={t('detail.schedule')}>
          <span dir="auto">
            {course.generalSchedule}
            {timeRange === undefined ? '' : ` · ${timeRange}`}
          </span>
        </Fact>
        {session === undefined ? null : (
          <>
            <Fact term={t('detail.timeOfDay')}>{t(TIME_LABEL[session.timeOfDay], { ns: 'sessions' })}</Fact>
            <Fact term={t('detail.format')}>{t(FORMAT_LABEL[session.format], { ns: 'sessions' })}</Fact>
            <Fact term={t('detail.level')}>{t(LEVEL_LABEL[session.level], { ns: 'sessions' })}</Fact>
            {session.maxParticipants > 0 ? (
              <Fact term={t('detail.places')}>
                {t('detail.placesValue', { left: session.placesLeft, total: session.maxParticipants })}
              </Fact>
            ) : null}
          </>
        )}
        <Fact term={t('detail.location')}>
          <span dir="auto">{course.location}</span>
        </Fact>
        <Fact term={t('detail.rating')}>
          <RatingText average={rating.average} count={rating.count} />
        </Fact>
      </dl>
      <div className="mt-5 flex flex-col gap-3">
        {session === undefined ? null : <EnrollAction courseId={course.id} state={session.state} />}
        <FavoriteButton course={course} />
        {session !== undefined && canEnroll(session.state) ? (
          <IcsLink session={session} description={course.description} location={course.location} />
        ) : null}
      </div>
    </div>
  );
}
