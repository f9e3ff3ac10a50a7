import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import type { Session } from '@formation/contract';
import {
  addMonths,
  canEnroll,
  collator,
  dateTimeFormat,
  groupByDay,
  monthGrid,
  monthOf,
  parseMonth,
  toSessions,
} from '@formation/domain';

import { paths } from '@/config/paths';
import { IcsLink } from '@/features/sessions/components/ics-link';
import { ProgrammeDialog } from '@/features/sessions/components/programme-dialog';
import { formatLongDate, intlLocale } from '@/shared/i18n/locale-format';
import { StateBadge } from '@/shared/sessions/session-facts';
import { LEGEND_STATES, STATE_LABEL, STATE_STYLE } from '@/shared/sessions/session-labels';
import { publishedCoursesQuery } from '@/shared/sessions/sessions-queries';
import { useToday } from '@/shared/site/use-today';
import { buttonClass } from '@/shared/ui/button-class';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { QueryView } from '@/shared/ui/query-view';

const monthHref = (month: string) => `${paths.calendar}?month=${month}`;

const navClass = `${buttonClass('secondary', 'sm')} inline-flex items-center gap-1`;

function SessionEntry({
  session,
  onTitle,
  compact,
}: {
  session: Session;
  onTitle: (session: Session) => void;
  compact: boolean;
}) {
  const { t, i18n } = useTranslation(['session-pages', 'sessions']);
  const date = formatLongDate(session.startDate, i18n.language);
  return (
    <div
      className={`flex flex-col gap-1 rounded-md border-s-4 p-1.5 text-start ${STATE_STYLE[session.state]}`}
    >
      <button
        type="button"
        onClick={() => {
          onTitle(session);
        }}
        className={`text-start font-semibold leading-snug underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-dark ${compact ? 'line-clamp-2 text-xs' : 'text-sm'}`}
        lang="fr"
        dir="auto"
      >
        {session.title}
      </button>
      {canEnroll(session.state) ? (
        <Link
          to={paths.enroll(session.courseId)}
          aria-label={t('calendar.enrollOn', { title: session.title, date })}
          className="text-xs font-medium underline focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          {compact
            ? dateTimeFormat(intlLocale(i18n.language), {
                day: 'numeric',
                month: 'short',
                timeZone: 'UTC',
              }).format(new Date(`${session.startDate}T00:00:00Z`))
            : date}
        </Link>
      ) : (
        <span className="text-xs">{compact ? t(STATE_LABEL[session.state], { ns: 'sessions' }) : date}</span>
      )}
    </div>
  );
}

/**
 * Arrow keys move between days (left and right mirrored in right-to-left pages, up and down by a
 * week), from a day or from anything inside it; Tab then reaches the day's titles and dates.
 */
function moveBetweenDays(event: KeyboardEvent<HTMLTableElement>): void {
  const cell = (event.target as HTMLElement).closest<HTMLTableCellElement>('td[data-index]');
  if (cell === null) return;
  const rtl = getComputedStyle(cell).direction === 'rtl';
  const steps: Record<string, number> = {
    ArrowRight: rtl ? -1 : 1,
    ArrowLeft: rtl ? 1 : -1,
    ArrowDown: 7,
    ArrowUp: -7,
  };
  const step = steps[event.key];
  if (step === undefined) return;
  const next = event.currentTarget.querySelector<HTMLTableCellElement>(
    `td[data-index="${String(Number(cell.dataset.index) + step)}"]`,
  );
  event.preventDefault();
  next?.focus();
}

