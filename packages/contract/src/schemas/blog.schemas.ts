import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, PageInfoSchema } from './common.schemas';

/** A blog article (spec 3): id, slug, title, excerpt, description, content. */
export const ArticleSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  description: z.string(),
  content: z.string().describe('HTML; the site sanitises it before rendering'),
  category: z.string().optional(),
  author: z.string().optional(),
  image: z.string().nullable().optional(),
  tags: z.array(z.string()).optional(),
  publishedAt: IsoDateTimeSchema.optional(),
  updatedAt: IsoDateTimeSchema.optional(),
});
export type Article = z.infer<typeof ArticleSchema>;

export const BlogListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(12),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  category: z
    .string()
    .max(80)
    .optional()
    .describe('Only the articles of exactly this category; the site does not send it'),
});

/** The list is under `results` or `data` (spec 7); the site reads either. */
export const BlogListReplySchema = PageInfoSchema.partial().extend({
  results: z.array(ArticleSchema).optional(),
  data: z.array(ArticleSchema).optional(),
});
export type BlogListReply = z.infer<typeof BlogListReplySchema>;
