import type { Clock } from './clock';
import { base64UrlOf, hmacSha256, randomBytes, randomInt } from './portable/crypto';

/**
 * What a value is for. Each purpose is derived apart: a provider token (an open route hands those
 * out) says nothing of a verification code or a reset link, before or after a restart or re-seed.
 */
export type RandomPurpose = 'verification-code' | 'reset-token' | 'provider-token' | 'provider-identity';

/**
 * Codes, tokens and identities. With a frozen clock (MOCK_NOW, QA) they are derived from the secret,
 * the purpose, the data set's generation and a counter of that purpose, so the same steps give the
 * same outbox byte for byte; otherwise they are random.
 */
export interface RandomSource {
  /** n decimal digits, e.g. a 6-digit verification code. */
  digits(purpose: RandomPurpose, n: number): string;
  /** A url-safe token of `bytes` bytes. */
  token(purpose: RandomPurpose, bytes: number): string;
}

/**
 * Where the counters of a data set are kept. The shared data set keeps them in its database, so a
 * restart goes on from where it stopped instead of handing out the same values again.
 */
export interface RandomCounters {
  read(purpose: RandomPurpose): number;
  write(purpose: RandomPurpose, value: number): void;
}

/** Counters that live as long as the data set (a private, in-memory copy). */
export function countersInMemory(): RandomCounters {
  const counters = new Map<RandomPurpose, number>();
  return {
    read: (purpose) => counters.get(purpose) ?? 0,
    write: (purpose, value) => counters.set(purpose, value),
  };
}

export interface RandomScope {
  secret: string;
  /** Names the data set's generation in every derivation: a re-seed starts new sequences. */
  generation: string;
  counters: RandomCounters;
}

/** The unsigned big-endian integer of up to 6 bytes. */
const bigEndian = (bytes: Uint8Array) => bytes.reduce((value, byte) => value * 256 + byte, 0);

export function createRandomSource(clock: Clock, scope: RandomScope): RandomSource {
  const derived = (purpose: RandomPurpose, bytes: number) => {
    const counter = scope.counters.read(purpose) + 1;
    scope.counters.write(purpose, counter);
    const out = new Uint8Array(bytes);
    for (let block = 0; block * 32 < bytes; block += 1) {
      // Newline-separated: no purpose, generation or number can run into the next field.
      const input = `${purpose}\n${scope.generation}\n${String(counter)}\n${String(block)}`;
      const digest = hmacSha256(scope.secret, input);
      out.set(digest.subarray(0, Math.min(32, bytes - block * 32)), block * 32);
    }
    return out;
  };
  return {
    digits: (purpose, n) => {
      const max = 10 ** n;
      const value = clock.isFrozen() ? bigEndian(derived(purpose, 6)) % max : randomInt(max);
      return String(value).padStart(n, '0');
    },
    token: (purpose, bytes) => base64UrlOf(clock.isFrozen() ? derived(purpose, bytes) : randomBytes(bytes)),
  };
}
