import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import type { CourseReceived, Session } from '@formation/contract';
import {
  canEnroll,
  ratingSummary,
  resolveImageUrl,
  toSessions,
  truncateDescription,
} from '@formation/domain';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { CommentsSection } from '@/features/sessions/components/comments-section';
import { EnrollAction } from '@/features/sessions/components/enroll-action';
import { IcsLink } from '@/features/sessions/components/ics-link';
import { SharePanel } from '@/features/sessions/components/share-panel';
import { courseJsonLd } from '@/features/sessions/data/course-structured-data';
import { courseBySlugQuery } from '@/features/sessions/data/session-detail-queries';
import { useComments } from '@/features/sessions/data/use-comments';
import { isNotFound } from '@/shared/api/api-error';
import { formatLongDate } from '@/shared/i18n/locale-format';
import { FavoriteButton } from '@/shared/sessions/favorite-button';
import {
  CourseBadge,
  DurationBadge,
  PriceTag,
  RatingText,
  StateBadge,
} from '@/shared/sessions/session-facts';
import { FORMAT_LABEL, LEVEL_LABEL, TIME_LABEL } from '@/shared/sessions/session-labels';
import { usePageUrl } from '@/shared/site/use-page-url';
import { useToday } from '@/shared/site/use-today';
import { buttonClass } from '@/shared/ui/button-class';
import { ErrorView } from '@/shared/ui/error-view';
import { JsonLd } from '@/shared/ui/json-ld';
import { LoadingView } from '@/shared/ui/loading-view';
import { PageMeta } from '@/shared/ui/page-meta';
import { Tabs } from '@/shared/ui/tabs';

/** The session the page is about: the next one that has not started, else the latest (ended). */
export function mainSession(sessions: readonly Session[]): Session | undefined {
  return sessions.find((s) => s.state !== 'past') ?? sessions.at(-1);
}

function NotFound() {
  const { t } = useTranslation('session-pages');
  return (
    <>
      <PageMeta title={t('detail.notFound.meta')} description={t('detail.notFound.course')} />
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">{t('detail.notFound.session')}</h1>
        <p className="text-slate-700">{t('detail.notFound.course')}</p>
        <Link to={paths.sessions} className={buttonClass()}>
          {t('detail.notFound.back')}
        </Link>
      </section>
    </>
  );
}

function List({ items, empty }: { items: readonly string[] | undefined; empty: string }) {
  if (items === undefined || items.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="list-disc space-y-1.5 ps-6 text-slate-800" lang="fr" dir="auto">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-slate-100 py-2 last:border-b-0">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-sm font-semibold text-ink">{children}</dd>
    </div>
  );
}

