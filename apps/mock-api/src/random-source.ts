import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Clock } from './clock';

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

export function createRandomSource(clock: Clock, secret: string): RandomSource {
  let counter = 0;
  const derived = (bytes: number) => {
    counter += 1;
    const out = Buffer.alloc(bytes);
    for (let block = 0; block * 32 < bytes; block += 1) {
      createHmac('sha256', secret)
        .update(`${String(counter)}:${String(block)}`)
        .digest()
        .copy(out, block * 32);
    }
    return out;
  };
  return {
    digits: (n) => {
      const max = 10 ** n;
      const value = clock.isFrozen() ? derived(6).readUIntBE(0, 6) % max : randomInt(0, max);
      return String(value).padStart(n, '0');
    },
    token: (bytes) => (clock.isFrozen() ? derived(bytes) : randomBytes(bytes)).toString('base64url'),
    reset: () => {
      counter = 0;
    },
  };
}
