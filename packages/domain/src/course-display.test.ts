import { describe, expect, it } from 'vitest';

import { CourseDisplayedSchema, type CourseReceived } from '@formation/contract';

import { toDisplayedCourse } from './course-display';

const options = {
  today: '2026-11-22',
  providerName: 'Formation Pro',
  uploadsBaseUrl: 'http://localhost:3001/uploads',
};

const received: CourseReceived = {
  id: 12,
  title: 'Scrum Master – certification PSM I',
  description: 'Deux jours pour maîtriser Scrum.',
  originalPrice: 1200,
  discountedPrice: 990,
  nextSession: '2026-12-05',
  duration: 2,
  type: 'Présentiel',
  location: 'Tunis, Les Berges du Lac',
  image: 'uploads\\courses\\scrum.jpg',
  generalSchedule: 'Week-end (samedi et dimanche)',
  slug: 'scrum-master-psm',
  isBestSeller: false,
};

describe('course as received → course as displayed', () => {
  it('produces a course the contract accepts', () => {
    expect(CourseDisplayedSchema.safeParse(toDisplayedCourse(received, options)).success).toBe(true);
  });

  it('applies the documented defaults when fields are missing', () => {
    const shown = toDisplayedCourse({ ...received, nextSession: null }, options);
    expect(shown.category).toBe('Formation');
    expect(shown.status).toBe('PUBLISHED');
    expect(shown.level).toBe('Intermédiaire');
    expect(shown.participants).toBe(0);
    expect(shown.maxParticipants).toBe(0);
    expect(shown.instructor).toContain('Formation Pro');
    expect(shown.date).toBe('2026-11-22');
    expect(shown.startDate).toBe('2026-11-22');
  });

  it('uses today when nextSession is missing or blank', () => {
    expect(toDisplayedCourse({ ...received, nextSession: undefined }, options).date).toBe('2026-11-22');
    expect(toDisplayedCourse({ ...received, nextSession: '  ' }, options).date).toBe('2026-11-22');
  });

  it('shows the final price with DT and the promo price only for a real discount', () => {
    const shown = toDisplayedCourse(received, options);
    expect(shown.price).toBe('990 DT');
    expect(shown.promoPrice).toBe('990 DT');
    const noPromo = toDisplayedCourse({ ...received, discountedPrice: 0 }, options);
    expect(noPromo.price).toBe('1200 DT');
    expect(noPromo.promoPrice).toBeNull();
    expect(noPromo.discountedPrice).toBe(0);
    const same = toDisplayedCourse({ ...received, discountedPrice: 1200 }, options);
    expect(same.promoPrice).toBeNull();
    expect(toDisplayedCourse({ ...received, discountedPrice: null }, options).discountedPrice).toBe(0);
  });

  it('normalises the format and the schedule, and keeps the schedule wording as horaire', () => {
    const shown = toDisplayedCourse(received, options);
    expect(shown.type).toBe('On-site');
    expect(shown.schedule).toBe('Weekends');
    expect(shown.horaire).toBe('Week-end (samedi et dimanche)');
  });

  it('places the image under the uploads path', () => {
    expect(toDisplayedCourse(received, options).image).toBe(
      'http://localhost:3001/uploads/courses/scrum.jpg',
    );
    expect(toDisplayedCourse({ ...received, image: null }, options).image).toBe('/placeholder.svg');
  });

  it('uses the extended fields when the API sends them', () => {
    const shown = toDisplayedCourse(
      {
        ...received,
        level: 'expert',
        enrolledCount: 9,
        maxParticipants: 12,
        category: 'Certification',
        status: 'DRAFT',
        instructor: { name: 'Sami Trabelsi', title: 'PSM', bio: '', photo: null },
      },
      options,
    );
    expect(shown).toMatchObject({
      level: 'Expert',
      participants: 9,
      maxParticipants: 12,
      category: 'Certification',
      status: 'DRAFT',
      instructor: 'Sami Trabelsi',
    });
  });

  it('falls back to experiencedInstructors before the default label', () => {
    expect(
      toDisplayedCourse({ ...received, experiencedInstructors: 'Leila Haddad' }, options).instructor,
    ).toBe('Leila Haddad');
  });
});
