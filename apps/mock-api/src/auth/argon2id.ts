import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

import { argon2idCost, type Argon2id } from './argon2id-cost';
import { inTurns } from './in-turn';

// Algorithm.Argon2id is a const enum (2), which verbatimModuleSyntax cannot import.
const ARGON2ID = 2;

function options() {
  const cost = argon2idCost();
  return { algorithm: ARGON2ID, memoryCost: cost.memoryKiB, timeCost: cost.passes, parallelism: cost.lanes };
}

/**
 * Hashes run on libuv's threads, off the event loop, but as many at once as sign-ins arrive: five
 * at once took both cores of a two-core machine for tens of milliseconds, and every other answer
 * waited. At most one core less than the machine has hashes at a time, so answers always have one.
 */
const inTurn = inTurns(Math.max(1, availableParallelism() - 1));

/** argon2id in native code (@node-rs/argon2), on Node. The in-page mock uses argon2id.wasm.ts. */
export const argon2id: Argon2id = {
  hash: (password) => inTurn(() => hash(password, options())),
  verify: (encoded, password) => inTurn(() => verify(encoded, password)),
};
