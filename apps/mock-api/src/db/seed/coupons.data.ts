import type { SeedCoupon } from './seed-types';

/** Promo codes; offsets are relative to the mock clock. */
export const SEED_COUPONS: readonly SeedCoupon[] = [
  // Welcome code: 15 % on every course, no expiry, unlimited.
  {
    code: 'BIENVENUE15',
    discountType: 'percent',
    discountValue: 15,
    courseSlug: null,
    expiresOffsetDays: null,
    usageLimit: null,
    usedCount: 37,
  },
  // 200 DT off the PMP® preparation only.
  {
    code: 'PMP200',
    discountType: 'fixed',
    discountValue: 200,
    courseSlug: 'pmp-preparation-certification',
    expiresOffsetDays: 90,
    usageLimit: null,
    usedCount: 11,
  },
  // Summer campaign: expired.
  {
    code: 'ETE2025',
    discountType: 'percent',
    discountValue: 20,
    courseSlug: null,
    expiresOffsetDays: -60,
    usageLimit: null,
    usedCount: 48,
  },
  // One Scrum course, 3 uses, 2 used: one left.
  {
    code: 'SCRUM10',
    discountType: 'percent',
    discountValue: 10,
    courseSlug: 'scrum-master-psm-i',
    expiresOffsetDays: null,
    usageLimit: 3,
    usedCount: 2,
  },
  // Exhausted: limit reached.
  {
    code: 'COMPLET',
    discountType: 'percent',
    discountValue: 10,
    courseSlug: null,
    expiresOffsetDays: null,
    usageLimit: 5,
    usedCount: 5,
  },
  // More realistic codes.
  {
    code: 'CYBER25',
    discountType: 'percent',
    discountValue: 25,
    courseSlug: 'cissp-preparation-certification',
    expiresOffsetDays: 30,
    usageLimit: 10,
    usedCount: 4,
  },
  {
    code: 'ENTREPRISE500',
    discountType: 'fixed',
    discountValue: 500,
    courseSlug: null,
    expiresOffsetDays: 180,
    usageLimit: 20,
    usedCount: 6,
  },
  {
    code: 'ETUDIANT20',
    discountType: 'percent',
    discountValue: 20,
    courseSlug: null,
    expiresOffsetDays: 365,
    usageLimit: 100,
    usedCount: 23,
  },
  {
    code: 'IA-RH-100',
    discountType: 'fixed',
    discountValue: 100,
    courseSlug: 'ia-pour-les-rh',
    expiresOffsetDays: 45,
    usageLimit: null,
    usedCount: 3,
  },
  {
    code: 'RENTREE_2026',
    discountType: 'percent',
    discountValue: 12,
    courseSlug: null,
    expiresOffsetDays: 1,
    usageLimit: 50,
    usedCount: 19,
  },
];
