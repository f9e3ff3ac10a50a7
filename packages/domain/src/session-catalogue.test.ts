import { describe, expect, it } from 'vitest';

import type { CourseReceived } from '@formation/contract';

import {
  DEFAULT_SESSION_FILTERS,
  filterSessions,
  listSessions,
  sessionDomains,
  soonestSessions,
  sortSessions,
  type SessionFilters,
} from './session-catalogue';
import { indexSessions, pageOf, searchSessions } from './session-index';

const today = '2026-11-22';

function course(id: number, overrides: Partial<CourseReceived>): CourseReceived {
  return {
    id,
    title: `Formation ${String(id)}`,
    description: 'Une formation professionnelle.',
    originalPrice: 1000,
    discountedPrice: 0,
    duration: 2,
    type: 'Présentiel',
    location: 'Tunis',
    image: null,
    generalSchedule: 'En journée (9h–17h)',
    slug: `formation-${String(id)}`,
    isBestSeller: false,
    domain: 'Gestion de projet',
    level: 'beginner',
    ratingAverage: 4,
    ratingCount: 2,
    maxParticipants: 12,
    enrolledCount: 2,
    sessionDates: [{ startDate: '2026-12-01', endDate: '2026-12-02', timeRange: '09:00–17:00' }],
    ...overrides,
  };
}

const courses: CourseReceived[] = [
  course(1, {
    title: 'Scrum Master PSM I',
    type: 'Classe virtuelle',
    generalSchedule: 'After-work (18h–21h)',
    level: 'intermediate',
    domain: 'Innovation digitale',
    originalPrice: 1650,
    discountedPrice: 1390,
    ratingAverage: 4.5,
    ratingCount: 4,
    sessionDates: [
      { startDate: '2026-11-10', endDate: '2026-11-11', timeRange: '18:00–21:00' },
      { startDate: '2026-12-06', endDate: '2026-12-07', timeRange: '18:00–21:00' },
      { startDate: '2027-01-05', endDate: '2027-01-06', timeRange: '18:00–21:00' },
    ],
  }),
  course(2, {
    title: 'PMP – préparation à la certification',
    type: 'Hybride',
    generalSchedule: 'Week-end (samedi 9h–16h)',
    level: 'advanced',
    originalPrice: 2900,
    ratingAverage: 4.5,
    ratingCount: 9,
    description: 'Les 35 heures de formation exigées par le PMI.',
    sessionDates: [{ startDate: '2026-12-02', endDate: '2026-12-07', timeRange: '09:00–16:00' }],
  }),
  course(3, {
    title: 'Cybersécurité pour les PME',
    type: 'Présentiel',
    level: 'expert',
    domain: 'Cybersécurité',
    originalPrice: 950,
    ratingAverage: 3,
    ratingCount: 1,
    sessionDates: [{ startDate: '2026-11-22', endDate: '2026-11-22', timeRange: '09:00–17:00' }],
  }),
  course(4, {
    title: 'Sécurité des applications web',
    domain: 'Cybersécurité',
    originalPrice: 950,
    ratingAverage: 0,
    ratingCount: 0,
    sessionDates: [{ startDate: '2027-02-01', endDate: '2027-02-01', timeRange: '09:00–17:00' }],
  }),
];

const listed = listSessions(courses, today, 'Formateur expert');
const filters = (changes: Partial<SessionFilters>): SessionFilters => ({
  ...DEFAULT_SESSION_FILTERS,
  ...changes,
});
const titles = (items: readonly { title: string; startDate: string }[]) =>
  items.map((s) => `${s.title}@${s.startDate}`);

