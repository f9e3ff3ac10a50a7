import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { CourseReceived, Session } from '@formation/contract';
import { canEnroll } from '@formation/domain';

import { paths } from '@/config/paths';
import { IcsLink } from '@/features/sessions/components/ics-link';
import { formatLongDate } from '@/shared/i18n/locale-format';
import { StateBadge } from '@/shared/sessions/session-facts';
import { buttonClass } from '@/shared/ui/button-class';
import { Tabs } from '@/shared/ui/tabs';

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

/** The course's programme, objectives, calendar of sessions and what is included, as tabs. */
export function CourseTabs({ course, sessions }: { course: CourseReceived; sessions: readonly Session[] }) {
  const { t, i18n } = useTranslation('session-pages');
  const dateOf = (date: string) => formatLongDate(date, i18n.language);

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

  return <Tabs tabs={tabs} label={t('detail.tabs.label')} />;
}
