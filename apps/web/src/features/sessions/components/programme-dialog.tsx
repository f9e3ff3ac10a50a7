import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Session } from '@formation/contract';
import { canEnroll } from '@formation/domain';

import { paths } from '@/config/paths';
import { courseBySlugQuery } from '@/features/sessions/data/session-detail-queries';
import { Dialog } from '@/shared/ui/dialog';
import { ErrorView } from '@/shared/ui/error-view';
import { LoadingView } from '@/shared/ui/loading-view';

import { IcsLink } from './ics-link';

function Programme({ session }: { session: Session }) {
  const { t } = useTranslation('session-pages');
  const query = useQuery(courseBySlugQuery(session.slug));
  if (query.isPending) return <LoadingView />;
  if (query.isError) return <ErrorView onRetry={() => void query.refetch()} />;
  const course = query.data;
  return (
    <div className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto">
      {course.programme === undefined || course.programme.length === 0 ? (
        <p>{t('detail.tabs.none')}</p>
      ) : (
        <ol className="flex flex-col gap-3" lang="fr" dir="auto">
          {course.programme.map((module, index) => (
            <li key={module.title}>
              <p className="font-semibold text-ink">
                {t('detail.module', { number: index + 1 })} – {module.title}
              </p>
              <ul className="mt-1 list-disc ps-6 text-sm">
                {module.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Link to={paths.session(session.slug)} className="font-semibold text-brand-dark underline">
          {t('calendar.details')}
        </Link>
        {canEnroll(session.state) ? (
          <IcsLink session={session} description={course.description} location={course.location} />
        ) : null}
      </div>
    </div>
  );
}

/** Product rules 2: clicking a title in the calendar shows the programme. */
export function ProgrammeDialog({ session, onClose }: { session: Session | null; onClose: () => void }) {
  const { t } = useTranslation('session-pages');
  return (
    <Dialog
      open={session !== null}
      onClose={onClose}
      title={session === null ? '' : t('calendar.programmeOf', { title: session.title })}
    >
      {session === null ? null : <Programme session={session} />}
    </Dialog>
  );
}
