import { describe, expect, it } from 'vitest';

import { createPrng, intBetween, pick } from '@formation/domain';

import { SEED_ARTICLES } from './articles.data';
import { SEED_COMMENTS } from './comments.data';
import { SEED_COUPONS } from './coupons.data';
import { SEED_COURSES } from './courses.data';
import { SEED_INSTRUCTORS } from './instructors.data';
import { generateManyCourses } from './many-courses';
import { SEED_PAGES } from './pages.data';
import { ARTICLE_CATEGORIES, DOMAINS, LOCATIONS } from './seed-types';
import { SEED_USERS } from './users.data';

const SPEC_CERTIFICATIONS = [
  'PMP',
  'CAPM',
  'RMP',
  'ACP',
  'PRINCE2',
  'DevOps',
  'Scrum',
  'SAFe',
  'COBIT',
  'ITIL',
  'TOGAF',
  'Azure',
  'Docker',
  'Kubernetes',
  'CISSP',
  'AWS',
  'Power BI',
  'ISTQB',
] as const;

const OTHER_CERTIFICATIONS = [
  'CISA',
  'CISM',
  'ISO/IEC 27001 Lead Implementer',
  'Lean Six Sigma',
  'PSM',
  'PSPO',
  'AZ-900',
  'AZ-104',
  'CKA',
  'PL-300',
];

const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'li', 'strong', 'em', 'blockquote', 'a']);
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const published = SEED_COURSES.filter((course) => course.status === 'PUBLISHED');
const courseBySlug = new Map(SEED_COURSES.map((course) => [course.slug, course]));
const userKeys = new Set(SEED_USERS.map((user) => user.key));

const placesLeft = (course: { maxParticipants: number; enrolledCount: number }): number =>
  course.maxParticipants - course.enrolledCount;
/**
 * The HTML with every tag (`<` to the next `>`) replaced by `by`. An unclosed `<` is matched to the end
 * and kept: `/<[^>]*>/g` would scan to the end again from every later `<`.
 */
const replaceTags = (html: string, by: string): string =>
  html.replace(/<[^>]*>?/g, (match) => (match.endsWith('>') ? by : match));
const wordCount = (html: string): number =>
  replaceTags(html, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0).length;
const duplicates = (values: readonly string[]): string[] =>
  values.filter((value, index) => values.indexOf(value) !== index);

