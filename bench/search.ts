/**
 * bench/search: the global search's matching and ranking (packages/domain) over an index of 10,000
 * courses, 1,000 articles and the site's static pages. Prints the median and p95 time per query for
 * 1-, 2- and 3-word queries (target: under 5 ms per query). Not a test.
 *
 *   pnpm --filter @formation/bench exec tsx search.ts
 */
import {
  articleSearchItem,
  courseSearchItem,
  createPrng,
  pageSearchItem,
  pick as pickWith,
  prepareSearchIndex,
  searchPrepared,
  type IndexedSearchItem,
} from '@formation/domain';

import { percentile } from './stats';

// The contract's entity types, as the domain's builders take them (the bench does not depend on the contract).
type CourseReceived = Parameters<typeof courseSearchItem>[0];
type Article = Parameters<typeof articleSearchItem>[0];
type PageEntry = Parameters<typeof pageSearchItem>[0];

const COURSES = 10_000;
const ARTICLES = 1_000;
const PAGES = 41;
const RUNS_PER_QUERY = 25;

const random = createPrng(2012);
const pick = <T>(items: readonly T[]): T => pickWith(random, items);

const TOPICS = [
  'PMP®',
  'PRINCE2®',
  'Scrum',
  'SAFe®',
  'ITIL® 4',
  'COBIT®',
  'TOGAF®',
  'Azure',
  'AWS',
  'Docker',
  'Kubernetes',
  'CISSP',
  'ISO 27001',
  'Power BI',
  'ISTQB®',
  'DevOps',
  'Kanban',
  'Lean Six Sigma',
  'Design Thinking',
  'OKR',
  'intelligence artificielle',
  'cybersécurité',
  'gestion de projet',
  'leadership',
  'management',
  'négociation',
];
const KINDS = [
  'Préparation à la certification',
  'Fondamentaux',
  'Atelier pratique',
  'Parcours avancé',
  'Initiation',
];
const AUDIENCES = ['pour managers', 'pour équipes RH', 'en entreprise', 'pour chefs de projet', 'pour PME'];
const FORMATS = ['Présentiel', 'En ligne', 'Hybride'];
const CATEGORIES = [
  'Gestion de projet et agilité',
  'Cybersécurité',
  'SI, cloud et data',
  'Leadership et management',
];

function course(id: number): CourseReceived {
  const topic = pick(TOPICS);
  return {
    id,
    title: `${pick(KINDS)} ${topic} ${pick(AUDIENCES)} (${String(id)})`,
    description: `Une formation ${pick(FORMATS).toLowerCase()} sur ${topic} : méthodes, cas pratiques et examen blanc.`,
    originalPrice: 900 + Math.floor(random() * 1500),
    discountedPrice: null,
    duration: 1 + Math.floor(random() * 5),
    type: pick(FORMATS),
    location: 'Tunis',
    image: null,
    generalSchedule: 'Semaine',
    slug: `formation-${String(id)}`,
    category: pick(CATEGORIES),
    isBestSeller: random() < 0.1,
  };
}

function article(id: number): Article {
  const topic = pick(TOPICS);
  return {
    id,
    slug: `article-${String(id)}`,
    title: `${topic} : ${String(3 + Math.floor(random() * 8))} conseils de nos formateurs`,
    excerpt: `Ce que nos formateurs retiennent de leurs sessions ${topic}.`,
    description: `Retour d’expérience sur ${topic} en Tunisie.`,
    content: '<p>…</p>',
    category: pick(CATEGORIES),
    tags: [topic, pick(TOPICS)],
  };
}

function page(id: number): PageEntry {
  const topic = pick(TOPICS);
  return {
    id: `page-${String(id)}`,
    title: `Page ${topic}`,
    description: `Tout sur ${topic}.`,
    href: `/p/${String(id)}`,
    category: 'Général',
  };
}

const urls = { course: (slug: string) => `/session/${slug}`, article: (slug: string) => `/blog/${slug}` };
const index: IndexedSearchItem[] = [
  ...Array.from({ length: COURSES }, (_, i) => courseSearchItem(course(i + 1), urls)),
  ...Array.from({ length: ARTICLES }, (_, i) => articleSearchItem(article(i + 1), urls)),
  ...Array.from({ length: PAGES }, (_, i) => pageSearchItem(page(i + 1))),
];

const QUERIES: Record<string, string[]> = {
  '1 word': ['pmp', 'scrum', 'securite', 'kubernetes', 'leadership', 'zzz'],
  '2 words': ['gestion projet', 'itil managers', 'power bi', 'azure pme', 'design thinking', 'scrum zzz'],
  '3 words': [
    'preparation certification pmp',
    'atelier docker equipes',
    'lean six sigma',
    'ia pour managers',
    'cissp chefs projet',
    'un deux trois',
  ],
};

// The site folds the index once, when its sources arrive; each keystroke then searches it.
const preparedAt = process.hrtime.bigint();
const prepared = prepareSearchIndex(index);
const prepareMs = Number(process.hrtime.bigint() - preparedAt) / 1e6;

// Warm up the JIT before measuring.
for (const query of Object.values(QUERIES).flat()) searchPrepared(prepared, query);

console.log(
  `Index: ${String(index.length)} items (${String(COURSES)} courses, ${String(ARTICLES)} articles, ${String(PAGES)} pages), folded once in ${prepareMs.toFixed(0)} ms`,
);
for (const [label, queries] of Object.entries(QUERIES)) {
  const times: number[] = [];
  for (const query of queries) {
    for (let run = 0; run < RUNS_PER_QUERY; run += 1) {
      const start = process.hrtime.bigint();
      searchPrepared(prepared, query);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(8)} median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms per query`,
  );
}
