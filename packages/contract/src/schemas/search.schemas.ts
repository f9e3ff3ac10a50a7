import { z } from 'zod';

import { definedByUs } from '../responses.js';
import { SEARCH_ITEM_TYPES } from '../values.js';
import { ArticleSchema } from './blog.schemas.js';
import { IdSchema } from './common.schemas.js';
import { CourseReceivedSchema } from './course.schemas.js';

export const SearchItemTypeSchema = z.enum(SEARCH_ITEM_TYPES);

/** A result of the global search (product rules 3, Search item). */
export const SearchItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: SearchItemTypeSchema,
  description: z.string(),
  url: z.string(),
  badge: z.string(),
});
export type SearchItem = z.infer<typeof SearchItemSchema>;

/** A static page the global search knows (product rules 3, Page entry). */
export const PageEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  href: z.string(),
  category: z.string(),
});
export type PageEntry = z.infer<typeof PageEntrySchema>;

/** An entry of the site's built-in training catalogue (product rules 3). */
export const CatalogueEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  href: z.string(),
  duration: z.string(),
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  price: z.string().describe('Price text, e.g. "890 €", "Sur devis", "À partir de 500 €"'),
  shortDescription: z.string(),
  fullDescription: z.string(),
});
export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;

/** A recent search kept in the browser (product rules 3). */
export const RecentSearchSchema = z.object({ title: z.string(), url: z.string() });

/** The page helper's answer: courses, articles and pages lists (product rules 7). */
export const SearchIndexSchema = z
  .object({
    courses: z.array(CourseReceivedSchema),
    articles: z.array(ArticleSchema.extend({ id: IdSchema })),
    pages: z.array(PageEntrySchema),
  })
  .describe(definedByUs('GET /search/index: the page helper (product rules 7: path and method not shown)'));
export type SearchIndex = z.infer<typeof SearchIndexSchema>;
