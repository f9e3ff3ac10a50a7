import { describe, expect, it } from 'vitest';

import { DEFAULT_RESEND_COOLDOWN_SECONDS, resendCooldownSeconds } from './resend-cooldown';

const now = Date.parse('2026-11-22T10:00:00.000Z');

describe('resend cooldown', () => {
  it('counts the seconds to the server’s instant', () => {
    expect(resendCooldownSeconds('2026-11-22T10:00:45.200Z', now)).toBe(46);
  });
  it('falls back to the usual cooldown when the clocks disagree or the instant is missing', () => {
    expect(resendCooldownSeconds('2026-11-22T00:01:00.000Z', now)).toBe(DEFAULT_RESEND_COOLDOWN_SECONDS);
    expect(resendCooldownSeconds('2026-11-23T10:00:00.000Z', now)).toBe(DEFAULT_RESEND_COOLDOWN_SECONDS);
    expect(resendCooldownSeconds(undefined, now)).toBe(DEFAULT_RESEND_COOLDOWN_SECONDS);
    expect(resendCooldownSeconds('not a date', now)).toBe(DEFAULT_RESEND_COOLDOWN_SECONDS);
  });
});
