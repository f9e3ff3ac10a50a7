import { z } from 'zod';

import { c } from './contract-instance.js';
import { errors } from './responses.js';
import { docs } from './route-docs.js';
import { ArticleSchema, BlogListQuerySchema, BlogListReplySchema } from './schemas/blog.schemas.js';

const bySlug = z.object({ slug: z.string().min(1).max(200) });

export const blogContract = c.router({
  list: {
    method: 'GET',
    path: '/blog',
    metadata: docs(7),
    summary: 'Articles, newest first, a page at a time',
    query: BlogListQuerySchema,
    responses: { 200: BlogListReplySchema },
  },
  bySlugShape: {
    method: 'GET',
    path: '/blog/slug/:slug',
    metadata: docs(7),
    summary: 'One article by its slug (the shape /blog/slug/{slug})',
    pathParams: bySlug,
    responses: { 200: ArticleSchema, ...errors(404) },
  },
  bySlug: {
    method: 'GET',
    path: '/blog/:slug',
    metadata: docs(7),
    summary: 'One article by its slug',
    pathParams: bySlug,
    responses: { 200: ArticleSchema, ...errors(404) },
  },
});
