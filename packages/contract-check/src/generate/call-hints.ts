import type { Hints } from '@formation/zod-arbitraries';

import { pickCourse, type Samples } from '../discover-samples';
import type { PlannedRoute } from '../route-plan';

/** How many of the server's courses a field may take: enough to vary, few enough to repeat. */
const COURSES_HINTED = 5;

/**
 * Values the server holds, by field name, for one route's generated calls: a field with hints takes one
 * about two times in three, so calls reach the success paths and not only "not found". What a name
 * means depends on the resource (the path's first segment): `slug` is an article's under /blog.
 */
export function hintsFor(route: PlannedRoute, samples: Samples): Hints {
  const resource = route.path.split('/')[1] ?? '';
  const published = samples.courses.filter((c) => c.published);
  const first = pickCourse(samples);
  const courseIds = [
    ...new Set([...(first === null ? [] : [first.id]), ...published.map((c) => c.id)]),
  ].slice(0, COURSES_HINTED);
  const courseSlugs = samples.courses
    .flatMap((c) => (c.slug === null ? [] : [c.slug]))
    .slice(0, COURSES_HINTED);
  const userIds = samples.userId === null ? [] : [samples.userId];
  const hints: Record<string, readonly unknown[]> = { courseId: courseIds, userId: userIds };
  switch (resource) {
    case 'courses':
      hints.id = courseIds;
      hints.slug = courseSlugs;
      break;
    case 'users':
      hints.id = userIds;
      break;
    case 'blog':
      hints.slug = samples.articleSlug === null ? [] : [samples.articleSlug];
      break;
    default:
      break;
  }
  return hints;
}