/** Product rules 2: the sessions calendar, a month from Monday, with its legend; a list on small screens. */
export function SessionsCalendarPage() {
  const { t, i18n } = useTranslation(['session-pages', 'sessions']);
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const today = useToday();
  const month = parseMonth(params.get('month'), today);
  const query = useQuery(publishedCoursesQuery);
  const [open, setOpen] = useState<Session | null>(null);
  const id = useId();
  const locale = intlLocale(i18n.language);
  const defaultInstructor = t('card.defaultInstructor', { ns: 'sessions', brand: tc('brand.name') });

  const byDay = groupByDay(
    (query.data ?? [])
      .flatMap((course) => toSessions(course, today, defaultInstructor))
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || collator('fr').compare(a.title, b.title)),
  );
  const courses = new Map((query.data ?? []).map((course) => [course.id, course]));
  const weeks = monthGrid(month);
  const monthTitle = dateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  const weekday = (date: string, style: 'long' | 'short') =>
    dateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const daysOfMonth = weeks.flat().filter((day) => monthOf(day) === month && byDay.has(day));
  // The day the grid is entered on with Tab: today in this month, else the month's first day.
  const entryDay = monthOf(today) === month ? today : `${month}-01`;

  return (
    <>
      <PageMeta title={t('calendar.meta.title')} description={t('calendar.meta.description')} />
      <PageHero title={t('calendar.title')} lead={t('calendar.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-month`} className="text-2xl font-bold capitalize" aria-live="polite">
            {monthTitle}
          </h2>
          <nav aria-label={t('calendar.nav')} className="flex flex-wrap gap-2">
            <Link to={monthHref(addMonths(month, -1))} className={navClass}>
              <span aria-hidden="true" className="inline-block rtl:rotate-180">
                ‹
              </span>
              {t('calendar.previous')}
            </Link>
            <Link
              to={monthHref(monthOf(today))}
              className={navClass}
              aria-current={month === monthOf(today) ? 'date' : undefined}
            >
              {t('calendar.today')}
            </Link>
            <Link to={monthHref(addMonths(month, 1))} className={navClass}>
              {t('calendar.next')}
              <span aria-hidden="true" className="inline-block rtl:rotate-180">
                ›
              </span>
            </Link>
          </nav>
        </div>
        <section aria-labelledby={`${id}-legend`} className="mt-5">
          <h3 id={`${id}-legend`} className="sr-only">
            {t('calendar.legend')}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {LEGEND_STATES.map((state) => (
              <li key={state}>
                <StateBadge state={state} />
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-6">
          <QueryView query={query} isEmpty={() => false} empty="">
            {() => (
              <>
                <table
                  aria-labelledby={`${id}-month`}
                  aria-describedby={`${id}-keys`}
                  onKeyDown={moveBetweenDays}
                  className="hidden w-full table-fixed border-collapse md:table"
                >
                  <thead>
                    <tr>
                      {(weeks[0] ?? []).map((day) => (
                        <th
                          key={day}
                          scope="col"
                          className="border border-slate-200 bg-slate-50 p-2 text-sm font-semibold"
                        >
                          <abbr title={weekday(day, 'long')} className="no-underline">
                            {weekday(day, 'short')}
                          </abbr>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {weeks.map((week, row) => (
                      <tr key={week[0]}>
                        {week.map((day, column) => {
                          const inMonth = monthOf(day) === month;
                          const sessions = byDay.get(day) ?? [];
                          return (
                            <td
                              key={day}
                              data-index={row * 7 + column}
                              tabIndex={day === entryDay ? 0 : -1}
                              aria-current={day === today ? 'date' : undefined}
                              className={`h-32 border border-slate-200 p-1.5 align-top focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-dark ${inMonth ? 'bg-white' : 'bg-slate-50 text-slate-500'} ${day === today ? 'ring-2 ring-brand-dark ring-inset' : ''}`}
                            >
                              <p className="mb-1 text-end text-sm font-semibold">
                                <span className="sr-only">{formatLongDate(day, i18n.language)}</span>
                                <span aria-hidden="true">{Number(day.slice(8))}</span>
                              </p>
                              {inMonth ? (
                                <ul className="flex flex-col gap-1">
                                  {sessions.map((session) => (
                                    <li key={`${String(session.courseId)}-${session.startDate}`}>
                                      <SessionEntry session={session} onTitle={setOpen} compact />
                                    </li>
                                  ))}
                                </ul>
                              ) : null}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p id={`${id}-keys`} className="mt-2 hidden text-sm text-slate-600 md:block">
                  {t('calendar.keys')}
                </p>
                <div className="md:hidden">
                  {daysOfMonth.length === 0 ? (
                    <p className="text-slate-600">{t('calendar.emptyMonth')}</p>
                  ) : (
                    <ul className="flex flex-col gap-5">
                      {daysOfMonth.map((day) => (
                        <li key={day}>
                          <h3 className="mb-2 font-semibold capitalize">
                            {weekday(day, 'long')} {formatLongDate(day, i18n.language)}
                          </h3>
                          <ul className="flex flex-col gap-2">
                            {(byDay.get(day) ?? []).map((session) => (
                              <li
                                key={`${String(session.courseId)}-${session.startDate}`}
                                className="flex flex-col gap-1"
                              >
                                <SessionEntry session={session} onTitle={setOpen} compact={false} />
                                <div className="flex flex-wrap items-center gap-3 ps-2">
                                  <StateBadge state={session.state} />
                                  {canEnroll(session.state) ? (
                                    <IcsLink
                                      session={session}
                                      description={courses.get(session.courseId)?.description ?? ''}
                                      location={courses.get(session.courseId)?.location ?? ''}
                                    />
                                  ) : null}
                                </div>
                              </li>
                            ))}
                          </ul>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </>
            )}
          </QueryView>
        </div>
      </div>
      <ProgrammeDialog
        session={open}
        onClose={() => {
          setOpen(null);
        }}
      />
    </>
  );
}
