import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { CourseReceived } from '@formation/contract';
import { listSessions, soonestSessions } from '@formation/domain';

import { useToday } from '@/shared/site/use-today';
import { QueryView } from '@/shared/ui/query-view';

import { SessionCard } from './session-card';
import { publishedCoursesQuery } from './sessions-queries';

/**
 * The soonest open sessions as the sessions list shows them (same card, same order, same search), for
 * the home page and the domain pages. It shares the list's cache entry, so going on to /sessions
 * loads nothing again.
 */
export function UpcomingSessionsList({
  limit,
  search = '',
  empty,
}: {
  limit: number;
  /** Only the sessions this search finds (the term of the page's 'see all' link). */
  search?: string;
  empty: string;
}) {
  const { t } = useTranslation('sessions');
  const { t: tc } = useTranslation();
  const defaultInstructor = t('card.defaultInstructor', { brand: tc('brand.name') });
  const today = useToday();
  const select = useCallback(
    (courses: CourseReceived[]) => ({
      sessions: soonestSessions(listSessions(courses, today, defaultInstructor), limit, search),
      courses: new Map(courses.map((course) => [course.id, course])),
    }),
    [defaultInstructor, limit, search, today],
  );
  const query = useQuery({ ...publishedCoursesQuery, select });
  return (
    <QueryView query={query} isEmpty={(data) => data.sessions.length === 0} empty={empty}>
      {({ sessions, courses }) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sessions.map((session) => (
            <li key={`${String(session.courseId)}-${session.startDate}`}>
              <SessionCard session={session} course={courses.get(session.courseId)} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
