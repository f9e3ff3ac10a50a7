import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { finalPrice, formatDinars, orderTotals, priceLabel, promoPrice, toMillimes } from './pricing';

describe('final price (product rules 9)', () => {
  it('is the discounted price when above 0', () => {
    expect(finalPrice({ originalPrice: 2400, discountedPrice: 1990 })).toBe(1990);
  });
  it('is the original price when the discount is 0, null, missing or negative', () => {
    expect(finalPrice({ originalPrice: 2400, discountedPrice: 0 })).toBe(2400);
    expect(finalPrice({ originalPrice: 2400, discountedPrice: null })).toBe(2400);
    expect(finalPrice({ originalPrice: 2400 })).toBe(2400);
    expect(finalPrice({ originalPrice: 2400, discountedPrice: -5 })).toBe(2400);
  });
  it('never goes below 0', () => {
    expect(finalPrice({ originalPrice: -10, discountedPrice: 0 })).toBe(0);
  });
});

describe('promo price (product rules 9)', () => {
  it('is shown when the discount is above 0 and differs from the original', () => {
    expect(promoPrice({ originalPrice: 2400, discountedPrice: 1990 })).toBe(1990);
  });
  it('is not shown when the discount equals the original, is 0, negative or missing', () => {
    expect(promoPrice({ originalPrice: 2400, discountedPrice: 2400 })).toBeNull();
    expect(promoPrice({ originalPrice: 2400, discountedPrice: 2400.0000001 })).toBeNull();
    expect(promoPrice({ originalPrice: 2400, discountedPrice: 0 })).toBeNull();
    expect(promoPrice({ originalPrice: 2400, discountedPrice: -1 })).toBeNull();
    expect(promoPrice({ originalPrice: 2400, discountedPrice: null })).toBeNull();
  });
});

describe('price text', () => {
  it("keeps the ' DT' suffix", () => {
    expect(priceLabel(2400)).toBe('2400 DT');
    expect(priceLabel(1190.5)).toBe('1190.5 DT');
    expect(priceLabel(0)).toBe('0 DT');
    expect(priceLabel(0.1 + 0.2)).toBe('0.3 DT');
  });
  it('formats in the locale with the DT suffix and Latin digits', () => {
    expect(formatDinars(2400, 'en')).toBe('2,400 DT');
    expect(formatDinars(1190.125, 'fr').replace(/\s/g, ' ')).toBe('1 190,125 DT');
    expect(formatDinars(2400, 'ar')).toMatch(/^2.?400 DT$/);
  });
  it('refuses a non-number', () => {
    expect(() => toMillimes(Number.NaN)).toThrow(RangeError);
  });
});

describe('order totals in exact millimes', () => {
  it('3 participants at 1190.5 DT with a 15 % code', () => {
    expect(orderTotals(1190.5, 3, { type: 'percent', value: 15 })).toEqual({
      subtotal: 3571.5,
      discount: 535.725,
      total: 3035.775,
    });
  });
  it('no float drift where plain arithmetic drifts', () => {
    // 0.1 + 0.2 style: 3 × 19.99 = 59.97 exactly, 10 % = 5.997.
    expect(orderTotals(19.99, 3, { type: 'percent', value: 10 })).toEqual({
      subtotal: 59.97,
      discount: 5.997,
      total: 53.973,
    });
  });
  it('rounds a percentage half-up to the millime', () => {
    expect(orderTotals(0.005, 1, { type: 'percent', value: 10 }).discount).toBe(0.001);
  });
  it('a fixed discount never exceeds the subtotal', () => {
    expect(orderTotals(100, 1, { type: 'fixed', value: 150 })).toEqual({
      subtotal: 100,
      discount: 100,
      total: 0,
    });
  });
  it('without a code the total is the subtotal', () => {
    expect(orderTotals(2400)).toEqual({ subtotal: 2400, discount: 0, total: 2400 });
  });
  it('refuses zero or fractional participants', () => {
    expect(() => orderTotals(100, 0)).toThrow(RangeError);
    expect(() => orderTotals(100, 1.5)).toThrow(RangeError);
  });
  it('always adds up: subtotal = discount + total, to the millime', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (millimes, participants, percent) => {
          const t = orderTotals(millimes / 1000, participants, { type: 'percent', value: percent });
          expect(toMillimes(t.subtotal)).toBe(toMillimes(t.discount) + toMillimes(t.total));
          expect(t.total).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(toMillimes(t.total))).toBe(true);
          expect(Math.abs(t.total * 1000 - Math.round(t.total * 1000))).toBeLessThan(1e-6);
        },
      ),
    );
  });
});
