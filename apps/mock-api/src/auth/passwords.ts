import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's second recommended setting (19 MiB, 2 passes): about 40 ms a hash here. */
// Algorithm.Argon2id is a const enum (2), which verbatimModuleSyntax cannot import.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const seedHashes = new Map<string, Promise<string>>();

/**
 * Seeding hashes the demo passwords once per process: every reset would otherwise spend ~40 ms per
 * account. Demo accounts sharing a password share its salt; real sign-ups never go through here.
 */
export function hashSeedPassword(password: string): Promise<string> {
  let pending = seedHashes.get(password);
  if (pending === undefined) {
    pending = hashPassword(password);
    seedHashes.set(password, pending);
  }
  return pending;
}
