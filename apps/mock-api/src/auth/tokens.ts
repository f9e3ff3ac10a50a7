import { createHmac, timingSafeEqual } from 'node:crypto';

/** A compact signed token (JWT layout, HS256): header.payload.signature, base64url. */
export interface TokenClaims {
  sub: number;
  /** The data generation (bumped by every re-seed): ids restart after a reset, tokens must not carry over. */
  gen: number;
  /** The user's token version (bumped by a password change or reset): older tokens stop working. */
  ver: number;
  iat: number;
  exp: number;
}

export interface TokenSubject {
  userId: number;
  generation: number;
  tokenVersion: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
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
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['sub', 'gen', 'ver', 'iat', 'exp'].every((key) => Number.isInteger(record[key]));
}

export function verifyToken(token: string, now: Date, secret: string): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' };
  const [, payload = '', signature = ''] = parts;
  const expected = Buffer.from(sign(`${HEADER}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'signature' };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (claims.exp <= Math.floor(now.getTime() / 1000)) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
