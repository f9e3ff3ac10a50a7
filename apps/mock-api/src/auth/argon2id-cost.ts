/**
 * argon2id's cost. By default OWASP's second recommended setting (19 MiB, 2 passes, 1 lane): about
 * 10 ms a hash in native code, 40 ms in WebAssembly. `ARGON2ID_MEMORY_KIB` and `ARGON2ID_PASSES`
 * lower it for a load test whose sign-ins would otherwise take the cores (a hash keeps the cost it
 * was made with: verifying reads it from the hash). Both implementations write and read the standard
 * encoded form (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), so each verifies the other's hashes.
 */
export interface Argon2idCost {
  memoryKiB: number;
  passes: number;
  lanes: number;
  saltBytes: number;
  hashBytes: number;
}

export const OWASP_ARGON2ID_COST: Readonly<Argon2idCost> = {
  memoryKiB: 19_456,
  passes: 2,
  lanes: 1,
  saltBytes: 16,
  hashBytes: 32,
};

let cost: Readonly<Argon2idCost> = OWASP_ARGON2ID_COST;

/** The cost new hashes are made with. */
export function argon2idCost(): Readonly<Argon2idCost> {
  return cost;
}

/** Sets the cost of the hashes this process makes from now on (the mock's settings, at start). */
export function useArgon2idCost(memoryKiB: number, passes: number): void {
  cost = { ...OWASP_ARGON2ID_COST, memoryKiB, passes };
}

export interface Argon2id {
  hash(password: string): Promise<string>;
  /** Throws on a malformed hash; passwords.ts turns that into a refusal. */
  verify(encoded: string, password: string): Promise<boolean>;
}