describe('seed courses', () => {
  it('has at least 64 courses with unique kebab-case slugs', () => {
    expect(SEED_COURSES.length).toBeGreaterThanOrEqual(64);
    expect(duplicates(SEED_COURSES.map((course) => course.slug))).toEqual([]);
    for (const course of SEED_COURSES) {
      expect(course.slug, course.slug).toMatch(KEBAB);
    }
  });

  it('uses every domain, every level and the three statuses as specified', () => {
    for (const domain of DOMAINS) {
      expect(
        published.some((course) => course.domain === domain),
        domain,
      ).toBe(true);
    }
    for (const level of ['beginner', 'intermediate', 'advanced', 'expert'] as const) {
      expect(
        published.some((course) => course.level === level),
        level,
      ).toBe(true);
    }
    expect(SEED_COURSES.filter((course) => course.status === 'DRAFT')).toHaveLength(2);
    expect(SEED_COURSES.filter((course) => course.status === 'ARCHIVED')).toHaveLength(1);
    expect(published.length).toBe(SEED_COURSES.length - 3);
  });

  it('names every certification of the product rules, and others, in a title or certification field', () => {
    for (const name of [...SPEC_CERTIFICATIONS, ...OTHER_CERTIFICATIONS]) {
      const found = published.some(
        (course) => course.title.includes(name) || (course.certification ?? '').includes(name),
      );
      expect(found, name).toBe(true);
    }
  });

  it('covers the AI, cybersecurity and management sub-topics', () => {
    const titles = published.map((course) => course.title);
    for (const fragment of [
      'ressources humaines',
      'managers',
      'marketing',
      'Tests d’intrusion',
      'ISACA',
      'Scrum',
    ]) {
      expect(
        titles.some((title) => title.includes(fragment)),
        fragment,
      ).toBe(true);
    }
  });

  it('keeps each field in range', () => {
    for (const course of SEED_COURSES) {
      const where = course.slug;
      expect(course.originalPrice, where).toBeGreaterThanOrEqual(450);
      expect(course.originalPrice, where).toBeLessThanOrEqual(4500);
      if (course.discountedPrice !== 0) {
        expect(course.discountedPrice, where).toBeGreaterThan(0);
        expect(course.discountedPrice, where).toBeLessThan(course.originalPrice);
      }
      expect(course.duration, where).toBeGreaterThan(0);
      expect(course.durationHours, where).toBeGreaterThan(0);
      expect(course.maxParticipants, where).toBeGreaterThanOrEqual(8);
      expect(course.maxParticipants, where).toBeLessThanOrEqual(20);
      expect(course.enrolledCount, where).toBeGreaterThanOrEqual(0);
      expect(course.enrolledCount, where).toBeLessThanOrEqual(course.maxParticipants);
      expect(course.sessionCount, where).toBeGreaterThanOrEqual(1);
      expect(course.sessionCount, where).toBeLessThanOrEqual(3);
      expect(course.programme.length, where).toBeGreaterThanOrEqual(3);
      expect(course.programme.length, where).toBeLessThanOrEqual(6);
      for (const module of course.programme) {
        expect(module.topics.length, `${where} / ${module.title}`).toBeGreaterThanOrEqual(2);
        expect(module.topics.length, `${where} / ${module.title}`).toBeLessThanOrEqual(5);
      }
      expect(course.objectives.length, where).toBeGreaterThanOrEqual(4);
      expect(course.objectives.length, where).toBeLessThanOrEqual(6);
      expect(course.prerequisites.length, where).toBeLessThanOrEqual(3);
      expect(course.included.length, where).toBeGreaterThanOrEqual(3);
      expect(course.included.length, where).toBeLessThanOrEqual(5);
      expect(LOCATIONS, where).toContain(course.location);
      expect(course.timeRange, where).toMatch(/^\d{2}:\d{2}–\d{2}:\d{2}$/);
      expect(SEED_INSTRUCTORS[course.instructorKey], `${where} → ${course.instructorKey}`).toBeDefined();
    }
  });

  it('has the deliberate mix of places, dates and badges', () => {
    const full = published.filter((course) => placesLeft(course) === 0);
    const lastSeats = published.filter((course) => placesLeft(course) >= 1 && placesLeft(course) <= 3);
    const past = published.filter((course) => course.startOffsetDays < 0);
    const today = published.filter((course) => course.startOffsetDays === 0);
    expect(full.length).toBeGreaterThanOrEqual(3);
    expect(lastSeats.length).toBeGreaterThanOrEqual(3);
    expect(past.length).toBeGreaterThanOrEqual(5);
    for (const course of past) {
      expect(course.startOffsetDays, course.slug).toBeGreaterThanOrEqual(-40);
    }
    expect(today.length).toBeGreaterThanOrEqual(1);
    expect(published.filter((course) => course.isGuaranteed).length).toBeGreaterThanOrEqual(10);
    expect(published.filter((course) => course.isBestSeller).length).toBeGreaterThanOrEqual(6);
    expect(published.filter((course) => course.isNew).length).toBeGreaterThanOrEqual(6);
    expect(published.some((course) => placesLeft(course) > 3)).toBe(true);
  });

  it('spreads sessions over each of the next four months, with shared dates', () => {
    for (const [from, to] of [
      [1, 30],
      [31, 60],
      [61, 90],
      [91, 120],
    ] as const) {
      const inMonth = published.filter(
        (course) => course.startOffsetDays >= from && course.startOffsetDays <= to,
      );
      expect(inMonth.length, `${from}–${to}`).toBeGreaterThanOrEqual(3);
    }
    const offsets = published.map((course) => String(course.startOffsetDays));
    expect(new Set(duplicates(offsets)).size).toBeGreaterThanOrEqual(3);
  });

  it('mixes daytime, weekend and after-work schedules roughly a third each', () => {
    const count = (test: (schedule: string) => boolean): number =>
      SEED_COURSES.filter((course) => test(course.generalSchedule)).length;
    const daytime = count((schedule) => schedule.startsWith('En journée'));
    const weekend = count((schedule) => schedule.startsWith('Week-end'));
    const evening = count(
      (schedule) => schedule.startsWith('After-work') || schedule.startsWith('Cours du soir'),
    );
    expect(daytime + weekend + evening).toBe(SEED_COURSES.length);
    for (const share of [daytime, weekend, evening]) {
      expect(share / SEED_COURSES.length).toBeGreaterThanOrEqual(0.2);
      expect(share / SEED_COURSES.length).toBeLessThanOrEqual(0.5);
    }
  });

  it('mirrors the backend image paths: about a third with backslashes, a few null', () => {
    const backslash = SEED_COURSES.filter((course) => course.image?.includes('\\') === true).length;
    const nulls = SEED_COURSES.filter((course) => course.image === null).length;
    expect(backslash / SEED_COURSES.length).toBeGreaterThanOrEqual(0.2);
    expect(backslash / SEED_COURSES.length).toBeLessThanOrEqual(0.45);
    expect(nulls).toBeGreaterThanOrEqual(3);
    expect(SEED_COURSES.some((course) => course.image !== null && !course.image.includes('\\'))).toBe(true);
  });

  it('uses the three categories, mostly Formation', () => {
    const byCategory = (category: string): number =>
      SEED_COURSES.filter((course) => course.category === category).length;
    expect(byCategory('Certification')).toBeGreaterThan(0);
    expect(byCategory('Atelier')).toBeGreaterThanOrEqual(3);
    expect(byCategory('Formation')).toBeGreaterThan(byCategory('Atelier'));
  });
});

