import { paths } from '@/config/paths';

/**
 * The domain pages and topic pages of product rules 2 (route table): five domains under /formations/…, two of
 * them coming-soon placeholders, and the cybersecurity, management and AI topic pages. The words of every
 * page live in the namespace `pages-domains` under `pages.<id>.*` (fr, en, ar); the facts live here.
 */
export const DOMAIN_IDS = [
  'gestion-de-projet',
  'intelligence-artificielle',
  'cybersecurite',
  'management-si',
  'commercial',
  'cyber-isaca',
  'cyber-tests-intrusion',
  'management-pmp',
  'management-prince2',
  'management-methodes-agiles',
  'management-scrum-master',
  'ia-rh',
  'ia-managers',
  'ia-marketing',
] as const;

export type DomainId = (typeof DOMAIN_IDS)[number];

export interface DomainPageEntry {
  readonly id: DomainId;
  /** The route of the page (product rules 2). */
  readonly path: string;
  /** A domain page, or a topic page under a domain. */
  readonly kind: 'domain' | 'topic';
  /** A placeholder that says honestly the programme opens soon. */
  readonly comingSoon: boolean;
  /** The domain a topic page belongs to (breadcrumb). */
  readonly parentId?: DomainId;
  /** The term passed to /sessions?search=… by the page's "see the sessions" action. */
  readonly sessionSearch: string;
  /** Pages linked under "see also"; a coming-soon page links only to pages that are open. */
  readonly relatedIds: readonly DomainId[];
}

export const DOMAIN_PAGES = [
  // ───────────── Domains ─────────────
  {
    id: 'gestion-de-projet',
    path: '/formations/gestion-de-projet',
    kind: 'domain',
    comingSoon: false,
    sessionSearch: 'gestion de projet',
    relatedIds: [
      'management-pmp',
      'management-prince2',
      'management-methodes-agiles',
      'management-scrum-master',
    ],
  },
  {
    id: 'intelligence-artificielle',
    path: '/formations/intelligence-artificielle',
    kind: 'domain',
    comingSoon: false,
    sessionSearch: 'intelligence artificielle',
    relatedIds: ['ia-rh', 'ia-managers', 'ia-marketing', 'cybersecurite'],
  },
  {
    id: 'cybersecurite',
    path: '/formations/cybersecurite',
    kind: 'domain',
    comingSoon: false,
    sessionSearch: 'cybersécurité',
    relatedIds: ['cyber-isaca', 'cyber-tests-intrusion', 'intelligence-artificielle', 'management-si'],
  },
  {
    id: 'management-si',
    path: '/formations/management-si',
    kind: 'domain',
    comingSoon: true,
    sessionSearch: 'systèmes d’information',
    relatedIds: ['cyber-isaca', 'cybersecurite', 'gestion-de-projet'],
  },
  {
    id: 'commercial',
    path: '/formations/commercial',
    kind: 'domain',
    comingSoon: true,
    sessionSearch: 'commercial',
    relatedIds: ['ia-marketing', 'ia-managers', 'gestion-de-projet'],
  },
  // ───────────── Cybersecurity topics ─────────────
  {
    id: 'cyber-isaca',
    path: '/formations/cyber/isaca',
    kind: 'topic',
    comingSoon: false,
    parentId: 'cybersecurite',
    sessionSearch: 'ISACA',
    relatedIds: ['cyber-tests-intrusion', 'cybersecurite', 'management-si'],
  },
  {
    id: 'cyber-tests-intrusion',
    path: '/formations/cyber/tests-intrusion',
    kind: 'topic',
    comingSoon: false,
    parentId: 'cybersecurite',
    sessionSearch: 'intrusion',
    relatedIds: ['cyber-isaca', 'cybersecurite'],
  },
  // ───────────── Management topics ─────────────
  {
    id: 'management-pmp',
    path: '/formations/management/pmp',
    kind: 'topic',
    comingSoon: false,
    parentId: 'gestion-de-projet',
    sessionSearch: 'PMP',
    relatedIds: ['management-prince2', 'management-methodes-agiles', 'gestion-de-projet'],
  },
  {
    id: 'management-prince2',
    path: '/formations/management/prince2',
    kind: 'topic',
    comingSoon: false,
    parentId: 'gestion-de-projet',
    sessionSearch: 'PRINCE2',
    relatedIds: ['management-pmp', 'management-methodes-agiles', 'gestion-de-projet'],
  },
  {
    id: 'management-methodes-agiles',
    path: '/formations/management/methodes-agiles',
    kind: 'topic',
    comingSoon: false,
    parentId: 'gestion-de-projet',
    sessionSearch: 'agile',
    relatedIds: ['management-scrum-master', 'management-pmp', 'management-prince2', 'gestion-de-projet'],
  },
  {
    id: 'management-scrum-master',
    path: '/formations/management/scrum-master',
    kind: 'topic',
    comingSoon: false,
    parentId: 'gestion-de-projet',
    sessionSearch: 'Scrum',
    relatedIds: ['management-methodes-agiles', 'management-pmp', 'gestion-de-projet'],
  },
  // ───────────── AI topics ─────────────
  {
    id: 'ia-rh',
    path: '/formations/ia/rh',
    kind: 'topic',
    comingSoon: false,
    parentId: 'intelligence-artificielle',
    sessionSearch: 'ressources humaines',
    relatedIds: ['ia-managers', 'ia-marketing', 'intelligence-artificielle'],
  },
  {
    id: 'ia-managers',
    path: '/formations/ia/managers',
    kind: 'topic',
    comingSoon: false,
    parentId: 'intelligence-artificielle',
    sessionSearch: 'IA managers',
    relatedIds: ['ia-rh', 'ia-marketing', 'intelligence-artificielle', 'gestion-de-projet'],
  },
  {
    id: 'ia-marketing',
    path: '/formations/ia/marketing',
    kind: 'topic',
    comingSoon: false,
    parentId: 'intelligence-artificielle',
    sessionSearch: 'IA marketing',
    relatedIds: ['ia-managers', 'ia-rh', 'intelligence-artificielle'],
  },
] as const satisfies readonly DomainPageEntry[];

/** One entry with its literal types: `comingSoon` tells the open pages from the placeholders. */
export type DomainPageLiteral = (typeof DOMAIN_PAGES)[number];
export type FullDomainId = Extract<DomainPageLiteral, { comingSoon: false }>['id'];
export type ComingSoonDomainId = Extract<DomainPageLiteral, { comingSoon: true }>['id'];

/** The entry of a page; every id has one (domains.data.test.ts). */
export function domainPage(id: DomainId): DomainPageLiteral {
  const entry = DOMAIN_PAGES.find((page) => page.id === id);
  if (entry === undefined) throw new Error(`Unknown domain page: ${id}`);
  return entry;
}

/** The link of the page's "see the sessions" action: /sessions?search=<term>. */
export function sessionsSearchHref(entry: Pick<DomainPageEntry, 'sessionSearch'>): string {
  return `${paths.sessions}?search=${encodeURIComponent(entry.sessionSearch)}`;
}
