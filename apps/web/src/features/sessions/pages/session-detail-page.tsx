import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import type { CourseReceived, Session } from '@formation/contract';
import { ratingSummary, resolveImageUrl, toSessions, truncateDescription } from '@formation/domain';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { siteAddress } from '@/config/site-base';
import { CommentsSection } from '@/features/sessions/components/comments-section';
import { CourseFactsCard } from '@/features/sessions/components/course-facts-card';
import { CourseInstructor } from '@/features/sessions/components/course-instructor';
import { CourseTabs } from '@/features/sessions/components/course-tabs';
import { SharePanel } from '@/features/sessions/components/share-panel';
import { courseJsonLd } from '@/features/sessions/data/course-structured-data';
import { courseBySlugQuery } from '@/features/sessions/data/session-detail-queries';
import { useComments } from '@/features/sessions/data/use-comments';
import { isNotFound } from '@/shared/api/api-error';
import { CourseBadge, DurationBadge, RatingText, StateBadge } from '@/shared/sessions/session-facts';
import { usePageUrl } from '@/shared/site/use-page-url';
import { useToday } from '@/shared/site/use-today';
import { buttonClass } from '@/shared/ui/button-class';
import { ErrorView } from '@/shared/ui/error-view';
import { JsonLd } from '@/shared/ui/json-ld';
import { LoadingView } from '@/shared/ui/loading-view';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';

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

function CourseDetail({ course }: { course: CourseReceived }) {
  const { t } = useTranslation(['session-pages', 'sessions']);
  const { t: tc } = useTranslation();
  const id = useId();
  const brand = tc('brand.name');
  const sessions = toSessions(course, useToday(), t('card.defaultInstructor', { ns: 'sessions', brand }));
  const session = mainSession(sessions);
  const url = usePageUrl()(paths.session(course.slug));
  // Absolute, for og:image and JSON-LD: an empty image is the site's own /placeholder.svg (product rules 7).
  const image = siteAddress(resolveImageUrl(course.image, env.images), env.siteUrl);
  const description = truncateDescription(course.description, 160);
  // Product rules 3: the mean of the comments' rates. Read from the comments this page shows (a real backend
  // sends no rating of its own); our rating fields only fill in until they arrive.
  const comments = useComments(course.id);
  const rating =
    comments.data === undefined
      ? { average: course.ratingAverage ?? 0, count: course.ratingCount ?? 0 }
      : ratingSummary(comments.data);

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
      {/* The course's own words are French, so they keep a French direction. */}
      <PageHero
        eyebrow={course.domain ?? course.category ?? brand}
        title={course.title}
        lead={course.description}
        lang="fr"
      >
        <div className="flex flex-wrap items-center gap-2">
          {session === undefined ? null : <StateBadge state={session.state} />}
          <CourseBadge badge={session?.badge ?? null} />
          <DurationBadge days={course.duration} />
          <RatingText average={rating.average} count={rating.count} />
        </div>
      </PageHero>
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
            <CourseTabs course={course} sessions={sessions} />
          </section>
          {course.instructor === null || course.instructor === undefined ? null : (
            <CourseInstructor instructor={course.instructor} />
          )}
          <CommentsSection courseId={course.id} />
        </div>
        <aside
          aria-labelledby={`${id}-facts`}
          className="flex flex-col gap-5 lg:sticky lg:top-4 lg:self-start"
        >
          <CourseFactsCard course={course} session={session} rating={rating} titleId={`${id}-facts`} />
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
