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

/** argon2id in native code (@node-rs/argon2), on Node. The in-page mock uses argon2id.wasm.ts. */
export const argon2id: Argon2id = {
  hash: (password) => hash(password, OPTIONS),
  verify: (encoded, password) => verify(encoded, password),
};