describe('the sessions list', () => {
  it('lists every upcoming session of every course, leaving past and today’s out (product rules 4)', () => {
    expect(titles(sortSessions(listed, 'date'))).toEqual([
      'PMP – préparation à la certification@2026-12-02',
      'Scrum Master PSM I@2026-12-06',
      'Scrum Master PSM I@2027-01-05',
      'Sécurité des applications web@2027-02-01',
    ]);
    expect(listed.some((s) => s.state === 'past')).toBe(false);
    expect(listed.find((s) => s.courseId === 3)).toBeUndefined();
  });

  it('filters by format, time of day and level; values of one filter add up, filters narrow', () => {
    expect(titles(filterSessions(listed, filters({ formats: ['online'] })))).toEqual([
      'Scrum Master PSM I@2026-12-06',
      'Scrum Master PSM I@2027-01-05',
    ]);
    expect(filterSessions(listed, filters({ formats: ['online', 'hybrid'] }))).toHaveLength(3);
    expect(titles(filterSessions(listed, filters({ times: ['weekends'] })))).toEqual([
      'PMP – préparation à la certification@2026-12-02',
    ]);
    expect(filterSessions(listed, filters({ times: ['afterwork'] })).map((s) => s.courseId)).toEqual([1, 1]);
    expect(filterSessions(listed, filters({ times: ['weekdays'] })).map((s) => s.courseId)).toEqual([4]);
    expect(
      filterSessions(listed, filters({ levels: ['advanced', 'beginner'] })).map((s) => s.courseId),
    ).toEqual([2, 4]);
    expect(filterSessions(listed, filters({ formats: ['online'], levels: ['advanced'] }))).toEqual([]);
  });

  it('filters by domain, by final price range and by start-date range (bounds included)', () => {
    expect(filterSessions(listed, filters({ domain: 'Cybersécurité' })).map((s) => s.courseId)).toEqual([4]);
    // Scrum's final price is its discounted 1390, not 1650.
    expect(filterSessions(listed, filters({ priceMax: 1390 })).map((s) => s.courseId)).toEqual([1, 1, 4]);
    expect(filterSessions(listed, filters({ priceMin: 1391 })).map((s) => s.courseId)).toEqual([2]);
    expect(titles(filterSessions(listed, filters({ from: '2026-12-02', to: '2027-01-05' }))).sort()).toEqual([
      'PMP – préparation à la certification@2026-12-02',
      'Scrum Master PSM I@2026-12-06',
      'Scrum Master PSM I@2027-01-05',
    ]);
  });

  it('searches from 2 characters, accent- and case-blind, every word somewhere (product rules 5)', () => {
    expect(filterSessions(listed, filters({ search: 'securite' })).map((s) => s.courseId)).toEqual([4]);
    expect(filterSessions(listed, filters({ search: 'PMI heures' })).map((s) => s.courseId)).toEqual([2]);
    expect(filterSessions(listed, filters({ search: 'pmp scrum' }))).toEqual([]);
    // One character is not a search: everything stays.
    expect(filterSessions(listed, filters({ search: 's' }))).toHaveLength(listed.length);
    // A word never matches across two fields.
    expect(filterSessions(listed, filters({ search: 'webcyber' }))).toEqual([]);
  });

  it('sorts by date, by price both ways and by rating (more ratings win a tie)', () => {
    expect(sortSessions(listed, 'price-asc').map((s) => s.price)).toEqual([950, 1390, 1390, 2900]);
    expect(sortSessions(listed, 'price-desc').map((s) => s.price)).toEqual([2900, 1390, 1390, 950]);
    expect(titles(sortSessions(listed, 'rating'))).toEqual([
      'PMP – préparation à la certification@2026-12-02',
      'Scrum Master PSM I@2026-12-06',
      'Scrum Master PSM I@2027-01-05',
      'Sécurité des applications web@2027-02-01',
    ]);
    expect(sortSessions(listed, 'date').map((s) => s.startDate)).toEqual([
      '2026-12-02',
      '2026-12-06',
      '2027-01-05',
      '2027-02-01',
    ]);
  });

  it('pages with the displayed range and the total, bringing a page out of range back', () => {
    const items = Array.from({ length: 63 }, (_, i) => i);
    expect(pageOf(items, 1, 12)).toMatchObject({ first: 1, last: 12, total: 63, pageCount: 6, page: 1 });
    expect(pageOf(items, 6, 12)).toMatchObject({ first: 61, last: 63, items: [60, 61, 62] });
    expect(pageOf(items, 99, 12).page).toBe(6);
    expect(pageOf(items, 0, 12).page).toBe(1);
    expect(pageOf([], 3, 12)).toMatchObject({ first: 0, last: 0, total: 0, page: 1, pageCount: 1 });
  });

  it('filters, sorts and pages in one call from an index sorted once', () => {
    const index = indexSessions(listed);
    const result = searchSessions(index, filters({ sort: 'price-desc', page: 2 }), 3);
    expect(result).toMatchObject({ page: 2, first: 4, last: 4, total: 4 });
    expect(result.items.map((s) => s.price)).toEqual([950]);
  });

  it('searches through the index exactly as through the list', () => {
    const index = indexSessions(listed);
    expect(index.courses.map((c) => c.courseId)).toEqual([...new Set(listed.map((s) => s.courseId))]);
    for (const search of ['securite', 'PMI heures', 'pmp scrum', 's', 'webcyber']) {
      const viaIndex = searchSessions(index, filters({ search }), 100).items;
      expect(viaIndex, search).toEqual(filterSessions(index.sorted.date, filters({ search })));
    }
  });

  it('gives the soonest open sessions, at most the limit, and only those a search finds', () => {
    expect(titles(soonestSessions(listed, 2))).toEqual([
      'PMP – préparation à la certification@2026-12-02',
      'Scrum Master PSM I@2026-12-06',
    ]);
    expect(titles(soonestSessions(listed, 6, 'scrum'))).toEqual([
      'Scrum Master PSM I@2026-12-06',
      'Scrum Master PSM I@2027-01-05',
    ]);
    // The same sessions, in the same order, as the list a 'see all' link opens.
    expect(soonestSessions(listed, 12, 'cybersecurite')).toEqual(
      searchSessions(indexSessions(listed), filters({ search: 'cybersecurite' })).items,
    );
    expect(soonestSessions(listed, 6, 'kubernetes')).toEqual([]);
  });

  it('offers each domain once, in alphabetical order', () => {
    expect(sessionDomains(listed)).toEqual(['Cybersécurité', 'Gestion de projet', 'Innovation digitale']);
  });
});
