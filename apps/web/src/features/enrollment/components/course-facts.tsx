import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { CourseReceived } from '@formation/contract';
import { finalPrice, formatDinars, promoPrice } from '@formation/domain';

import { paths } from '@/config/paths';
import { formatLongDate, intlLocale } from '@/shared/i18n/locale-format';

/** The course being ordered: title, session date, format, place, duration and price per participant. */
export function CourseFacts({ course, sessionDate }: { course: CourseReceived; sessionDate: string }) {
  const { t, i18n } = useTranslation('enrollment');
  const language = i18n.resolvedLanguage;
  const promo = promoPrice(course);
  const rows: [string, ReactNode][] = [
    [t('enroll.course.session'), formatLongDate(sessionDate, language)],
    [t('enroll.course.format'), course.type],
    [t('enroll.course.location'), course.location],
    [t('enroll.course.duration'), t('enroll.course.days', { count: course.duration })],
    [
      t('enroll.course.price'),
      <span key="price" className="font-semibold">
        <span dir="ltr">{formatDinars(finalPrice(course), intlLocale(language))}</span>
        {promo === null ? null : (
          <>
            {' '}
            <s className="font-normal text-slate-500" dir="ltr">
              {formatDinars(course.originalPrice, intlLocale(language))}
            </s>
          </>
        )}
      </span>,
    ],
  ];
  return (
    <section
      aria-labelledby="course-facts-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-sm font-semibold text-brand-dark">{t('enroll.course.title')}</p>
      <h2 id="course-facts-title" className="mt-1 text-lg font-bold text-ink">
        {course.title}
      </h2>
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={paths.session(course.slug)}
        className="mt-4 inline-block text-sm font-semibold text-brand-dark underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-dark"
      >
        {t('enroll.course.details')}
      </Link>
    </section>
  );
}
