import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

import { ARGON2ID_COST, type Argon2id } from './argon2id-cost';

// Algorithm.Argon2id is a const enum (2), which verbatimModuleSyntax cannot import.
const ARGON2ID = 2;

const OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: ARGON2ID_COST.memoryKiB,
  timeCost: ARGON2ID_COST.passes,
  parallelism: ARGON2ID_COST.lanes,
} as const;

/**
 * Hashes run on libuv's threads, off the event loop, but as many at once as sign-ins arrive: five
 * at once took both cores of a two-core machine for tens of milliseconds, and every other answer
 * waited. At most one core less than the machine has hashes at a time, so answers always have one.
 */
const AT_ONCE = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when a hashing slot is free; a slot that frees goes to the longest waiter. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < AT_ONCE) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next === undefined) running -= 1;
    else next();
  }
}

/** argon2id in native code (@node-rs/argon2), on Node. The in-page mock uses argon2id.wasm.ts. */
export const argon2id: Argon2id = {
  hash: (password) => inTurn(() => hash(password, OPTIONS)),
  verify: (encoded, password) => inTurn(() => verify(encoded, password)),
};
