import { describe, expect, it, vi } from 'vitest';

import { argon2id } from './argon2id';
import { hashPassword, verifyPassword } from './passwords';
import { RecentChecks } from './recent-checks';

describe('recent password checks', () => {
  it('remember a success for a while, then forget it', () => {
    let now = 0;
    const checks = new RecentChecks(10, 1000, () => now);
    expect(checks.succeeded('$hash', 'secret')).toBe(false);
    checks.remember('$hash', 'secret');
    expect(checks.succeeded('$hash', 'secret')).toBe(true);
    expect(checks.succeeded('$hash', 'Secret')).toBe(false);
    expect(checks.succeeded('$other-hash', 'secret')).toBe(false);
    now = 999;
    expect(checks.succeeded('$hash', 'secret')).toBe(true);
    now = 1000;
    expect(checks.succeeded('$hash', 'secret')).toBe(false);
  });

  it('tell the pair apart however it is cut', () => {
    const checks = new RecentChecks(10, 1000, () => 0);
    checks.remember('$hash', 'ab');
    expect(checks.succeeded('$hasha', 'b')).toBe(false);
    expect(checks.succeeded('$hash\u0000a', 'b')).toBe(false);
  });

  it('keep at most `max`, the oldest giving way', () => {
    const checks = new RecentChecks(2, 1000, () => 0);
    checks.remember('$1', 'p');
    checks.remember('$2', 'p');
    checks.remember('$3', 'p');
    expect(checks.succeeded('$1', 'p')).toBe(false);
    expect(checks.succeeded('$2', 'p')).toBe(true);
    expect(checks.succeeded('$3', 'p')).toBe(true);
  });
});

describe('verifyPassword', () => {
  it('runs argon2id once for a right password checked twice, and every time for a wrong one', async () => {
    const hash = await hashPassword('Correct-horse-1');
    const verify = vi.spyOn(argon2id, 'verify');
    try {
      expect(await verifyPassword(hash, 'Correct-horse-1')).toBe(true);
      expect(await verifyPassword(hash, 'Correct-horse-1')).toBe(true);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(await verifyPassword(hash, 'wrong')).toBe(false);
      expect(await verifyPassword(hash, 'wrong')).toBe(false);
      expect(verify).toHaveBeenCalledTimes(3);
      // The same password under a new hash (a password set again) is checked afresh.
      const again = await hashPassword('Correct-horse-1');
      expect(await verifyPassword(again, 'Correct-horse-1')).toBe(true);
      expect(verify).toHaveBeenCalledTimes(4);
    } finally {
      verify.mockRestore();
    }
  });
});
