import { c } from './contract-instance.js';
import { definedByUs } from './responses.js';
import { docs } from './route-docs.js';
import { SearchIndexSchema } from './schemas/search.schemas.js';

export const searchContract = c.router({
  index: {
    method: 'GET',
    path: '/search/index',
    metadata: docs(7),
    summary: 'What the global search looks through: published courses, articles and static pages',
    description: definedByUs('the page helper of product rules 7, whose path and method are not shown.'),
    responses: { 200: SearchIndexSchema },
  },
});
