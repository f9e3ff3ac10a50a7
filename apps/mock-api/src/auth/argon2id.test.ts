import { describe, expect, it } from 'vitest';

import { argon2id as native } from './argon2id';
import { argon2id as wasm } from './argon2id.wasm';

const PASSWORD = 'Apprenant2026!';

describe('argon2id, native and WebAssembly', () => {
  it('write the same cost in the standard encoded form', async () => {
    const [a, b] = await Promise.all([native.hash(PASSWORD), wasm.hash(PASSWORD)]);
    for (const encoded of [a, b])
      expect(encoded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
  });

  it('each verify the other’s hashes, and refuse a wrong password', async () => {
    const [fromNative, fromWasm] = await Promise.all([native.hash(PASSWORD), wasm.hash(PASSWORD)]);
    expect(await wasm.verify(fromNative, PASSWORD)).toBe(true);
    expect(await native.verify(fromWasm, PASSWORD)).toBe(true);
    expect(await wasm.verify(fromNative, 'apprenant2026!')).toBe(false);
    expect(await native.verify(fromWasm, 'apprenant2026!')).toBe(false);
  });
});
