import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import type { CourseReceived, Enrollment } from '@formation/contract';
import { dateTimeFormat, finalPrice, formatDinars } from '@formation/domain';

import { paths } from '@/config/paths';
import { StatusBadge } from '@/features/enrollment/components/status-badge';
import { myEnrollmentsQuery, relatedCoursesQuery } from '@/features/enrollment/data/enrollment-queries';
import { useAuth } from '@/shared/auth/use-auth';
import { formatLongDate, intlLocale } from '@/shared/i18n/locale-format';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { PageSection } from '@/shared/ui/page-section';
import { QueryView } from '@/shared/ui/query-view';

function OrderRecap({ enrollment }: { enrollment: Enrollment }) {
  const { t, i18n } = useTranslation('enrollment');
  const language = i18n.resolvedLanguage;
  const appointment = dateTimeFormat(intlLocale(language), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Africa/Tunis',
  }).format(new Date(enrollment.appointmentTime));
  return (
    <PageSection id="order" title={t('success.order.title')}>
      <dl className="grid max-w-2xl grid-cols-1 gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{t('success.order.course')}</dt>
        <dd className="font-semibold text-ink">{enrollment.course.title}</dd>
        {enrollment.course.nextSession === null ? null : (
          <>
            <dt className="text-slate-600">{t('success.order.session')}</dt>
            <dd className="text-ink">{formatLongDate(enrollment.course.nextSession, language)}</dd>
          </>
        )}
        <dt className="text-slate-600">{t('success.order.appointment')}</dt>
        <dd className="text-ink">{appointment}</dd>
        <dt className="text-slate-600">{t('success.order.paymentMethod')}</dt>
        <dd className="text-ink">{t(`paymentMethod.${enrollment.paymentMethod}`)}</dd>
        <dt className="text-slate-600">{t('success.order.status')}</dt>
        <dd>
          <StatusBadge status={enrollment.status} />
        </dd>
        <dt className="text-slate-600">{t('success.order.total')}</dt>
        <dd className="font-bold text-ink" dir="ltr">
          {formatDinars(enrollment.totals.total, intlLocale(language))}
        </dd>
      </dl>
    </PageSection>
  );
}

function Suggestions({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation('enrollment');
  const language = i18n.resolvedLanguage;
  const related = useQuery(relatedCoursesQuery(courseId));
  return (
    <PageSection id="suggestions" title={t('success.suggestions.title')}>
      <QueryView query={related} isEmpty={(list) => list.length === 0} empty={t('success.suggestions.empty')}>
        {(list: CourseReceived[]) => (
          <ul className="grid list-none gap-4 ps-0! sm:grid-cols-2 lg:grid-cols-3">
            {list.map((course) => (
              <li
                key={course.id}
                className="mt-0! flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <p className="text-sm font-semibold text-brand-dark">{course.domain ?? course.category}</p>
                <h3 className="text-lg font-bold text-ink">{course.title}</h3>
                {course.nextSession === null || course.nextSession === undefined ? null : (
                  <p className="text-sm text-slate-600">
                    {t('success.suggestions.startsOn', {
                      date: formatLongDate(course.nextSession, language),
                    })}
                  </p>
                )}
                <p className="font-semibold text-ink" dir="ltr">
                  {formatDinars(finalPrice(course), intlLocale(language))}
                </p>
                <Link
                  to={paths.session(course.slug)}
                  aria-label={t('success.suggestions.see', { title: course.title })}
                  className="mt-auto text-sm font-semibold text-brand-dark underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-dark"
                >
                  {t('myCourses.see')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </PageSection>
  );
}

function positiveId(text: string | null): number | null {
  if (text === null || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/**
 * /enrollment-success (product rules 2): an advisor follows up within 24 hours; further trainings suggested.
 */
export function EnrollmentSuccessPage() {
  const { t } = useTranslation('enrollment');
  const [searchParams] = useSearchParams();
  const courseId = positiveId(searchParams.get('course'));
  const auth = useAuth();
  const enrollments = useQuery({ ...myEnrollmentsQuery(), enabled: auth.status === 'authenticated' });
  const enrollment = courseId === null ? undefined : enrollments.data?.find((e) => e.courseId === courseId);

  return (
    <>
      <PageMeta title={t('success.meta.title')} description={t('success.meta.description')} />
      <PageHero eyebrow={t('success.eyebrow')} title={t('success.title')} lead={t('success.lead')}>
        <ButtonLink to={paths.myCourses}>{t('success.myCourses')}</ButtonLink>
        <ButtonLink to={paths.sessions} variant="secondary">
          {t('success.sessions')}
        </ButtonLink>
      </PageHero>
      {enrollment === undefined ? null : <OrderRecap enrollment={enrollment} />}
      <PageSection id="next" title={t('success.next.title')}>
        <ul>
          {t('success.next.items', { returnObjects: true }).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>
      {courseId === null ? null : <Suggestions courseId={courseId} />}
    </>
  );
}
