import { describe, expect, it } from 'vitest';

import { userIdFromToken } from './sign-in';

const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('userIdFromToken', () => {
  it('reads sub, id or userId from a JWT-shaped token, numbers or digits', () => {
    expect(userIdFromToken(jwt({ sub: 7 }))).toBe(7);
    expect(userIdFromToken(jwt({ sub: '12' }))).toBe(12);
    expect(userIdFromToken(jwt({ sub: 'google|abc', userId: 3 }))).toBe(3);
    expect(userIdFromToken(jwt({ id: 4 }))).toBe(4);
  });

  it('gives null for anything else', () => {
    expect(userIdFromToken('opaque-token')).toBeNull();
    expect(userIdFromToken('a.b.c')).toBeNull();
    expect(userIdFromToken(jwt({ sub: -1 }))).toBeNull();
    expect(userIdFromToken(jwt({ sub: 1.5 }))).toBeNull();
  });
});
