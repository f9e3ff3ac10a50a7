import { describe, expect, it, vi } from 'vitest';

import { apiTimeOf, SiteClock } from './site-clock';

const VISITOR = Date.parse('2026-11-28T13:00:00.000Z');
const MOCK = Date.parse('2026-11-22T00:00:00.000Z');

/** A clock on a visitor's machine whose time is `VISITOR` plus what the test moves it by. */
function clockAt(start = VISITOR) {
  let local = start;
  const clock = new SiteClock(() => local);
  return { clock, later: (ms: number) => (local += ms) };
}

const answer = (date: string | null, cacheControl?: string) =>
  new Headers({
    ...(date === null ? {} : { date }),
    ...(cacheControl === undefined ? {} : { 'cache-control': cacheControl }),
  });

describe("an answer's time", () => {
  it('is its Date header', () => {
    expect(apiTimeOf(answer('Sun, 22 Nov 2026 00:00:00 GMT'))).toBe(MOCK);
    expect(apiTimeOf(answer('Sun, 22 Nov 2026 00:00:00 GMT', 'no-cache'))).toBe(MOCK);
    expect(apiTimeOf(answer('Sun, 22 Nov 2026 00:00:00 GMT', 'max-age=0'))).toBe(MOCK);
  });

  it('is unknown without a readable Date, or when a cache may have kept the answer', () => {
    expect(apiTimeOf(answer(null))).toBeNull();
    expect(apiTimeOf(answer('yesterday'))).toBeNull();
    expect(apiTimeOf(answer('Sun, 22 Nov 2026 00:00:00 GMT', 'public, max-age=300'))).toBeNull();
    expect(apiTimeOf(answer('Sun, 22 Nov 2026 00:00:00 GMT', 's-maxage=60'))).toBeNull();
    expect(apiTimeOf(answer('Sun, 22 Nov 2026 00:00:00 GMT', 'max-age=300, no-cache'))).toBe(MOCK);
  });
});

describe("the site's clock is its API's", () => {
  it("takes the API's time from an answer and runs on from it", () => {
    const { clock, later } = clockAt();
    expect(clock.now()).toBe(VISITOR);
    clock.noteAnswer(answer(new Date(MOCK).toUTCString()));
    expect(clock.now()).toBe(MOCK);
    expect(clock.today()).toBe('2026-11-22');
    later(90_000);
    expect(clock.now()).toBe(MOCK + 90_000);
  });

  it("keeps the visitor's clock when the API's is within a few seconds of it (the real backend)", () => {
    const { clock } = clockAt();
    clock.noteAnswer(answer(new Date(VISITOR - 3_000).toUTCString()));
    expect(clock.now()).toBe(VISITOR);
    clock.noteAnswer(answer(new Date(VISITOR - 60_000).toUTCString()));
    expect(clock.now()).toBe(VISITOR - 60_000);
  });

  it('a prerendered page keeps its rendered day until an answer says the time', () => {
    const { clock } = clockAt();
    clock.setRenderedDay('2026-11-22');
    expect([clock.today(), clock.renderedToday()]).toEqual(['2026-11-22', '2026-11-22']);
    clock.noteAnswer(answer(new Date(VISITOR + 86_400_000).toUTCString()));
    expect([clock.today(), clock.renderedToday()]).toEqual(['2026-11-29', '2026-11-22']);
  });

  it("an answer whose Date the page may not read leaves the visitor's clock, and never undoes a known one", () => {
    const { clock } = clockAt();
    clock.setRenderedDay('2026-11-22');
    clock.noteAnswer(answer(null));
    expect(clock.today()).toBe('2026-11-28');
    clock.noteAnswer(answer(new Date(MOCK).toUTCString()));
    clock.noteAnswer(answer(null));
    expect(clock.today()).toBe('2026-11-22');
  });

  it('tells its listeners when the day it shows changes, and only then', () => {
    const { clock } = clockAt();
    const listener = vi.fn();
    const stop = clock.subscribe(listener);
    clock.noteAnswer(answer(new Date(VISITOR).toUTCString()));
    expect(listener).not.toHaveBeenCalled();
    clock.noteAnswer(answer(new Date(MOCK).toUTCString()));
    clock.noteAnswer(answer(new Date(MOCK + 60_000).toUTCString()));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    clock.noteAnswer(answer(new Date(VISITOR).toUTCString()));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
