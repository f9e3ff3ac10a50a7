import { z } from 'zod';

import { IdSchema, IsoDateTimeSchema } from './common.schemas.js';

export const COMMENT_MAX_LENGTH = 2000;
export const RATE_MIN = 1;
export const RATE_MAX = 5;

export const RateSchema = z.number().int().min(RATE_MIN).max(RATE_MAX);

/** A comment with its numeric rate (product rules 3). */
export const CommentSchema = z.object({
  id: IdSchema,
  content: z.string(),
  rate: RateSchema,
  courseId: IdSchema,
  userId: IdSchema,
  user: z.object({ id: IdSchema, fullName: z.string(), image: z.string().nullable() }),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Comment = z.infer<typeof CommentSchema>;

export const CreateCommentBodySchema = z.object({
  courseId: IdSchema,
  content: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
  rate: RateSchema,
});
export type CreateCommentBody = z.infer<typeof CreateCommentBodySchema>;

export const UpdateCommentBodySchema = CreateCommentBodySchema.omit({ courseId: true });
export type UpdateCommentBody = z.infer<typeof UpdateCommentBodySchema>;

export const DeletedReplySchema = z.object({ id: IdSchema, deleted: z.literal(true) });
