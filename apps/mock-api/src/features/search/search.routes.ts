import { asc, desc, eq } from 'drizzle-orm';

import { contract } from '@formation/contract';

import { feature } from '../../core/handlers';
import { articles, courses, pages } from '../../db/schema';
import { toArticle } from '../../views/article.view';
import { coursesReceived } from '../../views/course.view';

/**
 * Product rules 7: the global search reads published courses, up to 1000 articles (page 1) and the static
 * pages.
 */
export const SEARCH_ARTICLES_LIMIT = 1000;

export const searchFeature = feature(contract.search, {
  index: async ({ call }) => {
    const { db, clock } = call.store;
    const published = db
      .select()
      .from(courses)
      .where(eq(courses.status, 'PUBLISHED'))
      .orderBy(asc(courses.id))
      .all();
    return {
      status: 200,
      body: {
        courses: coursesReceived(db, published, clock.today()),
        articles: db
          .select()
          .from(articles)
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(SEARCH_ARTICLES_LIMIT)
          .all()
          .map(toArticle),
        pages: db.select().from(pages).orderBy(asc(pages.href)).all(),
      },
    };
  },
});
