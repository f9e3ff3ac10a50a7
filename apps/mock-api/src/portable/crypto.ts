import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * The few cryptographic pieces the handlers need, written once for Node and the browser: SHA-256 and
 * HMAC-SHA-256 from @noble/hashes (synchronous, audited, no native code), randomness from the
 * platform's `crypto.getRandomValues`, and the byte encodings tokens use.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();

const bytesOf = (data: string | Uint8Array): Uint8Array =>
  typeof data === 'string' ? encoder.encode(data) : data;

export const utf8Text = (bytes: Uint8Array): string => decoder.decode(bytes);

export const sha256Of = (data: string | Uint8Array): Uint8Array => sha256(bytesOf(data));

export const hmacSha256 = (key: string | Uint8Array, data: string | Uint8Array): Uint8Array =>
  hmac(sha256, bytesOf(key), bytesOf(data));

export function hexOf(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function base64UrlOf(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/(?<!=)=+$/, '');
}

/** Bytes of base64url text; null when the text is not base64url. */
export function bytesOfBase64Url(text: string): Uint8Array | null {
  if (!/^[\w-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Standard base64 of bytes, padded (what a data set's pictures are written in). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // In slices: one call with millions of arguments would overflow the stack.
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** Bytes of base64 text, padded as base64 is; null when the text is not base64. */
export function bytesOfBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !/^[a-z\d+/]*={0,2}$/i.test(text)) return null;
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** A uniform integer in [0, max), max ≤ 2^48: drawn again when it would favor small values. */
export function randomInt(max: number): number {
  const limit = 2 ** 48 - (2 ** 48 % max);
  for (;;) {
    const [a = 0, b = 0, c = 0] = crypto.getRandomValues(new Uint16Array(3));
    const value = a * 2 ** 32 + b * 2 ** 16 + c;
    if (value < limit) return value % max;
  }
}

/** Compares in time that does not depend on where the inputs differ (only on their lengths). */
export function equalInConstantTime(a: string | Uint8Array, b: string | Uint8Array): boolean {
  const left = bytesOf(a);
  const right = bytesOf(b);
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let i = 0; i < left.length; i += 1) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}
