import { describe, expect, it } from 'vitest';

import { siteContract } from '@formation/contract';

import {
  emptySamples,
  harvest,
  pickCourse,
  resolveRoute,
  slugSample,
  type Samples,
} from './discover-samples';
import { planRoutes, type PlannedRoute } from './route-plan';

const plan = planRoutes(siteContract);
const route = (key: string): PlannedRoute => {
  const found = plan.find((r) => r.key === key);
  if (found === undefined) throw new Error(key);
  return found;
};

const courses = [
  { id: 7, slug: 'draft-course', status: 'DRAFT', ratingCount: 3 },
  { id: 8, slug: 'no-comments', status: 'PUBLISHED', ratingCount: 0 },
  { id: 9, slug: 'commented', ratingCount: 2 },
  { id: 'x', slug: 'bad-id' },
];

describe('harvest', () => {
  it('reads courses from the course list, leniently, and prefers a published course with comments', () => {
    const samples = harvest('courses.list', courses, emptySamples());
    expect(samples.courses.map((c) => c.id)).toEqual([7, 8, 9]);
    expect(pickCourse(samples)).toMatchObject({ id: 9, slug: 'commented', published: true });
  });

  it('reads an article slug from `results` or `data`, and falls back on the search index', () => {
    expect(harvest('blog.list', { results: [{ slug: 'a' }] }, emptySamples()).articleSlug).toBe('a');
    expect(harvest('blog.list', { data: [{ slug: 'b' }] }, emptySamples()).articleSlug).toBe('b');
    const fromIndex = harvest('search.index', { courses, articles: [{ slug: 'c' }] }, emptySamples());
    expect(fromIndex.articleSlug).toBe('c');
    expect(fromIndex.courses).toHaveLength(3);
    const kept = harvest(
      'search.index',
      { courses: [], articles: [{ slug: 'c' }] },
      { ...emptySamples(), articleSlug: 'a' },
    );
    expect(kept.articleSlug).toBe('a');
  });

  it('reads the user id from a sign-in answer and the favorite courses from the list', () => {
    expect(harvest('auth.login', { user: { id: 4 } }, emptySamples()).userId).toBe(4);
    const favorites = harvest(
      'favorites.listForUser',
      [{ courseId: 3 }, { course: { id: 5 } }, 'junk'],
      emptySamples(),
    );
    expect([...(favorites.favoriteCourseIds ?? [])]).toEqual([3, 5]);
    expect(harvest('favorites.listForUser', { message: 'no' }, emptySamples()).favoriteCourseIds).toBeNull();
  });

  it("reads the user's courses, name and email, and each course's session facts, for the enrolment flow", () => {
    const mine = harvest(
      'enrollments.mine',
      [{ courseId: 3 }, { course: { id: 4 } }, 'junk'],
      emptySamples(),
    );
    expect([...(mine.enrolledCourseIds ?? [])]).toEqual([3, 4]);
    expect(harvest('enrollments.mine', { message: 'no' }, emptySamples()).enrolledCourseIds).toBeNull();
    const signedIn = harvest(
      'auth.login',
      { user: { id: 4, fullName: 'Amira', email: 'a@b.tn' } },
      emptySamples(),
    );
    expect(signedIn.user).toEqual({ fullName: 'Amira', email: 'a@b.tn' });
    // The profile fills in only what the sign-in did not give.
    expect(harvest('users.profile', { fullName: 'Other', email: 'o@b.tn' }, signedIn).user?.fullName).toBe(
      'Amira',
    );
    expect(
      harvest('users.profile', { fullName: 'Other', email: 'o@b.tn' }, emptySamples()).user?.fullName,
    ).toBe('Other');
    const [course] = harvest(
      'courses.list',
      [
        {
          id: 1,
          nextSession: '2026-12-01',
          sessionDates: [{ startDate: '2026-12-01' }, { startDate: 5 }],
          maxParticipants: 12,
          enrolledCount: 'x',
        },
      ],
      emptySamples(),
    ).courses;
    expect(course?.sessions).toEqual({
      nextSession: '2026-12-01',
      sessionDates: [{ startDate: '2026-12-01' }],
      maxParticipants: 12,
      enrolledCount: undefined,
    });
  });

  it('refuses absolute URLs and path separators as slugs, and records why', () => {
    const refusal = (value: string) => {
      const sample = slugSample(value);
      return sample !== null && 'refused' in sample ? sample.refused : null;
    };
    expect(refusal('http://127.0.0.1:9/x')).toMatch(/absolute URL/);
    expect(refusal('//evil/x')).toMatch(/absolute URL/);
    expect(refusal('a/b')).toMatch(/one path segment/);
    expect(refusal('..')).toMatch(/one path segment/);
    expect(slugSample('pmp-2026')).toEqual({ slug: 'pmp-2026' });
    const samples = harvest(
      'blog.list',
      { results: [{ slug: 'https://x.example' }, { slug: 'good' }] },
      emptySamples(),
    );
    expect(samples.articleSlug).toBe('good');
    expect(samples.refused).toEqual(['article: slug "https://x.example" is an absolute URL']);
  });
});

describe('resolveRoute', () => {
  const samples: Samples = {
    ...harvest('courses.list', courses, emptySamples()),
    articleSlug: 'an article',
    userId: 4,
  };

  it('fills path parameters from the samples, encoded', () => {
    expect(resolveRoute(route('courses.bySlug'), samples)).toEqual({
      ok: true,
      path: '/courses/slug/commented',
      query: {},
    });
    expect(resolveRoute(route('blog.bySlug'), samples)).toMatchObject({ path: '/blog/an%20article' });
    expect(resolveRoute(route('users.profile'), samples)).toMatchObject({ path: '/users/profile/4' });
  });

  it('fills required query parameters and what the site sends', () => {
    expect(resolveRoute(route('payments.hasPayment'), samples)).toEqual({
      ok: true,
      path: '/payments/has-payment',
      query: { userId: '4', courseId: '9' },
    });
    expect(resolveRoute(route('courses.list'), samples)).toMatchObject({ query: { status: 'PUBLISHED' } });
  });

  it('names the parameters no sample fills', () => {
    expect(resolveRoute(route('payments.byId'), samples)).toEqual({ ok: false, missing: [':id'] });
    expect(resolveRoute(route('payments.hasPayment'), { ...samples, userId: null })).toEqual({
      ok: false,
      missing: ['?userId'],
    });
  });
});
