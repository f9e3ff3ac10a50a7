import { argon2Verify, argon2id as wasmArgon2id } from 'hash-wasm';

import { randomBytes } from '../portable/crypto';
import { ARGON2ID_COST, type Argon2id } from './argon2id-cost';

/**
 * argon2id compiled to WebAssembly (hash-wasm), for the in-page mock, which cannot load native code:
 * the same algorithm and cost as on Node, a few times slower (see the decision on the in-page mock).
 */
export const argon2id: Argon2id = {
  hash: (password) =>
    wasmArgon2id({
      password,
      salt: randomBytes(ARGON2ID_COST.saltBytes),
      memorySize: ARGON2ID_COST.memoryKiB,
      iterations: ARGON2ID_COST.passes,
      parallelism: ARGON2ID_COST.lanes,
      hashLength: ARGON2ID_COST.hashBytes,
      outputType: 'encoded',
    }),
  verify: (encoded, password) => argon2Verify({ hash: encoded, password }),
};
