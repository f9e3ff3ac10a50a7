import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Enrollment } from '@formation/contract';
import { formatDinars } from '@formation/domain';

import { paths } from '@/config/paths';
import { StatusBadge } from '@/features/enrollment/components/status-badge';
import { myEnrollmentsQuery } from '@/features/enrollment/data/enrollment-queries';
import { isolate } from '@/features/enrollment/data/isolate';
import { RestrictedView } from '@/shared/auth/restricted-view';
import { useAuth } from '@/shared/auth/use-auth';
import { formatLongDate, intlLocale } from '@/shared/i18n/locale-format';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { QueryView } from '@/shared/ui/query-view';

/** What the learner does next for an enrollment (product rules 2, My courses). */
function NextStep({ enrollment }: { enrollment: Enrollment }) {
  const { t, i18n } = useTranslation('enrollment');
  if (enrollment.status === 'confirmed') {
    return <p className="text-sm text-emerald-800">{t('myCourses.next.confirmed')}</p>;
  }
  const amount = isolate(formatDinars(enrollment.totals.total, intlLocale(i18n.resolvedLanguage)));
  if (enrollment.paymentMethod === 'onsite') {
    return <p className="text-sm text-slate-800">{t('myCourses.next.onsite', { amount })}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-800">{t('myCourses.next.online')}</p>
      <Link
        to={paths.enroll(enrollment.courseId)}
        className="text-sm font-semibold text-brand-dark underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-dark"
      >
        {t('myCourses.next.pay')}
      </Link>
    </div>
  );
}

function EnrollmentCard({ enrollment }: { enrollment: Enrollment }) {
  const { t, i18n } = useTranslation('enrollment');
  const language = i18n.resolvedLanguage;
  const { course } = enrollment;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="my-course"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-lg font-bold text-ink">{course.title}</h3>
        <StatusBadge status={enrollment.status} />
      </div>
      <p className="text-sm text-slate-700">
        {course.nextSession === null
          ? t('myCourses.noDate')
          : t('myCourses.nextSession', { date: formatLongDate(course.nextSession, language) })}
        {' · '}
        {course.type}
        {' · '}
        {course.location}
      </p>
      <p className="text-sm text-slate-700">
        {t(`paymentMethod.${enrollment.paymentMethod}`)}
        {' · '}
        {t('myCourses.total', {
          amount: isolate(formatDinars(enrollment.totals.total, intlLocale(language))),
        })}
      </p>
      <NextStep enrollment={enrollment} />
      <Link
        to={paths.session(course.slug)}
        className="self-start text-sm font-semibold text-brand-dark underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-dark"
        aria-label={`${t('myCourses.see')} ${course.title}`}
      >
        {t('myCourses.see')}
      </Link>
    </li>
  );
}

function MyCoursesList() {
  const { t } = useTranslation('enrollment');
  const enrollments = useQuery(myEnrollmentsQuery());
  return (
    <section aria-labelledby="my-courses-list-title" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="my-courses-list-title" className="mb-5 text-2xl font-bold">
        {t('myCourses.listTitle')}
      </h2>
      <QueryView query={enrollments} isEmpty={() => false} empty="">
        {(list) =>
          list.length === 0 ? (
            <div className="flex flex-col items-start gap-4">
              <p className="text-slate-700">{t('myCourses.empty')}</p>
              <ButtonLink to={paths.sessions}>{t('myCourses.browse')}</ButtonLink>
            </div>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {list.map((enrollment) => (
                <EnrollmentCard key={enrollment.id} enrollment={enrollment} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}

/**
 * /mes-cours (product rules 2): the learner's courses, confirmed or pending; restricted to signed-in users.
 */
export function MyCoursesPage() {
  const { t } = useTranslation('enrollment');
  const auth = useAuth();
  return (
    <>
      <PageMeta title={t('myCourses.meta.title')} description={t('myCourses.meta.description')} />
      {auth.status === 'authenticated' ? (
        <>
          <PageHero title={t('myCourses.title')} lead={t('myCourses.lead')} />
          <MyCoursesList />
        </>
      ) : (
        <RestrictedView />
      )}
    </>
  );
}
