// Native argon2id on Node; the in-page build swaps this module for argon2id.wasm.ts.
import { argon2id } from './argon2id';
import { argon2idCost } from './argon2id-cost';
import { RecentChecks } from './recent-checks';

/** argon2id (argon2id-cost.ts): the only way a password is kept. */
export function hashPassword(password: string): Promise<string> {
  return argon2id.hash(password);
}

/** 1,000 checks for 10 minutes: every account a QA suite signs in, for the length of its run. */
const recentChecks = new RecentChecks(1000, 10 * 60_000);

/** Whether the password is the one this argon2id hash keeps; a success is remembered (recent-checks.ts). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (recentChecks.succeeded(passwordHash, password)) return true;
  let matches: boolean;
  try {
    matches = await argon2id.verify(passwordHash, password);
  } catch {
    return false;
  }
  if (matches) recentChecks.remember(passwordHash, password);
  return matches;
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
