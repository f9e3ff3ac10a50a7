import { and, asc, eq, ne } from 'drizzle-orm';

import { contract } from '@formation/contract';

import { notFound } from '../../api-error';
import { feature } from '../../core/handlers';
import { courses } from '../../db/schema';
import { courseReceived, coursesReceived, findCourse } from '../../views/course.view';

export const coursesFeature = feature(contract.courses, {
  list: async ({ query, call }) => {
    const { db, clock } = call.store;
    const rows = db
      .select()
      .from(courses)
      .where(query.status === undefined ? undefined : eq(courses.status, query.status))
      .orderBy(asc(courses.id))
      .all();
    return { status: 200, body: coursesReceived(db, rows, clock.today()) };
  },
  bySlug: async ({ params, call }) => {
    const { db, clock } = call.store;
    const row = db.select().from(courses).where(eq(courses.slug, params.slug)).get();
    if (row === undefined) throw notFound('Course');
    return { status: 200, body: courseReceived(db, row, clock.today()) };
  },
  byId: async ({ params, call }) => {
    const { db, clock } = call.store;
    const row = findCourse(db, params.id);
    if (row === undefined) throw notFound('Course');
    return { status: 200, body: courseReceived(db, row, clock.today()) };
  },
  related: async ({ params, query, call }) => {
    const { db, clock } = call.store;
    const row = findCourse(db, params.id);
    if (row === undefined) throw notFound('Course');
    const today = clock.today();
    const others = db
      .select()
      .from(courses)
      .where(and(eq(courses.status, 'PUBLISHED'), ne(courses.id, row.id)))
      .orderBy(asc(courses.id))
      .all();
    const upcoming = (c: (typeof others)[number]) => c.sessionDates.some((d) => d.startDate > today);
    // Same domain first, then the rest; upcoming sessions only; stable order by id.
    const ranked = [
      ...others.filter((c) => c.domain === row.domain && upcoming(c)),
      ...others.filter((c) => c.domain !== row.domain && upcoming(c)),
    ].slice(0, query.limit);
    return { status: 200, body: coursesReceived(db, ranked, today) };
  },
});
