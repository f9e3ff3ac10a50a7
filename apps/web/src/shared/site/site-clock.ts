/**
 * The site's clock is its API's: the sessions a page lists as upcoming, the calendar's today and a
 * countdown to a time the server gave all follow the API's time, so a mock frozen at MOCK_NOW drives
 * every date the site shows, and the HTML of a prerendered page (made on the API's day, which the
 * build reads from /health) agrees with what the browser renders after it.
 *
 * The browser learns that time from the Date header of the API's answers. Until an answer has told
 * it, a prerendered page keeps the day it was rendered on; a page the browser renders itself waits
 * for its data anyway. An API whose Date the page may not read (a CORS answer that does not expose it)
 * leaves the visitor's own clock, as does one within a few seconds of it: the header counts whole
 * seconds and the answer took time to come, so the real backend changes nothing.
 */

/** Within this of the visitor's clock, the API's clock is taken to be the same. */
const SAME_CLOCK_MS = 5_000;

/** YYYY-MM-DD in UTC, the date the domain's session rules compare with. */
export const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/**
 * The time an answer carries: its Date header, unless a cache may have kept the answer (a `max-age`
 * without `no-cache`), when that Date is the time it was first sent.
 */
export function apiTimeOf(headers: Headers): number | null {
  const cacheControl = headers.get('cache-control') ?? '';
  const kept =
    /(?:^|[,\s])(?:s-maxage|max-age)\s*=\s*"?[1-9]/i.test(cacheControl) && !/no-cache/i.test(cacheControl);
  if (kept) return null;
  const time = Date.parse(headers.get('date') ?? '');
  return Number.isNaN(time) ? null : time;
}

export class SiteClock {
  /** The API's time minus the visitor's, once an answer has said; null before. */
  private offsetMs: number | null = null;
  private renderedDay: string | undefined;
  private readonly listeners = new Set<() => void>();

  // Read late, not kept: a test that fakes Date (and a page whose clock Playwright sets) is obeyed.
  constructor(private readonly localNow: () => number = () => Date.now()) {}

  /** The day a prerendered page was rendered on (the build writes it into the page). */
  setRenderedDay(day: string): void {
    this.renderedDay = day;
  }

  /** An answer of the API arrived now: its Date header sets the site's time. */
  noteAnswer(headers: Headers, receivedAt: number = this.localNow()): void {
    const time = apiTimeOf(headers);
    // A readable Date moves the clock; an answer without one only ends the wait for the first.
    if (time === null && this.offsetMs !== null) return;
    const dayBefore = this.today();
    this.offsetMs = time === null || Math.abs(time - receivedAt) <= SAME_CLOCK_MS ? 0 : time - receivedAt;
    if (this.today() !== dayBefore) for (const listener of this.listeners) listener();
  }

  /** The API's time now, in milliseconds (the visitor's before any answer said otherwise). */
  readonly now = (): number => this.localNow() + (this.offsetMs ?? 0);

  /** Today as the site shows it: the rendered day until the API has spoken, then the API's. */
  readonly today = (): string =>
    this.offsetMs === null && this.renderedDay !== undefined ? this.renderedDay : isoDay(this.now());

  /** The day of the HTML: the rendered day (on the build's server and while a page hydrates). */
  readonly renderedToday = (): string => this.renderedDay ?? isoDay(this.now());

  /** Told when the day the site shows changes (an answer moved the clock across midnight). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
}

/** The clock of this page (of this build, when prerendering). */
export const siteClock = new SiteClock();
