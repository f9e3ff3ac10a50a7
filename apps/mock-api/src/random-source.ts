import type { Clock } from './clock';
import { base64UrlOf, hmacSha256, randomBytes, randomInt } from './portable/crypto';

/**
 * Codes, tokens and file names. With a frozen clock (MOCK_NOW, QA) they are derived from the secret
 * and a counter, so the same steps give the same outbox byte for byte; otherwise they are random.
 */
export interface RandomSource {
  /** n decimal digits, e.g. a 6-digit verification code. */
  digits(n: number): string;
  /** A url-safe token of `bytes` bytes. */
  token(bytes: number): string;
  /** Restart the sequence (a re-seed). */
  reset(): void;
}

/** The unsigned big-endian integer of up to 6 bytes. */
const bigEndian = (bytes: Uint8Array) => bytes.reduce((value, byte) => value * 256 + byte, 0);

export function createRandomSource(clock: Clock, secret: string): RandomSource {
  let counter = 0;
  const derived = (bytes: number) => {
    counter += 1;
    const out = new Uint8Array(bytes);
    for (let block = 0; block * 32 < bytes; block += 1) {
      const digest = hmacSha256(secret, `${String(counter)}:${String(block)}`);
      out.set(digest.subarray(0, Math.min(32, bytes - block * 32)), block * 32);
    }
    return out;
  };
  return {
    digits: (n) => {
      const max = 10 ** n;
      const value = clock.isFrozen() ? bigEndian(derived(6)) % max : randomInt(max);
      return String(value).padStart(n, '0');
    },
    token: (bytes) => base64UrlOf(clock.isFrozen() ? derived(bytes) : randomBytes(bytes)),
    reset: () => {
      counter = 0;
    },
  };
}
