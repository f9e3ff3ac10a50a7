import { linksOf } from '@/app/site-pages';
import type { CategorySlug } from '@/shared/site/catalogue-categories';
import { SOLUTIONS_MENU } from '@/shared/site/solution-pages';

/** The four categories of the Formations mega-menu (product rules 2), each with four programme links. */
export const MEGA_MENU_CATEGORIES: readonly CategorySlug[] = [
  'innovation-digitale',
  'intelligence-artificielle-avancee',
  'leadership-management',
  'entrepreneuriat',
];
export const PROGRAMME_LINKS_PER_CATEGORY = 4;

/** Product rules 2: Solutions, inter-company and intra-company: the solutions feature's own menu. */
export { SOLUTIONS_MENU } from '@/shared/site/solution-pages';

/** Product rules 2: every item of the You-are menu points to /under-construction. */
export const YOU_ARE_MENU = [
  'nav.youAreMenu.enterprise',
  'nav.youAreMenu.individual',
  'nav.youAreMenu.sme',
  'nav.youAreMenu.public',
  'nav.youAreMenu.student',
] as const;

/** The header's and drawer's links of their own (the page registry says which, in which order). */
export const PLAIN_LINKS = linksOf('header').map(({ label, path }) => [label, path] as const);

export const COMPANY_LINKS = linksOf('header-company').map(({ label, path }) => [label, path] as const);

/** The same links in one list (footer, drawer). */
export const SOLUTION_LINKS = SOLUTIONS_MENU.flatMap((group) => [...group.items]);
