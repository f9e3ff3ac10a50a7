import { afterEach, describe, expect, it, vi } from 'vitest';

import { createClock } from './clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('the mock clock', () => {
  it('frozen, reads the same instant until it is moved', () => {
    vi.useFakeTimers({ now: new Date('2030-05-05T10:00:00.000Z') });
    const clock = createClock('2026-11-22T00:00:00.000Z');
    vi.advanceTimersByTime(60_000);
    expect(clock.nowIso()).toBe('2026-11-22T00:00:00.000Z');
    expect(clock.isFrozen()).toBe(true);
  });

  it('running from a data set’s time, reads that time now and runs on with real time', () => {
    vi.useFakeTimers({ now: new Date('2030-05-05T10:00:00.000Z') });
    const clock = createClock(null, '2026-03-01T08:30:00.000Z');
    expect(clock.nowIso()).toBe('2026-03-01T08:30:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(clock.nowIso()).toBe('2026-03-01T08:31:30.000Z');
    expect(clock.today()).toBe('2026-03-01');
    expect(clock.isFrozen()).toBe(false);
    clock.freeze(new Date('2026-04-01T00:00:00.000Z'));
    vi.advanceTimersByTime(90_000);
    expect(clock.nowIso()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('without either, is real time', () => {
    vi.useFakeTimers({ now: new Date('2030-05-05T10:00:00.000Z') });
    expect(createClock(null).nowIso()).toBe('2030-05-05T10:00:00.000Z');
  });

  it('running from the end of year 9999, stops at its last instant rather than write a five-digit year', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T00:00:00.000Z') });
    const clock = createClock(null, '9999-12-31T23:59:59.000Z');
    vi.advanceTimersByTime(5_000);
    expect(clock.nowIso()).toBe('9999-12-31T23:59:59.999Z');
    expect(clock.today()).toBe('9999-12-31');
  });
});
