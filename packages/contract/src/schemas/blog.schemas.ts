import { z } from 'zod';

import { ours } from '../responses.js';
import { IdSchema, IsoDateTimeSchema } from './common.schemas.js';

/** A blog article (product rules 3): id, slug, title, excerpt, description, content. */
export const ArticleSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  description: z.string(),
  content: z.string().describe('HTML; the site sanitises it before rendering'),
  category: ours(z.string(), "the article's category", 'shows no category chip for it'),
  author: ours(z.string(), 'who wrote it', 'shows no author line'),
  image: ours(z.string().nullable(), 'its picture', 'shows no picture'),
  tags: ours(z.array(z.string()), 'keywords', 'shows no tags'),
  publishedAt: ours(IsoDateTimeSchema, 'when it was published', 'shows no date'),
  updatedAt: ours(IsoDateTimeSchema, 'when it last changed', 'does not use it'),
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

const pageInfo = (what: string) =>
  ours(z.number().int().nonnegative(), what, 'pages the articles it received itself');

/** The list is under `results` or `data` (product rules 7); the site reads either. */
export const BlogListReplySchema = z.object({
  total: pageInfo('articles in all'),
  page: pageInfo('this page'),
  limit: pageInfo('articles per page'),
  totalPages: pageInfo('pages in all'),
  results: z.array(ArticleSchema).optional(),
  data: z.array(ArticleSchema).optional(),
});
export type BlogListReply = z.infer<typeof BlogListReplySchema>;