describe('seed instructors', () => {
  it('has 12 to 15 instructors, all used', () => {
    const keys = Object.keys(SEED_INSTRUCTORS);
    expect(keys.length).toBeGreaterThanOrEqual(12);
    expect(keys.length).toBeLessThanOrEqual(15);
    for (const key of keys) {
      expect(
        SEED_COURSES.some((course) => course.instructorKey === key),
        key,
      ).toBe(true);
    }
  });
});

describe('seed articles', () => {
  it('has at least 14 articles with unique slugs and distinct past dates', () => {
    expect(SEED_ARTICLES.length).toBeGreaterThanOrEqual(14);
    expect(duplicates(SEED_ARTICLES.map((article) => article.slug))).toEqual([]);
    const offsets = SEED_ARTICLES.map((article) => article.publishedOffsetDays);
    expect(new Set(offsets).size).toBe(offsets.length);
    for (const offset of offsets) {
      expect(offset).toBeGreaterThanOrEqual(-400);
      expect(offset).toBeLessThanOrEqual(-3);
    }
  });

  it('fills every field within its limits', () => {
    for (const article of SEED_ARTICLES) {
      expect(article.slug).toMatch(KEBAB);
      expect(article.description.length, article.slug).toBeLessThanOrEqual(160);
      expect(article.tags.length, article.slug).toBeGreaterThanOrEqual(2);
      expect(article.tags.length, article.slug).toBeLessThanOrEqual(5);
      expect(ARTICLE_CATEGORIES, article.slug).toContain(article.category);
      expect(article.excerpt.length, article.slug).toBeGreaterThan(0);
    }
    for (const category of ARTICLE_CATEGORIES) {
      expect(
        SEED_ARTICLES.some((article) => article.category === category),
        category,
      ).toBe(true);
    }
  });

  it('has 450 to 1100 words of content each', () => {
    for (const article of SEED_ARTICLES) {
      const words = wordCount(article.content);
      expect(words, article.slug).toBeGreaterThanOrEqual(450);
      expect(words, article.slug).toBeLessThanOrEqual(1100);
    }
  });

  it('uses only the allowed HTML tags, links to /sessions only', () => {
    for (const article of SEED_ARTICLES) {
      // The name is the whole run of letters and digits; an unclosed tag runs to the end and is no tag.
      const tags = [...article.content.matchAll(/<(\/?)([a-z][a-z\d]*)((?:[^>a-z\d][^>]*)?)(>?)/gi)].filter(
        (tag) => tag[4] === '>',
      );
      expect(tags.length, article.slug).toBeGreaterThan(0);
      for (const [whole, closing, name, attributes] of tags) {
        expect(ALLOWED_TAGS.has(name ?? ''), `${article.slug}: ${whole}`).toBe(true);
        if (closing === '' && name === 'a') {
          expect(attributes, `${article.slug}: ${whole}`).toBe(' href="/sessions"');
        } else {
          expect(attributes, `${article.slug}: ${whole}`).toBe('');
        }
      }
      // Nothing that looks like markup is left once the allowed tags are removed.
      expect(replaceTags(article.content, ''), article.slug).not.toMatch(/[<>]/);
    }
  });
});

