// Native argon2id on Node; the in-page build swaps this module for argon2id.wasm.ts.
import { argon2id } from './argon2id';
import { argon2idCost } from './argon2id-cost';

/** argon2id (argon2id-cost.ts): the only way a password is kept. */
export function hashPassword(password: string): Promise<string> {
  return argon2id.hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2id.verify(passwordHash, password);
  } catch {
    return false;
  }
}

const seedHashes = new Map<string, Promise<string>>();

/**
 * Seeding hashes the demo passwords once per process: every reset would otherwise spend a hash (about
 * 10 ms in native code, 40 ms in WebAssembly) per account. Demo accounts sharing a password share
 * its salt; real sign-ups never go through here.
 */
export function hashSeedPassword(password: string): Promise<string> {
  const { memoryKiB, passes } = argon2idCost();
  const key = `${String(memoryKiB)} ${String(passes)} ${password}`;
  let pending = seedHashes.get(key);
  if (pending === undefined) {
    pending = hashPassword(password);
    seedHashes.set(key, pending);
  }
  return pending;
}
