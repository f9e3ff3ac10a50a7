import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DataSetInvalid } from '@formation/contract';

import { openDatabase, type NativeDatabase } from './client';
import { checkDataSet, dumpDataSet } from './data-set-files';
import { seedDatabase } from './seed-database';

type Row = Record<string, unknown>;

const NOW = '2026-11-22T00:00:00.000Z';
let database: NativeDatabase;
let files: Record<string, unknown>;

/** An enrollment and its online payment, as POST /enrollments and POST /payments/online write them. */
const ENROLLMENT: Row = {
  id: 1,
  userId: 1,
  courseId: 1,
  status: 'pending',
  fullName: 'Amira Ben Salah',
  email: 'amira.bensalah@example.tn',
  appointmentTime: '2026-11-23T09:00:00.000Z',
  paymentMethod: 'online',
  paymentStatus: 'awaiting',
  promoCode: null,
  subtotal: 1190.5,
  discount: 178.575,
  total: 1011.925,
  createdAt: NOW,
  updatedAt: NOW,
};
const PAYMENT: Row = {
  id: 1,
  enrollmentId: 1,
  userId: 1,
  courseId: 1,
  method: 'online',
  status: 'awaiting',
  amount: 1011.925,
  returnUrl: 'http://localhost:5173/paiement/retour',
  createdAt: NOW,
  updatedAt: NOW,
};

beforeAll(async () => {
  database = openDatabase(':memory:');
  await seedDatabase(database.db, 'default', NOW);
  files = dumpDataSet(database.db, 'the seed', NOW);
});
afterAll(() => {
  database.close();
});

/** The seed's files and an enrollment paid online, with `file`'s first row changed by `row`. */
function refusal(file: string, row: Row): string[] {
  const all: Record<string, unknown> = {
    ...files,
    'enrollments.json': [ENROLLMENT],
    'payments.json': [PAYMENT],
  };
  const [first, ...rest] = all[file] as Row[];
  const rows = [{ ...first, ...row }, ...rest];
  const manifest = files['manifest.json'] as { counts: Record<string, number> };
  const counts = { ...manifest.counts, 'enrollments.json': 1, 'payments.json': 1, [file]: rows.length };
  try {
    checkDataSet({ ...all, 'manifest.json': { ...manifest, counts }, [file]: rows });
  } catch (error) {
    if (error instanceof DataSetInvalid) return [...error.problems];
    throw error;
  }
  return [];
}

describe('the rows of a data set, held to the rules of the routes', () => {
  it('takes an enrollment and its online payment as the routes write them', () => {
    expect(refusal('enrollments.json', {})).toEqual([]);
  });

  it('refuses an e-mail the contract’s one rule refuses, a user’s and an enrollment’s', () => {
    expect(refusal('users.json', { email: 'amira' })).toEqual([
      'users.json: row 0, email: Invalid email address',
    ]);
    expect(refusal('enrollments.json', { email: 'a@b' })).toEqual([
      'enrollments.json: row 0, email: Invalid email address',
    ]);
  });

  it('refuses a negative price or amount, and one finer than the millime', () => {
    expect(refusal('courses.json', { originalPrice: -1 })).toEqual([
      'courses.json: row 0, originalPrice: Number must be greater than or equal to 0',
    ]);
    expect(refusal('payments.json', { amount: -0.5 })).toEqual([
      'payments.json: row 0, amount: Number must be greater than or equal to 0',
    ]);
    expect(refusal('courses.json', { discountedPrice: 10.0001 })).toEqual([
      'courses.json: row 0, discountedPrice: At most 3 decimals (millimes)',
    ]);
  });

  it('refuses totals that are not the subtotal less its discount, as orderTotals makes them', () => {
    expect(refusal('enrollments.json', { total: 1190.5 })).toEqual([
      'enrollments.json: row 0, total: Not the subtotal less the discount',
    ]);
    expect(refusal('enrollments.json', { discount: 2000, total: 0 })).toEqual([
      'enrollments.json: row 0, discount: Above the subtotal',
    ]);
  });

  it('refuses a rate outside 1 to 5, a date that is no date-time, and a percentage above 100', () => {
    expect(refusal('comments.json', { rate: 6 })).toEqual([
      'comments.json: row 0, rate: Number must be less than or equal to 5',
    ]);
    expect(refusal('comments.json', { createdAt: 'yesterday' })).toEqual([
      'comments.json: row 0, createdAt: Invalid datetime',
    ]);
    expect(refusal('coupons.json', { discountType: 'percent', discountValue: 150 })).toEqual([
      'coupons.json: row 0, discountValue: A percentage above 100',
    ]);
  });

  it('refuses an online payment without a return URL, one on site with one, and one that is no URL', () => {
    expect(refusal('payments.json', { returnUrl: null })).toEqual([
      'payments.json: row 0, returnUrl: An online payment has one',
    ]);
    expect(refusal('payments.json', { method: 'onsite' })).toEqual([
      'payments.json: row 0, returnUrl: A payment on site has none',
    ]);
    expect(refusal('payments.json', { returnUrl: 'not a url' })).toEqual([
      'payments.json: row 0, returnUrl: Invalid url',
    ]);
  });
});