describe('seed users', () => {
  it('starts with the four demo accounts', () => {
    const [learner, learner2, deactivated, unverified] = SEED_USERS;
    expect(learner?.key).toBe('learner');
    expect(learner?.email).toBe('amira.bensalah@example.tn');
    expect(learner?.isActive && learner.isEmailVerified).toBe(true);
    expect(learner2?.key).toBe('learner2');
    expect(learner2?.email).toBe('karim.jaziri@example.tn');
    expect(deactivated?.key).toBe('deactivated');
    expect(deactivated?.email).toBe('sonia.trabelsi@example.tn');
    expect(deactivated?.isActive).toBe(false);
    expect(unverified?.key).toBe('unverified');
    expect(unverified?.email).toBe('youssef.mansour@example.tn');
    expect(unverified?.isEmailVerified).toBe(false);
    for (const demo of [learner, learner2, deactivated, unverified]) {
      expect(demo?.password).toBe('Apprenant2026!');
    }
  });

  it('has 10 to 14 more active, verified learners', () => {
    const others = SEED_USERS.slice(4);
    expect(others.length).toBeGreaterThanOrEqual(10);
    expect(others.length).toBeLessThanOrEqual(14);
    for (const user of others) {
      expect(user.isActive && user.isEmailVerified, user.key).toBe(true);
    }
  });

  it('has unique keys and emails on example domains, and well-formed fields', () => {
    expect(duplicates(SEED_USERS.map((user) => user.key))).toEqual([]);
    expect(duplicates(SEED_USERS.map((user) => user.email.toLowerCase()))).toEqual([]);
    for (const user of SEED_USERS) {
      expect(user.email, user.key).toMatch(/^[a-z0-9.]+@example\.(tn|com|fr)$/);
      expect(user.phoneNumber, user.key).toMatch(/^\+216 \d{2} \d{3} \d{3}$/);
      expect(user.birthDate, user.key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(user.password.length, user.key).toBeGreaterThanOrEqual(8);
      expect(user.fullName, user.key).toBe(`${user.firstName} ${user.lastName}`);
      expect(user.role).toBe('user');
    }
  });
});

describe('seed comments', () => {
  it('has at least 120 comments with valid rates and ages', () => {
    expect(SEED_COMMENTS.length).toBeGreaterThanOrEqual(120);
    for (const comment of SEED_COMMENTS) {
      expect(Number.isInteger(comment.rate)).toBe(true);
      expect(comment.rate).toBeGreaterThanOrEqual(1);
      expect(comment.rate).toBeLessThanOrEqual(5);
      expect(Number.isInteger(comment.daysAgo)).toBe(true);
      expect(comment.daysAgo).toBeGreaterThan(0);
      expect(comment.content.trim().length).toBeGreaterThan(0);
    }
  });

  it('references existing published courses and users, once per user and course', () => {
    for (const comment of SEED_COMMENTS) {
      expect(courseBySlug.get(comment.courseSlug)?.status, comment.courseSlug).toBe('PUBLISHED');
      expect(userKeys.has(comment.userKey), comment.userKey).toBe(true);
    }
    expect(duplicates(SEED_COMMENTS.map((comment) => `${comment.userKey} → ${comment.courseSlug}`))).toEqual(
      [],
    );
  });

  it('gives each demo learner two comments and none to the blocked accounts', () => {
    const byUser = (key: string): number => SEED_COMMENTS.filter((comment) => comment.userKey === key).length;
    expect(byUser('learner')).toBe(2);
    expect(byUser('learner2')).toBe(2);
    expect(byUser('deactivated')).toBe(0);
    expect(byUser('unverified')).toBe(0);
  });

  it('spreads 0 to 5 comments per course, some with none, mostly rated 4–5', () => {
    const perCourse = published.map(
      (course) => SEED_COMMENTS.filter((comment) => comment.courseSlug === course.slug).length,
    );
    expect(Math.max(...perCourse)).toBeLessThanOrEqual(5);
    expect(perCourse.filter((count) => count === 0).length).toBeGreaterThanOrEqual(3);
    const rated = (test: (rate: number) => boolean): number =>
      SEED_COMMENTS.filter((comment) => test(comment.rate)).length;
    expect(rated((rate) => rate >= 4) / SEED_COMMENTS.length).toBeGreaterThan(0.7);
    expect(rated((rate) => rate === 3)).toBeGreaterThanOrEqual(5);
    expect(rated((rate) => rate <= 2)).toBeGreaterThanOrEqual(2);
  });
});

describe('seed coupons', () => {
  const byCode = new Map(SEED_COUPONS.map((coupon) => [coupon.code, coupon]));

  it('has unique, well-formed codes that reference existing courses', () => {
    expect(duplicates(SEED_COUPONS.map((coupon) => coupon.code.toUpperCase()))).toEqual([]);
    for (const coupon of SEED_COUPONS) {
      expect(coupon.code).toMatch(/^[\w-]{1,40}$/);
      expect(coupon.discountValue).toBeGreaterThan(0);
      if (coupon.discountType === 'percent') {
        expect(coupon.discountValue).toBeLessThanOrEqual(100);
      }
      if (coupon.courseSlug !== null) {
        expect(courseBySlug.get(coupon.courseSlug)?.status, coupon.code).toBe('PUBLISHED');
      }
      if (coupon.usageLimit !== null) {
        expect(coupon.usedCount).toBeLessThanOrEqual(coupon.usageLimit);
      }
    }
  });

  it('has the required cases', () => {
    expect(byCode.get('BIENVENUE15')).toMatchObject({
      discountType: 'percent',
      discountValue: 15,
      courseSlug: null,
      expiresOffsetDays: null,
    });
    expect(byCode.get('PMP200')).toMatchObject({ discountType: 'fixed', discountValue: 200 });
    expect(courseBySlug.get(byCode.get('PMP200')?.courseSlug ?? '')?.certification).toBe('PMP');
    expect(byCode.get('ETE2025')).toMatchObject({
      discountType: 'percent',
      discountValue: 20,
      courseSlug: null,
      expiresOffsetDays: -60,
    });
    expect(byCode.get('SCRUM10')).toMatchObject({
      discountType: 'percent',
      discountValue: 10,
      usageLimit: 3,
      usedCount: 2,
    });
    expect(courseBySlug.get(byCode.get('SCRUM10')?.courseSlug ?? '')?.title).toContain('Scrum');
    expect(byCode.get('COMPLET')).toMatchObject({
      discountType: 'percent',
      discountValue: 10,
      courseSlug: null,
      usageLimit: 5,
      usedCount: 5,
    });
  });
});

describe('seed pages', () => {
  const REQUIRED_HREFS = [
    '/',
    '/formations',
    '/solutions',
    '/certifications',
    '/sessions',
    '/sessions-calendar',
    '/blog',
    '/a-propos',
    '/contact',
    '/faq',
    '/partenaires',
    '/support',
    '/plan-du-site',
    '/mentions-legales',
    '/conditions-generales-vente',
    '/formations/gestion-de-projet',
    '/formations/intelligence-artificielle',
    '/formations/cybersecurite',
    '/formations/management-si',
    '/formations/commercial',
    '/formations/innovation-digitale',
    '/formations/intelligence-artificielle-avancee',
    '/formations/leadership-management',
    '/formations/entrepreneuriat',
    '/formations/certifications-professionnelles',
    '/solutions/sessions-presentiel',
    '/solutions/sessions-en-ligne',
    '/solutions/parcours-certifiants',
    '/solutions/formations-sur-mesure',
    '/solutions/accompagnement-projet',
    '/solutions/coaching-individuel',
    '/solutions/modules-e-learning',
    '/solutions/webinaires',
    '/solutions/ressources-digitales',
    '/formations/management/pmp',
    '/formations/management/prince2',
    '/formations/management/methodes-agiles',
    '/formations/management/scrum-master',
    '/formations/cyber/isaca',
    '/formations/cyber/tests-intrusion',
    '/formations/ia/rh',
    '/formations/ia/managers',
    '/formations/ia/marketing',
  ];

  it('lists every route once, with unique ids', () => {
    const hrefs = SEED_PAGES.map((page) => page.href);
    expect([...hrefs].sort()).toEqual([...REQUIRED_HREFS].sort());
    expect(duplicates(SEED_PAGES.map((page) => page.id))).toEqual([]);
    for (const page of SEED_PAGES) {
      expect(page.title.length, page.href).toBeGreaterThan(0);
      expect(page.description.length, page.href).toBeGreaterThan(0);
      expect(page.category.length, page.href).toBeGreaterThan(0);
    }
  });
});

describe('prng', () => {
  it('is deterministic and stays in range', () => {
    const a = createPrng(7);
    const b = createPrng(7);
    const first = Array.from({ length: 50 }, () => a());
    expect(Array.from({ length: 50 }, () => b())).toEqual(first);
    for (const value of first) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    const rng = createPrng(1);
    for (let i = 0; i < 200; i += 1) {
      const n = intBetween(rng, -3, 3);
      expect(n).toBeGreaterThanOrEqual(-3);
      expect(n).toBeLessThanOrEqual(3);
      expect(['a', 'b', 'c']).toContain(pick(rng, ['a', 'b', 'c']));
    }
    expect(() => pick(rng, [])).toThrow();
  });
});

describe('generateManyCourses', () => {
  it('is deterministic, fast, and makes unique published courses', () => {
    const started = performance.now();
    const first = generateManyCourses(10_000, 42);
    const elapsed = performance.now() - started;
    const second = generateManyCourses(10_000, 42);
    expect(elapsed).toBeLessThan(1000);
    expect(first).toHaveLength(10_000);
    // Deep equality of plain data, compared as JSON to stay fast on 10,000 courses.
    expect(JSON.stringify(second) === JSON.stringify(first)).toBe(true);
    expect(generateManyCourses(50, 43)).not.toEqual(first.slice(0, 50));

    const slugs = new Set(first.map((course) => course.slug));
    expect(slugs.size).toBe(10_000);
    expect(SEED_COURSES.filter((course) => slugs.has(course.slug))).toEqual([]);
    const invalid = first.filter(
      (course) =>
        course.status !== 'PUBLISHED' ||
        !KEBAB.test(course.slug) ||
        course.startOffsetDays < -30 ||
        course.startOffsetDays > 365 ||
        course.originalPrice < 450 ||
        course.originalPrice > 4500 ||
        (course.discountedPrice !== 0 && course.discountedPrice >= course.originalPrice) ||
        course.enrolledCount < 0 ||
        course.enrolledCount > course.maxParticipants ||
        course.maxParticipants < 8 ||
        course.maxParticipants > 20 ||
        !(LOCATIONS as readonly string[]).includes(course.location),
    );
    expect(invalid.map((course) => course.slug)).toEqual([]);
    expect(first.some((course) => course.enrolledCount === course.maxParticipants)).toBe(true);
    expect(first.some((course) => course.startOffsetDays < 0)).toBe(true);
    const domains = new Set(first.map((course) => course.domain));
    expect(domains.size).toBe(DOMAINS.length);
  });
});
