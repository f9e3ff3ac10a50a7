import type { RouteCaller } from '../route-caller';

/** How far the server's clock may be from this machine's before the recording stops believing it. */
const MAX_CLOCK_GAP_MS = 24 * 60 * 60 * 1000;

/**
 * The server's time: its /health `now` (a mock's clock, frozen or not), else the Date header of its
 * answer; null when it tells neither.
 */
async function serverTime(caller: RouteCaller): Promise<string | null> {
  const outcome = await caller.client.call({ method: 'GET', path: '/health' });
  if (outcome.kind !== 'answer') return null;
  try {
    const health = JSON.parse(outcome.bodyText) as { now?: unknown };
    if (typeof health.now === 'string' && !Number.isNaN(Date.parse(health.now))) {
      return new Date(health.now).toISOString();
    }
  } catch {
    // Not a mock's /health: its Date header, if it has one, tells the time.
  }
  const date = outcome.date === null ? Number.NaN : Date.parse(outcome.date);
  return Number.isNaN(date) ? null : new Date(date).toISOString();
}

export interface RecordingTime {
  /** The manifest's `takenAt`, where a mock loading the folder starts its clock. */
  takenAt: string;
  /** Set when the server's clock was set aside. */
  warning: string | null;
}

/**
 * The recording's time: the server's, so a mock loading the folder starts where the backend was and
 * upcoming sessions are still upcoming. A server whose clock is more than a day from this machine's
 * is not believed (a date in the year 9999 makes every mock loaded from the folder fail): this
 * machine's time is taken and a warning names both, unless `trustServer` (--server-clock, for a
 * mock whose clock is frozen on purpose).
 */
export async function recordingTime(
  caller: RouteCaller,
  here: Date,
  trustServer: boolean,
): Promise<RecordingTime> {
  const there = await serverTime(caller);
  const ours = here.toISOString();
  if (there === null) return { takenAt: ours, warning: null };
  if (trustServer || Math.abs(Date.parse(there) - here.getTime()) <= MAX_CLOCK_GAP_MS) {
    return { takenAt: there, warning: null };
  }
  return {
    takenAt: ours,
    warning: `the server's clock says ${there}, more than a day from this machine's ${ours}: the recording is dated by this machine's clock (--server-clock takes the server's)`,
  };
}
