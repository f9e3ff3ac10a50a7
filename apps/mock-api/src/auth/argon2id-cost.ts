/**
 * argon2id with OWASP's second recommended setting (19 MiB, 2 passes, 1 lane): about 40 ms a hash in
 * native code. Both implementations write and read the standard encoded form
 * (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), so each verifies the other's hashes.
 */
export const ARGON2ID_COST = {
  memoryKiB: 19_456,
  passes: 2,
  lanes: 1,
  saltBytes: 16,
  hashBytes: 32,
} as const;

export interface Argon2id {
  hash(password: string): Promise<string>;
  /** Throws on a malformed hash; passwords.ts turns that into a refusal. */
  verify(encoded: string, password: string): Promise<boolean>;
}