function CourseDetail({ course }: { course: CourseReceived }) {
  const { t, i18n } = useTranslation(['session-pages', 'sessions']);
  const { t: tc } = useTranslation();
  const id = useId();
  const brand = tc('brand.name');
  const sessions = toSessions(course, useToday(), t('card.defaultInstructor', { ns: 'sessions', brand }));
  const session = mainSession(sessions);
  const url = usePageUrl()(paths.session(course.slug));
  // Absolute, for og:image and JSON-LD: an empty image is the site's own /placeholder.svg (product rules 7).
  const image = new URL(resolveImageUrl(course.image, env.images), env.siteUrl).href;
  const description = truncateDescription(course.description, 160);
  const dateOf = (date: string) => formatLongDate(date, i18n.language);
  const timeRange = course.sessionDates?.[0]?.timeRange;
  // Product rules 3: the mean of the comments' rates. Read from the comments this page shows (a real backend
  // sends no rating of its own); our rating fields only fill in until they arrive.
  const comments = useComments(course.id);
  const rating =
    comments.data === undefined
      ? { average: course.ratingAverage ?? 0, count: course.ratingCount ?? 0 }
      : ratingSummary(comments.data);

  const tabs = [
    {
      id: 'programme',
      label: t('detail.tabs.programme'),
      content:
        course.programme === undefined || course.programme.length === 0 ? (
          <p className="text-slate-600">{t('detail.tabs.none')}</p>
        ) : (
          <ol className="flex flex-col gap-4" lang="fr" dir="auto">
            {course.programme.map((module, index) => (
              <li key={module.title}>
                <h3 className="font-semibold text-ink">
                  {t('detail.module', { number: index + 1 })} – {module.title}
                </h3>
                <ul className="mt-1 list-disc space-y-1 ps-6 text-slate-700">
                  {module.topics.map((topic) => (
                    <li key={topic}>{topic}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        ),
    },
    {
      id: 'objectives',
      label: t('detail.tabs.objectives'),
      content: (
        <div className="flex flex-col gap-5">
          <List items={course.objectives} empty={t('detail.tabs.none')} />
          {course.prerequisites !== undefined && course.prerequisites.length > 0 ? (
            <div>
              <h3 className="mb-2 font-semibold">{t('detail.prerequisites')}</h3>
              <List items={course.prerequisites} empty={t('detail.tabs.none')} />
            </div>
          ) : null}
        </div>
      ),
    },
    {
      id: 'calendar',
      label: t('detail.tabs.calendar'),
      content: (
        <ul className="flex flex-col gap-3">
          {sessions.map((s, index) => (
            <li
              key={s.startDate}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
            >
              <div className="flex flex-col gap-1">
                <p className="font-semibold">
                  {t('detail.fromTo', { from: dateOf(s.startDate), to: dateOf(s.endDate) })}
                </p>
                <p className="text-sm text-slate-600" dir="auto">
                  {course.sessionDates?.[index]?.timeRange ?? course.generalSchedule}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <StateBadge state={s.state} />
                {canEnroll(s.state) ? (
                  <>
                    <IcsLink session={s} description={course.description} location={course.location} />
                    <Link to={paths.enroll(course.id)} className={buttonClass('primary', 'sm')}>
                      {t('enroll.now')}
                    </Link>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'included',
      label: t('detail.tabs.included'),
      content: <List items={course.included} empty={t('detail.tabs.none')} />,
    },
  ];

  return (
    <>
      <PageMeta
        title={t('detail.meta.title', { title: course.title })}
        shareTitle={course.title}
        description={description}
        image={image}
      />
      <JsonLd
        data={courseJsonLd({
          course,
          sessions,
          url,
          image,
          providerName: brand,
          providerUrl: env.siteUrl,
          rating,
        })}
      />
      {/* The shared hero's layout; the course's own words are French, so they keep a French direction. */}
      <section className="bg-gradient-to-br from-orange-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <p className="font-semibold text-brand-dark" lang="fr" dir="auto">
            {course.domain ?? course.category ?? tc('brand.name')}
          </p>
          <h1
            className="mt-2 max-w-3xl text-3xl font-extrabold leading-tight sm:text-4xl"
            lang="fr"
            dir="auto"
          >
            {course.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700" lang="fr" dir="auto">
            {course.description}
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-2">
            {session === undefined ? null : <StateBadge state={session.state} />}
            <CourseBadge badge={session?.badge ?? null} />
            <DurationBadge days={course.duration} />
            <RatingText average={rating.average} count={rating.count} />
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-10">
          {session?.state === 'past' ? (
            <p
              role="status"
              className="rounded-xl border border-slate-300 bg-slate-50 p-4 font-semibold text-slate-800"
            >
              {t('detail.ended')}
            </p>
          ) : null}
          <section aria-labelledby={`${id}-about`}>
            <h2 id={`${id}-about`} className="sr-only">
              {t('detail.about')}
            </h2>
            <Tabs tabs={tabs} label={t('detail.tabs.label')} />
          </section>
          {course.instructor === null || course.instructor === undefined ? null : (
            <section aria-labelledby={`${id}-instructor`} className="rounded-xl border border-slate-200 p-5">
              <h2 id={`${id}-instructor`} className="text-2xl font-bold">
                {t('detail.instructor')}
              </h2>
              <div className="mt-4 flex gap-4">
                {course.instructor.photo === null ? null : (
                  <img
                    src={resolveImageUrl(course.instructor.photo, env.images)}
                    alt=""
                    width={72}
                    height={72}
                    className="size-18 shrink-0 rounded-full object-cover"
                  />
                )}
                <div lang="fr" dir="auto">
                  <p className="font-semibold text-ink">{course.instructor.name}</p>
                  <p className="text-sm text-brand-dark">{course.instructor.title}</p>
                  <p className="mt-2 text-slate-700">{course.instructor.bio}</p>
                </div>
              </div>
            </section>
          )}
          <CommentsSection courseId={course.id} />
        </div>
        <aside
          aria-labelledby={`${id}-facts`}
          className="flex flex-col gap-5 lg:sticky lg:top-4 lg:self-start"
        >
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id={`${id}-facts`} className="text-xl font-bold">
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
                  <Fact term={t('detail.timeOfDay')}>
                    {t(TIME_LABEL[session.timeOfDay], { ns: 'sessions' })}
                  </Fact>
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
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <SharePanel url={url} title={course.title} />
          </div>
        </aside>
      </div>
    </>
  );
}

/** Product rules 2: /session/{slug}, the session (course) detail. */
export function SessionDetailPage() {
  const { slug = '' } = useParams();
  const query = useQuery(courseBySlugQuery(slug));
  if (query.isPending) return <LoadingView />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFound />;
    return <ErrorView onRetry={() => void query.refetch()} />;
  }
  return <CourseDetail course={query.data} />;
}
