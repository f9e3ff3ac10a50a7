import { base64UrlOf, bytesOfBase64Url, equalInConstantTime, hmacSha256, utf8Text } from '../portable/crypto';

/** A compact signed token (JWT layout, HS256): header.payload.signature, base64url. */
export interface TokenClaims {
  sub: number;
  /** The data generation (see Store.generation): ids restart after a reset, tokens must not carry over. */
  gen: string;
  /** The user's token version (bumped by a password change or reset): older tokens stop working. */
  ver: number;
  iat: number;
  exp: number;
}

export interface TokenSubject {
  userId: number;
  generation: string;
  tokenVersion: number;
}

const encode = (text: string) => base64UrlOf(new TextEncoder().encode(text));

const HEADER = encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function sign(data: string, secret: string): string {
  return base64UrlOf(hmacSha256(secret, data));
}

export function signToken(subject: TokenSubject, now: Date, ttlSeconds: number, secret: string): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: TokenClaims = {
    sub: subject.userId,
    gen: subject.generation,
    ver: subject.tokenVersion,
    iat,
    exp: iat + ttlSeconds,
  };
  const payload = encode(JSON.stringify(claims));
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.gen === 'string' &&
    ['sub', 'ver', 'iat', 'exp'].every((key) => Number.isInteger(record[key]))
  );
}

export function verifyToken(token: string, now: Date, secret: string): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' };
  const [, payload = '', signature = ''] = parts;
  if (!equalInConstantTime(sign(`${HEADER}.${payload}`, secret), signature)) {
    return { ok: false, reason: 'signature' };
  }
  const bytes = bytesOfBase64Url(payload);
  if (bytes === null) return { ok: false, reason: 'malformed' };
  let claims: unknown;
  try {
    claims = JSON.parse(utf8Text(bytes));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (claims.exp <= Math.floor(now.getTime() / 1000)) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
