/**
 * The instants a mock clock may be set to (MOCK_NOW, POST /__mock/clock). The seed and the routes count
 * dates back and on from the clock (sessions, expiries, a data set's time); near year 0 or 9999 those
 * leave the four-digit years a date-time can say, and every answer carrying one would fail its check:
 * a 500 for everyone on that data set. Far wider than any test needs, far from either end.
 */
export const EARLIEST_CLOCK = '1970-01-01T00:00:00.000Z';
export const LATEST_CLOCK = '9000-12-31T23:59:59.999Z';

export const CLOCK_OUT_OF_RANGE = `The mock clock must be between ${EARLIEST_CLOCK} and ${LATEST_CLOCK}`;

/** Whether an ISO date-time lies within the range a mock clock may be set to. */
export function isClockInRange(iso: string): boolean {
  const at = Date.parse(iso);
  return at >= Date.parse(EARLIEST_CLOCK) && at <= Date.parse(LATEST_CLOCK);
}
