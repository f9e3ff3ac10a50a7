// Types of the deterministic seed content of the mock API.

import type { DataSetCourseRow } from '@formation/contract';

/** Training domains (product rules 1, "Browse training programmes by domain"). */
export const DOMAINS = [
  'Innovation digitale, agilité et performance projet',
  'Gestion de projet',
  'Intelligence artificielle',
  'Cybersécurité',
  'Management des systèmes d’information',
  'Commercial et relation client',
  'Leadership, management et développement personnel',
  'Entrepreneuriat',
] as const;
export type SeedDomain = (typeof DOMAINS)[number];

/** Where sessions take place. */
export const LOCATIONS = ['Tunis – Les Berges du Lac', 'Sfax', 'Sousse', 'Ariana', 'En ligne'] as const;
export type SeedLocation = (typeof LOCATIONS)[number];

/** Blog categories. */
export const ARTICLE_CATEGORIES = [
  'Gestion de projet et agilité',
  'Intelligence artificielle',
  'Cybersécurité',
  'SI, cloud et data',
  'Leadership et management',
  'Entrepreneuriat',
] as const;
export type SeedArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export type SeedLevel = 'beginner' | 'intermediate' | 'advanced' | 'expert';
export type SeedCourseStatus = 'PUBLISHED' | 'DRAFT' | 'ARCHIVED';
export type SeedCourseCategory = 'Formation' | 'Certification' | 'Atelier';

export interface SeedProgrammeModule {
  readonly title: string;
  /** 2 to 5 topics. */
  readonly topics: readonly string[];
}

/** A course's columns that the seed works out (from the clock, the instructors) or holds read-only. */
type WorkedOut =
  | 'id'
  | 'instructor'
  | 'programme'
  | 'objectives'
  | 'prerequisites'
  | 'included'
  | 'sessionDates'
  | 'createdAt'
  | 'updatedAt';

/**
 * A course of the seed: a data set's course row (so a new column of the table is a field here too,
 * optional when it has a default), its values narrowed to the seed's, and its dates relative to the
 * clock.
 */
export interface SeedCourse extends Omit<DataSetCourseRow, WorkedOut> {
  /** Unique kebab-case ASCII slug. */
  readonly slug: string;
  readonly title: string;
  /** 2 to 4 sentences. */
  readonly description: string;
  readonly domain: SeedDomain;
  /** e.g. "PMP", or null when the course prepares no certification. */
  readonly certification: string | null;
  /** Price in DT, excluding tax, per participant. */
  readonly originalPrice: number;
  /** 0 when there is no discount; otherwise lower than originalPrice. */
  readonly discountedPrice: number;
  /** Duration in days (0.5 = half a day). */
  readonly duration: number;
  readonly durationHours: number;
  /** Format wording as the site writes it, e.g. "Présentiel", "En ligne", "Hybride". */
  readonly type: string;
  readonly location: SeedLocation;
  /** Schedule wording, e.g. "Week-end (samedi 9h–16h)", "After-work (18h–21h)", "En journée (9h–17h)". */
  readonly generalSchedule: string;
  /** e.g. "09:00–17:00". */
  readonly timeRange: string;
  readonly level: SeedLevel;
  readonly category: SeedCourseCategory;
  readonly isBestSeller: boolean;
  readonly isNew: boolean;
  readonly isGuaranteed: boolean;
  /** 8 to 20 places. */
  readonly maxParticipants: number;
  /** Places taken, never above maxParticipants. */
  readonly enrolledCount: number;
  /** Days from the mock clock's today to the first session start (negative = past). */
  readonly startOffsetDays: number;
  /** 1 to 3 runs; further runs follow every 28 to 35 days. */
  readonly sessionCount: number;
  /** Key in SEED_INSTRUCTORS. */
  readonly instructorKey: string;
  /** 3 to 6 modules. */
  readonly programme: readonly SeedProgrammeModule[];
  /** 4 to 6 objectives. */
  readonly objectives: readonly string[];
  /** 0 to 3 prerequisites. */
  readonly prerequisites: readonly string[];
  /** 3 to 5 items. */
  readonly included: readonly string[];
  /** Relative path (backslashes on some, as the real backend stores them) or null. */
  readonly image: string | null;
  readonly status: SeedCourseStatus;
}

export interface SeedInstructor {
  readonly name: string;
  readonly title: string;
  readonly bio: string;
  readonly photo: string | null;
}

export interface SeedArticle {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  /** Meta description, at most 160 characters. */
  readonly description: string;
  /** Clean HTML: h2, h3, p, ul, li, strong, em, blockquote, a href="/sessions". */
  readonly content: string;
  readonly category: SeedArticleCategory;
  readonly author: string;
  /** 2 to 5 tags. */
  readonly tags: readonly string[];
  readonly image: string | null;
  /** Days before the mock clock's today (negative, distinct, −400 to −3). */
  readonly publishedOffsetDays: number;
}

export interface SeedUser {
  readonly key: string;
  readonly fullName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Plain text; the seed hashes it. */
  readonly password: string;
  /** "+216 XX XXX XXX". */
  readonly phoneNumber: string;
  readonly role: 'user';
  readonly isActive: boolean;
  readonly isEmailVerified: boolean;
  readonly position: string;
  readonly industry: string;
  readonly company: string;
  readonly country: string;
  readonly city: string;
  readonly address: string;
  /** ISO date, YYYY-MM-DD. */
  readonly birthDate: string;
  readonly image: string | null;
}

export interface SeedComment {
  readonly courseSlug: string;
  readonly userKey: string;
  /** 1 to 5. */
  readonly rate: number;
  readonly content: string;
  /** Days before the mock clock's today (positive). */
  readonly daysAgo: number;
}

export type SeedDiscountType = 'percent' | 'fixed';

export interface SeedCoupon {
  readonly code: string;
  readonly discountType: SeedDiscountType;
  /** Percent (e.g. 15) or an amount in DT. */
  readonly discountValue: number;
  /** null = valid on every course. */
  readonly courseSlug: string | null;
  /** Relative to the mock clock's today; negative = expired; null = no expiry. */
  readonly expiresOffsetDays: number | null;
  /** null = unlimited. */
  readonly usageLimit: number | null;
  readonly usedCount: number;
}

export interface SeedPage {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly href: string;
  readonly category: string;
}
