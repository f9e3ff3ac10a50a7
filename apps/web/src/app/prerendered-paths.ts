import { LEGAL_PAGES, MAIN_PAGES } from '@/config/main-pages';
import { paths } from '@/config/paths';
import { CATEGORY_SLUGS } from '@/shared/site/catalogue-categories';
import { DOMAIN_PAGES } from '@/shared/site/domain-pages';
import { SOLUTION_PAGES } from '@/shared/site/solution-pages';

/**
 * The public pages of the route table that the build writes as HTML, besides one page per published
 * course and per article (their slugs come from the API at build time). Restricted and personal
 * pages (profile, my courses, favorites, enrollment, verification, a new password's link) are left
 * to the browser: their content is the visitor's own.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  ...new Set([
    paths.home,
    paths.formations,
    paths.solutions,
    ...MAIN_PAGES.map(([, path]) => path),
    ...LEGAL_PAGES.map(([, path]) => path),
    paths.underConstruction,
    ...CATEGORY_SLUGS.map((slug) => paths.category(slug)),
    ...DOMAIN_PAGES.map(({ path }) => path),
    ...SOLUTION_PAGES.map(({ path }) => path),
    paths.login,
    paths.signup,
    paths.resetPassword,
  ]),
];
