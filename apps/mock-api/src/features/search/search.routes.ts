import { contract } from '@formation/contract';

import { feature } from '../../core/handlers';
import { newestArticles } from '../../repositories/articles.repository';
import { coursesOfStatus } from '../../repositories/courses.repository';
import { allPages } from '../../repositories/site-content.repository';
import { toArticle } from '../../views/article.view';
import { coursesReceived } from '../../views/course.view';

/**
 * Product rules 7: the global search reads published courses, up to 1000 articles (page 1) and the static
 * pages.
 */
export const SEARCH_ARTICLES_LIMIT = 1000;

export const searchFeature = feature(
  contract.search,
  {
    index: async ({ call }) => {
      const { db, clock } = call.store;
      const published = coursesOfStatus(db, 'PUBLISHED');
      return {
        status: 200,
        body: {
          courses: coursesReceived(db, published, clock.today()),
          articles: newestArticles(db, SEARCH_ARTICLES_LIMIT).map(toArticle),
          pages: allPages(db),
        },
      };
    },
  },
  { facts: { index: { shows: ['courses', 'blog'] } } },
);
