/**
 * bench/sessions-filter: filtering + sorting + paging 10,000 courses with the domain's rules, as the
 * /sessions page does on every change. Prints the one-off preparation time and the median per call
 * for a set of filter combinations. Target: under 5 ms per call. Not a test.
 *
 *   pnpm --filter @formation/bench exec tsx sessions-filter.ts
 */
import type { CourseReceived } from '@formation/contract';
import {
  createPrng,
  DEFAULT_SESSION_FILTERS,
  indexSessions,
  listSessions,
  pick as pickWith,
  searchSessions,
  type SessionFilters,
} from '@formation/domain';

import { median } from './stats';

const COURSES = 10_000;
const RUNS = Number(process.env.RUNS ?? 200);
const TODAY = '2026-11-22';

// Deterministic data, shaped like the mock's `many` scenario.
const random = createPrng(42);
const pick = <T>(list: readonly T[]): T => pickWith(random, list);

const TITLES = [
  'Scrum Master PSM I',
  'PMP® – préparation',
  'ITIL® 4 Foundation',
  'Cybersécurité pour les PME',
  'IA générative',
  'Power BI',
  'Leadership',
  'Négociation commerciale',
];
const DOMAINS = [
  'Gestion de projet',
  'Cybersécurité',
  'Intelligence artificielle',
  'Management des systèmes d’information',
  'Commercial et relation client',
];
const TYPES = ['Présentiel', 'En ligne', 'Classe virtuelle', 'Hybride', 'Présentiel (Sfax)'];
const SCHEDULES = [
  'En journée (9h–17h)',
  'Week-end (samedi 9h–16h)',
  'After-work (18h–21h)',
  'Cours du soir (18h30–21h30)',
];
const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const courses: CourseReceived[] = Array.from({ length: COURSES }, (_, i) => {
  const price = 400 + Math.floor(random() * 40) * 100;
  const runs = 1 + Math.floor(random() * 3);
  const start = Math.floor(random() * 150) - 20;
  return {
    id: i + 1,
    title: `${pick(TITLES)} – session ${String(i + 1)}`,
    description: 'Une formation professionnelle certifiante, avec exercices pratiques et examen blanc.',
    originalPrice: price,
    discountedPrice: random() < 0.3 ? price - 200 : 0,
    duration: 1 + Math.floor(random() * 5),
    type: pick(TYPES),
    location: 'Tunis – Les Berges du Lac',
    image: null,
    generalSchedule: pick(SCHEDULES),
    slug: `course-${String(i + 1)}`,
    isBestSeller: random() < 0.1,
    domain: pick(DOMAINS),
    level: pick(LEVELS),
    ratingAverage: Math.round(random() * 50) / 10,
    ratingCount: Math.floor(random() * 10),
    maxParticipants: 16,
    enrolledCount: Math.floor(random() * 17),
    sessionDates: Array.from({ length: runs }, (_, run) => {
      const startDate = addDays(TODAY, start + run * 30);
      return { startDate, endDate: addDays(startDate, 1), timeRange: '09:00–17:00' };
    }),
  };
});

const prepStart = performance.now();
const index = indexSessions(listSessions(courses, TODAY, 'Formateur expert Formation Pro'));
const prepMs = performance.now() - prepStart;

const cases: [string, Partial<SessionFilters>][] = [
  ['no filter, by date', {}],
  ['format + time + level', { formats: ['online', 'hybrid'], times: ['afterwork'], levels: ['beginner'] }],
  ['search "securite pme", by price', { search: 'securite pme', sort: 'price-asc' }],
  [
    'price and date ranges, by rating, page 5',
    { priceMin: 1000, priceMax: 3000, from: '2026-12-01', to: '2027-02-28', sort: 'rating', page: 5 },
  ],
];

console.log(
  `${String(COURSES)} courses, ${String(index.sorted.date.length)} upcoming sessions; index built once in ${prepMs.toFixed(1)} ms`,
);
for (const [name, changes] of cases) {
  const filters = { ...DEFAULT_SESSION_FILTERS, ...changes };
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    total = searchSessions(index, filters).total;
    times.push(performance.now() - start);
  }
  console.log(`${name.padEnd(44)} median ${median(times).toFixed(3)} ms  (${String(total)} matches)`);
}
