import { sql } from 'drizzle-orm';

import type { Scenario } from '@formation/contract';

import { addDaysToDate } from '../clock';
import type { Db } from './database';
import { readMockState, writeMockState } from './mock-state';
import * as t from './schema';
import { insertSeedAccounts, insertSeedCoupons, insertSeedPages, seedAccountHashes } from './seed-parts';
import { SEED_ARTICLES } from './seed/articles.data';
import { SEED_COMMENTS } from './seed/comments.data';
import { SEED_COURSES } from './seed/courses.data';
import { SEED_INSTRUCTORS } from './seed/instructors.data';
import { generateManyCourses } from './seed/many-courses';
import type { SeedCourse } from './seed/seed-types';

export const MANY_COURSES = 10_000;
const MANY_SEED = 42;

/** Further runs of a course follow every 28 to 35 days, the same for a given course every time. */
function sessionDates(course: SeedCourse, today: string) {
  const gap = 28 + (course.slug.length % 8);
  const days = Math.max(1, Math.ceil(course.duration));
  return Array.from({ length: course.sessionCount }, (_, run) => {
    const startDate = addDaysToDate(today, course.startOffsetDays + run * gap);
    return { startDate, endDate: addDaysToDate(startDate, days - 1), timeRange: course.timeRange };
  });
}

function coursesFor(scenario: Scenario): SeedCourse[] {
  if (scenario === 'empty') return [];
  const base = [...SEED_COURSES];
  if (scenario === 'sold-out') return base.map((c) => ({ ...c, enrolledCount: c.maxParticipants }));
  if (scenario === 'many') return [...base, ...generateManyCourses(MANY_COURSES, MANY_SEED)];
  return base;
}

/**
 * Empties every table and seeds a scenario, all dates relative to `nowIso` (the mock clock), so the
 * same scenario and clock give the same rows, ids included.
 */
export async function seedDatabase(db: Db, scenario: Scenario, nowIso: string): Promise<number> {
  let generation = 0;
  const today = nowIso.slice(0, 10);
  const at = (daysAgo: number) => `${addDaysToDate(today, -daysAgo)}T09:00:00.000Z`;
  const hashes = await seedAccountHashes();

  db.transaction((tx) => {
    for (const table of t.TABLES_IN_DELETE_ORDER) tx.delete(table).run();
    // Fresh ids on every reset, so the same scenario always gives the same ids.
    tx.run(sql`DELETE FROM sqlite_sequence`);

    const userIds = insertSeedAccounts(tx, hashes, at(400));

    const courseIds = new Map<string, number>();
    for (const c of coursesFor(scenario)) {
      // Every column the seed holds as is, then those it works out: a new column needs nothing here.
      const {
        instructorKey,
        startOffsetDays: _start,
        sessionCount: _runs,
        timeRange: _hours,
        programme,
        objectives,
        prerequisites,
        included,
        ...columns
      } = c;
      const instructor = SEED_INSTRUCTORS[instructorKey] ?? null;
      const row = tx
        .insert(t.courses)
        .values({
          ...columns,
          instructor: instructor === null ? null : { ...instructor },
          programme: programme.map((m) => ({ title: m.title, topics: [...m.topics] })),
          objectives: [...objectives],
          prerequisites: [...prerequisites],
          included: [...included],
          sessionDates: sessionDates(c, today),
          createdAt: at(200),
          updatedAt: at(30),
        })
        .returning({ id: t.courses.id })
        .get();
      courseIds.set(c.slug, row.id);
    }

    for (const m of SEED_COMMENTS) {
      const courseId = courseIds.get(m.courseSlug);
      const userId = userIds.get(m.userKey);
      if (courseId === undefined || userId === undefined) continue;
      tx.insert(t.comments)
        .values({
          courseId,
          userId,
          content: m.content,
          rate: m.rate,
          createdAt: at(m.daysAgo),
          updatedAt: at(m.daysAgo),
        })
        .run();
    }

    if (scenario !== 'empty') {
      for (const a of SEED_ARTICLES) {
        tx.insert(t.articles)
          .values({
            slug: a.slug,
            title: a.title,
            excerpt: a.excerpt,
            description: a.description,
            content: a.content,
            category: a.category,
            author: a.author,
            image: a.image,
            tags: [...a.tags],
            publishedAt: at(-a.publishedOffsetDays),
            updatedAt: at(-a.publishedOffsetDays),
          })
          .run();
      }
      insertSeedCoupons(tx, (slug) => courseIds.get(slug), today);
    }

    insertSeedPages(tx);
    writeMockState(tx, 'scenario', scenario);
    // No longer the data set it may have been loaded from: a restart on that data set loads it again.
    writeMockState(tx, 'data-set', '');
    generation = Number(readMockState(tx, 'generation') ?? '0') + 1;
    writeMockState(tx, 'generation', String(generation));
  });
  return generation;
}
