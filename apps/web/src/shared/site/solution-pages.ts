import { paths } from '@/config/paths';

/**
 * The namespace that holds every word of the solution pages: `<id>.*`, plus `shared.*`, `cta.*`, `menu.*`.
 */
export const SOLUTIONS_NAMESPACE = 'pages-solutions';

/** Product rules 2: the nine solution pages under /solutions/ and the five additional solution pages. */
export const SOLUTION_IDS = [
  'sessions-presentiel',
  'sessions-en-ligne',
  'parcours-certifiants',
  'formations-sur-mesure',
  'accompagnement-projet',
  'coaching-individuel',
  'modules-e-learning',
  'webinaires',
  'ressources-digitales',
  'classes-distance',
  'classes-presentiel',
  'parcours-certifications',
  'solutions-sur-mesure',
  'coaching',
] as const;
export type SolutionId = (typeof SOLUTION_IDS)[number];

/** The eyebrow of each page: inter-company, intra-company or digital. */
export type SolutionGroup = 'inter' | 'intra' | 'digital';

/** The second call to action of a hero, when one fits: where it goes and its words (`cta.*`). */
export const SECONDARY_CTAS = {
  sessions: { to: paths.sessions, labelKey: 'cta.sessions' },
  calendar: { to: paths.calendar, labelKey: 'cta.calendar' },
  certifications: { to: paths.certifications, labelKey: 'cta.certifications' },
  formations: { to: paths.formations, labelKey: 'cta.formations' },
  blog: { to: paths.blog, labelKey: 'cta.blog' },
} as const;
export type SecondaryCta = keyof typeof SECONDARY_CTAS;

export interface SolutionPageFacts {
  id: SolutionId;
  path: string;
  group: SolutionGroup;
  /** Other solution pages shown at the bottom, in this order. */
  relatedIds: readonly SolutionId[];
  secondaryCta?: SecondaryCta;
}

/** The facts of every solution page; the words are in `pages-solutions` under `<id>.*`. */
export const SOLUTION_PAGES: readonly SolutionPageFacts[] = [
  {
    id: 'sessions-presentiel',
    path: '/solutions/sessions-presentiel',
    group: 'inter',
    relatedIds: ['classes-presentiel', 'sessions-en-ligne', 'parcours-certifiants'],
    secondaryCta: 'sessions',
  },
  {
    id: 'sessions-en-ligne',
    path: '/solutions/sessions-en-ligne',
    group: 'inter',
    relatedIds: ['classes-distance', 'sessions-presentiel', 'modules-e-learning'],
    secondaryCta: 'calendar',
  },
  {
    id: 'parcours-certifiants',
    path: '/solutions/parcours-certifiants',
    group: 'inter',
    relatedIds: ['parcours-certifications', 'sessions-presentiel', 'coaching-individuel'],
    secondaryCta: 'certifications',
  },
  {
    id: 'formations-sur-mesure',
    path: '/solutions/formations-sur-mesure',
    group: 'intra',
    relatedIds: ['solutions-sur-mesure', 'accompagnement-projet', 'coaching-individuel'],
    secondaryCta: 'formations',
  },
  {
    id: 'accompagnement-projet',
    path: '/solutions/accompagnement-projet',
    group: 'intra',
    relatedIds: ['formations-sur-mesure', 'coaching-individuel', 'parcours-certifiants'],
  },
  {
    id: 'coaching-individuel',
    path: '/solutions/coaching-individuel',
    group: 'intra',
    relatedIds: ['coaching', 'accompagnement-projet', 'parcours-certifiants'],
  },
  {
    id: 'modules-e-learning',
    path: '/solutions/modules-e-learning',
    group: 'digital',
    relatedIds: ['webinaires', 'ressources-digitales', 'sessions-en-ligne'],
    secondaryCta: 'formations',
  },
  {
    id: 'webinaires',
    path: '/solutions/webinaires',
    group: 'digital',
    relatedIds: ['ressources-digitales', 'modules-e-learning', 'parcours-certifiants'],
    secondaryCta: 'blog',
  },
  {
    id: 'ressources-digitales',
    path: '/solutions/ressources-digitales',
    group: 'digital',
    relatedIds: ['modules-e-learning', 'webinaires', 'parcours-certifiants'],
    secondaryCta: 'blog',
  },
  {
    id: 'classes-distance',
    path: '/classes-distance',
    group: 'inter',
    relatedIds: ['sessions-en-ligne', 'classes-presentiel', 'modules-e-learning'],
    secondaryCta: 'calendar',
  },
  {
    id: 'classes-presentiel',
    path: '/classes-presentiel',
    group: 'inter',
    relatedIds: ['sessions-presentiel', 'classes-distance', 'parcours-certifications'],
    secondaryCta: 'sessions',
  },
  {
    id: 'parcours-certifications',
    path: '/parcours-certifications',
    group: 'inter',
    relatedIds: ['parcours-certifiants', 'coaching-individuel', 'ressources-digitales'],
    secondaryCta: 'certifications',
  },
  {
    id: 'solutions-sur-mesure',
    path: '/solutions-sur-mesure',
    group: 'intra',
    relatedIds: ['formations-sur-mesure', 'accompagnement-projet', 'modules-e-learning'],
    secondaryCta: 'formations',
  },
  {
    id: 'coaching',
    path: '/coaching',
    group: 'intra',
    relatedIds: ['coaching-individuel', 'accompagnement-projet', 'solutions-sur-mesure'],
  },
];

/** The facts of one page; every id of SOLUTION_IDS has one (solutions.data.test.ts). */
export function solutionPage(id: SolutionId): SolutionPageFacts {
  const found = SOLUTION_PAGES.find((page) => page.id === id);
  if (found === undefined) throw new Error(`No solution page ${id}`);
  return found;
}

/**
 * Product rules 2: the header's Solutions menu. Labels are keys of the namespace `pages-solutions`
 * (`t(labelKey, { ns: SOLUTIONS_NAMESPACE })`).
 */
export const SOLUTIONS_MENU = [
  {
    group: 'inter',
    labelKey: 'menu.inter',
    items: [
      {
        id: 'sessions-presentiel',
        path: '/solutions/sessions-presentiel',
        labelKey: 'sessions-presentiel.label',
      },
      { id: 'sessions-en-ligne', path: '/solutions/sessions-en-ligne', labelKey: 'sessions-en-ligne.label' },
      {
        id: 'parcours-certifiants',
        path: '/solutions/parcours-certifiants',
        labelKey: 'parcours-certifiants.label',
      },
    ],
  },
  {
    group: 'intra',
    labelKey: 'menu.intra',
    items: [
      {
        id: 'formations-sur-mesure',
        path: '/solutions/formations-sur-mesure',
        labelKey: 'formations-sur-mesure.label',
      },
      {
        id: 'coaching-individuel',
        path: '/solutions/coaching-individuel',
        labelKey: 'coaching-individuel.label',
      },
    ],
  },
] as const satisfies readonly {
  group: SolutionGroup;
  labelKey: string;
  items: readonly { id: SolutionId; path: string; labelKey: `${SolutionId}.label` }[];
}[];
