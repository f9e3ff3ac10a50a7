import { createHmac, timingSafeEqual } from 'node:crypto';

/** A compact signed token (JWT layout, HS256): header.payload.signature, base64url. */
export interface TokenClaims {
  sub: number;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signToken(userId: number, now: Date, ttlSeconds: number, secret: string): string {
  const iat = Math.floor(now.getTime() / 1000);
  const payload = Buffer.from(JSON.stringify({ sub: userId, iat, exp: iat + ttlSeconds })).toString(
    'base64url',
  );
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyToken(token: string, now: Date, secret: string): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' };
  const [, payload = '', signature = ''] = parts;
  const expected = Buffer.from(sign(`${HEADER}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (
    typeof claims !== 'object' ||
    claims === null ||
    !('sub' in claims && 'iat' in claims && 'exp' in claims) ||
    typeof claims.sub !== 'number' ||
    typeof claims.iat !== 'number' ||
    typeof claims.exp !== 'number'
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if (claims.exp <= Math.floor(now.getTime() / 1000)) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { sub: claims.sub, iat: claims.iat, exp: claims.exp } };
}
