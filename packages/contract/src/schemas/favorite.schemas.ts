import { z } from 'zod';

import { IdSchema, IsoDateTimeSchema } from './common.schemas.js';
import { CourseReceivedSchema } from './course.schemas.js';

/** Body of POST and DELETE /favorites/{courseId} (product rules 7: userId as an integer). */
export const FavoriteBodySchema = z.object({ userId: IdSchema });

/** A link between a user and a course; the list reply holds entries each with a course (product rules 3). */
export const FavoriteSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  courseId: IdSchema,
  createdAt: IsoDateTimeSchema,
  course: CourseReceivedSchema,
});
export type Favorite = z.infer<typeof FavoriteSchema>;

export const FavoriteRemovedSchema = z.object({
  userId: IdSchema,
  courseId: IdSchema,
  removed: z.literal(true),
});
