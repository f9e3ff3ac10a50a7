/**
 * A small seeded pseudo-random generator (mulberry32) and helpers built on it: the one source of
 * repeatable draws (the mock's generated catalogue and its fault rules, the benches' data).
 */

export type Prng = () => number;

/** Returns a generator of floats in [0, 1); the same seed always gives the same sequence. */
export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer between min and max, both included. */
export function intBetween(rng: Prng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(rng: Prng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) {
    throw new Error('pick() needs a non-empty list');
  }
  return item;
}
