import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';

import { enrollButton, enrollmentSession } from '@formation/domain';

import { paths } from '@/config/paths';
import { AlreadyEnrolled } from '@/features/enrollment/components/already-enrolled';
import { CourseFacts } from '@/features/enrollment/components/course-facts';
import { EnrollmentForm } from '@/features/enrollment/components/enrollment-form';
import { PaymentReturn } from '@/features/enrollment/components/payment-return';
import { courseQuery, hasPaymentQuery } from '@/features/enrollment/data/enrollment-queries';
import { ApiRequestError } from '@/shared/api/api-error';
import { useAuth } from '@/shared/auth/use-auth';
import { siteClock } from '@/shared/site/site-clock';
import { buttonClass } from '@/shared/ui/button-class';
import { ButtonLink } from '@/shared/ui/button-link';
import { ErrorAlert } from '@/shared/ui/error-alert';
import { ErrorView } from '@/shared/ui/error-view';
import { LoadingView } from '@/shared/ui/loading-view';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';

function positiveId(text: string | null | undefined): number | null {
  if (text === null || text === undefined || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** /session/{id}/enroll (product rules 2): pre-registration for a course's next session. */
export function EnrollmentPage() {
  const { t } = useTranslation('enrollment');
  const courseId = positiveId(useParams().id);
  const [searchParams] = useSearchParams();
  const paymentId = positiveId(searchParams.get('payment'));
  const auth = useAuth();
  const user = auth.status === 'authenticated' ? auth.user : null;
  // The API's time when the page opened: the appointment days and hours offered count from it, and
  // do not move while the visitor fills the form in.
  const [now] = useState(() => new Date(siteClock.now()));
  const today = now.toISOString().slice(0, 10);

  const course = useQuery({ ...courseQuery(courseId ?? 0), enabled: courseId !== null });
  const hasPayment = useQuery({
    ...hasPaymentQuery(user?.id ?? 0, courseId ?? 0),
    enabled: user !== null && courseId !== null,
  });

  let content;
  if (courseId === null || (course.error instanceof ApiRequestError && course.error.status === 404)) {
    content = (
      <div className="flex flex-col items-start gap-4">
        <ErrorAlert message={t('enroll.notFound')} />
        <ButtonLink to={paths.sessions}>{t('enroll.browseSessions')}</ButtonLink>
      </div>
    );
  } else if (course.isPending) {
    content = <LoadingView />;
  } else if (course.isError) {
    // Product rules 8: 'Failed to load course data', with a retry.
    content = <ErrorView message={t('enroll.loadError')} onRetry={() => void course.refetch()} />;
  } else {
    const session = enrollmentSession(course.data, today);
    const facts = <CourseFacts course={course.data} sessionDate={session.startDate} />;
    const button = enrollButton({
      state: session.state,
      checking: user !== null && hasPayment.isPending,
      hasPayment: hasPayment.data?.hasPayment ?? false,
    });
    if (paymentId !== null && user !== null) {
      content = (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <PaymentReturn paymentId={paymentId} courseId={courseId} />
          <aside>{facts}</aside>
        </div>
      );
    } else if (button === 'ended' || button === 'full' || button === 'already-enrolled') {
      content = (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          {button === 'already-enrolled' ? (
            <AlreadyEnrolled courseId={courseId} />
          ) : (
            <section className="flex flex-col items-start gap-4 self-start rounded-xl border border-slate-200 bg-slate-50 p-5">
              <p role="status" className="font-semibold text-ink">
                {t(button === 'ended' ? 'enroll.closed.ended' : 'enroll.closed.full')}
              </p>
              <button type="button" disabled className={buttonClass('inactive', 'lg')}>
                {t(button === 'ended' ? 'enroll.button.ended' : 'enroll.button.full')}
              </button>
              <ButtonLink to={paths.sessions} variant="secondary">
                {t('enroll.browseSessions')}
              </ButtonLink>
            </section>
          )}
          <aside>{facts}</aside>
        </div>
      );
    } else {
      content = (
        <EnrollmentForm
          key={`${String(courseId)}-${String(user?.id ?? 0)}`}
          course={course.data}
          user={user}
          now={now}
          sessionSlot={facts}
          checking={button === 'checking'}
        />
      );
    }
  }

  return (
    <>
      <PageMeta title={t('enroll.meta.title')} description={t('enroll.meta.description')} />
      <PageHero
        eyebrow={t('enroll.eyebrow')}
        title={
          course.data === undefined ? t('enroll.title') : t('enroll.titleFor', { course: course.data.title })
        }
        lead={t('enroll.lead')}
      />
      <div className="mx-auto max-w-7xl px-4 py-10">{content}</div>
    </>
  );
}
