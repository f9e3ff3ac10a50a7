import { contract } from '@formation/contract';

import { notFound } from '../../api-error';
import { feature } from '../../core/handlers';
import { courseSubject } from '../../core/route-facts';
import {
  coursesOfStatus,
  findCourseById,
  findCourseBySlug,
  publishedCoursesBut,
} from '../../repositories/courses.repository';
import { courseReceived, coursesReceived } from '../../views/course.view';

export const coursesFeature = feature(
  contract.courses,
  {
    list: async ({ query, call }) => {
      const { db, clock } = call.store;
      const rows = coursesOfStatus(db, query.status);
      return { status: 200, body: coursesReceived(db, rows, clock.today()) };
    },
    bySlug: async ({ params, call }) => {
      const { db, clock } = call.store;
      const row = findCourseBySlug(db, params.slug);
      if (row === undefined) throw notFound('Course');
      return { status: 200, body: courseReceived(db, row, clock.today()) };
    },
    byId: async ({ params, call }) => {
      const { db, clock } = call.store;
      const row = findCourseById(db, params.id);
      if (row === undefined) throw notFound('Course');
      return { status: 200, body: courseReceived(db, row, clock.today()) };
    },
    related: async ({ params, query, call }) => {
      const { db, clock } = call.store;
      const row = findCourseById(db, params.id);
      if (row === undefined) throw notFound('Course');
      const today = clock.today();
      const others = publishedCoursesBut(db, row.id);
      const upcoming = (c: (typeof others)[number]) => c.sessionDates.some((d) => d.startDate > today);
      // Same domain first, then the rest; upcoming sessions only; stable order by id.
      const ranked = [
        ...others.filter((c) => c.domain === row.domain && upcoming(c)),
        ...others.filter((c) => c.domain !== row.domain && upcoming(c)),
      ].slice(0, query.limit);
      return { status: 200, body: coursesReceived(db, ranked, today) };
    },
  },
  {
    facts: {
      // A list shows every course's rating: any comment drops it.
      list: { shows: ['courses'] },
      // One course shows its own rating only: a comment on another leaves it.
      bySlug: {
        shows: ['courses'],
        about: ({ answer }) => courseSubject((answer as { id?: unknown }).id),
        failures: { 404: () => notFound('Course') },
      },
      byId: {
        shows: ['courses'],
        about: ({ params }) => courseSubject(params.id),
        failures: { 404: () => notFound('Course') },
      },
      related: { shows: ['courses'], failures: { 404: () => notFound('Course') } },
    },
  },
);
