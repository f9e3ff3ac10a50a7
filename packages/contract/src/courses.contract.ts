import { z } from 'zod';

import { c } from './contract-instance.js';
import { definedByUs, errors } from './responses.js';
import { docs } from './route-docs.js';
import { IdParamSchema } from './schemas/common.schemas.js';
import {
  CourseListQuerySchema,
  CourseReceivedSchema,
  RelatedCoursesQuerySchema,
} from './schemas/course.schemas.js';

export const coursesContract = c.router({
  list: {
    method: 'GET',
    path: '/courses/AllCourses',
    metadata: docs(7),
    summary: 'Every course; the site asks for status=PUBLISHED',
    description:
      'Courses in lists (here, related courses, favorites, the search index) leave out the detail tabs ' +
      '(instructor, programme, objectives, prerequisites, included): GET /courses/slug/{slug} has them.',
    query: CourseListQuerySchema,
    responses: { 200: z.array(CourseReceivedSchema) },
  },
  bySlug: {
    method: 'GET',
    path: '/courses/slug/:slug',
    metadata: docs(7),
    summary: 'One course by its slug',
    pathParams: z.object({ slug: z.string().min(1).max(200) }),
    responses: { 200: CourseReceivedSchema, ...errors(404) },
  },
  related: {
    method: 'GET',
    path: '/courses/:id/related',
    metadata: docs(2),
    summary: 'Further trainings to suggest after enrollment, same domain first',
    description: definedByUs('product rules 2: the success page suggests further trainings.'),
    pathParams: z.object({ id: IdParamSchema }),
    query: RelatedCoursesQuerySchema,
    responses: { 200: z.array(CourseReceivedSchema), ...errors(404) },
  },
  byId: {
    method: 'GET',
    path: '/courses/:id',
    metadata: docs(7),
    summary: 'One course by its id',
    pathParams: z.object({ id: IdParamSchema }),
    responses: { 200: CourseReceivedSchema, ...errors(404) },
  },
});
