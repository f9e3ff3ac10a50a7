/**
 * The mock clock. With MOCK_NOW (or after POST /__mock/clock) it is frozen at that instant, so the
 * same seed gives byte-identical answers and QA moves time on purpose (expiries, cooldowns). Without
 * it, it follows real time so cooldowns elapse for a developer clicking through the site.
 */
export interface Clock {
  now(): Date;
  nowIso(): string;
  /** YYYY-MM-DD in UTC. */
  today(): string;
  isFrozen(): boolean;
  freeze(at: Date): void;
}

/**
 * The instants an ISO date-time with a four-digit year can say. Past the last one, toISOString writes
 * `+010000-01-01T…`, which no date-time of the contract accepts: every answer that carries the clock
 * (/health, /__mock/state) would fail its check on the way out, a 500. A clock never reads beyond them.
 */
const FIRST_ISO_MS = Date.parse('0000-01-01T00:00:00.000Z');
const LAST_ISO_MS = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * A clock frozen at `frozenAt`; without it, real time, or with `runsFrom` real time moved back or on
 * so that it reads `runsFrom` now (a data set's time) and runs on from there.
 */
export function createClock(frozenAt: string | null, runsFrom?: string): Clock {
  let frozen: Date | null = frozenAt === null ? null : new Date(frozenAt);
  const offsetMs = runsFrom === undefined ? 0 : Date.parse(runsFrom) - Date.now();
  const running = () => Math.min(LAST_ISO_MS, Math.max(FIRST_ISO_MS, Date.now() + offsetMs));
  const now = () => (frozen === null ? new Date(running()) : new Date(frozen));
  return {
    now,
    nowIso: () => now().toISOString(),
    today: () => now().toISOString().slice(0, 10),
    isFrozen: () => frozen !== null,
    freeze: (at) => {
      frozen = new Date(at);
    },
  };
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

export function addDaysToDate(isoDate: string, days: number): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
