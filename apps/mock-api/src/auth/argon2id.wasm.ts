import { argon2Verify, argon2id as wasmArgon2id } from 'hash-wasm';

import { randomBytes } from '../portable/crypto';
import { argon2idCost, type Argon2id } from './argon2id-cost';

/**
 * argon2id compiled to WebAssembly (hash-wasm), for the in-page mock, which cannot load native code:
 * the same algorithm and cost as on Node, a few times slower (see the decision on the in-page mock).
 */
export const argon2id: Argon2id = {
  hash: (password) => {
    const cost = argon2idCost();
    return wasmArgon2id({
      password,
      salt: randomBytes(cost.saltBytes),
      memorySize: cost.memoryKiB,
      iterations: cost.passes,
      parallelism: cost.lanes,
      hashLength: cost.hashBytes,
      outputType: 'encoded',
    });
  },
  verify: (encoded, password) => argon2Verify({ hash: encoded, password }),
};
