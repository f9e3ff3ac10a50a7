/**
 * Prices are dinars (DT) with millimes (1 DT = 1000 millimes). Sums and discounts are computed in
 * integer millimes so that 3 × 1190.5 DT − 15 % is exactly 3035.775 DT, never 3035.7749999….
 */
import { numberText } from './locale-text';

export const CURRENCY_SUFFIX = ' DT';
const MILLIMES_PER_DINAR = 1000;

export function toMillimes(dinars: number): number {
  if (!Number.isFinite(dinars)) throw new RangeError(`Not a price: ${String(dinars)}`);
  return Math.round(dinars * MILLIMES_PER_DINAR);
}

export function fromMillimes(millimes: number): number {
  return millimes / MILLIMES_PER_DINAR;
}

interface PricedCourse {
  originalPrice: number;
  discountedPrice?: number | null;
}

const positive = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;

/** Product rules 9: the discounted price when above 0, else the original price. */
export function finalPrice(course: PricedCourse): number {
  return positive(course.discountedPrice) ? course.discountedPrice : Math.max(0, course.originalPrice);
}

/** Product rules 9: a promo price only when the discount is above 0 and differs from the original. */
export function promoPrice(course: PricedCourse): number | null {
  const { discountedPrice, originalPrice } = course;
  return positive(discountedPrice) && toMillimes(discountedPrice) !== toMillimes(originalPrice)
    ? discountedPrice
    : null;
}

/** The product rules' price text: the amount with the ' DT' suffix, e.g. "2400 DT", "1190.5 DT". */
export function priceLabel(amount: number): string {
  return `${fromMillimes(toMillimes(amount))}${CURRENCY_SUFFIX}`;
}

/** A price for people to read, in the interface's locale, keeping the ' DT' suffix (up to 3 decimals). */
export function formatDinars(amount: number, locale: string): string {
  return `${numberText(fromMillimes(toMillimes(amount)), locale, { maximumFractionDigits: 3 })}${CURRENCY_SUFFIX}`;
}

export type Discount = { type: 'percent'; value: number } | { type: 'fixed'; value: number };

export interface OrderTotals {
  subtotal: number;
  discount: number;
  total: number;
}

/**
 * The order summary: subtotal, promo and total in DT (product rules 3). A percentage is applied to the
 * subtotal and rounded half-up to the millime; a fixed discount never exceeds the subtotal.
 */
export function orderTotals(
  unitPrice: number,
  participants = 1,
  discount: Discount | null = null,
): OrderTotals {
  if (!Number.isInteger(participants) || participants < 1) {
    throw new RangeError('At least one participant');
  }
  const subtotal = Math.max(0, toMillimes(unitPrice)) * participants;
  let off = 0;
  if (discount?.type === 'percent') {
    // Basis points keep a percentage such as 12.5 % in integers too.
    const basisPoints = Math.min(10_000, Math.max(0, Math.round(discount.value * 100)));
    off = Math.floor((subtotal * basisPoints + 5_000) / 10_000);
  } else if (discount?.type === 'fixed') {
    off = Math.min(subtotal, Math.max(0, toMillimes(discount.value)));
  }
  return {
    subtotal: fromMillimes(subtotal),
    discount: fromMillimes(off),
    total: fromMillimes(subtotal - off),
  };
}
