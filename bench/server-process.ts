/** A server process's memory and CPU over a run, read from /proc (Linux). */
import { readFileSync } from 'node:fs';

/** The server's resident memory, from /proc (Linux). */
export function rssMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] === undefined ? null : Number(match[1]) / 1024;
  } catch {
    return null;
  }
}

export interface Sample {
  t: number;
  mb: number;
  stage: string;
}

/** The server's CPU time so far, in seconds (user + system, from /proc/<pid>/stat). */
export function cpuSeconds(pid: number): number {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * The lowest RSS of each 5-second window: RSS saws up and down with garbage collection (every write
 * drops the cached public answers, which are then rebuilt), and a leak shows as a rising floor.
 */
export function floors(samples: readonly Sample[]): Sample[] {
  const out: Sample[] = [];
  for (let i = 0; i + 5 <= samples.length; i += 5) {
    const window = samples.slice(i, i + 5);
    const low = window.reduce((a, b) => (b.mb < a.mb ? b : a));
    out.push({ ...low, t: (window[0]?.t ?? 0) + 2000 });
  }
  return out;
}

/** Least-squares slope in MB per minute. */
export function slopePerMinute(samples: readonly Sample[]): number {
  if (samples.length < 2) return Number.NaN;
  const n = samples.length;
  const mt = samples.reduce((s, x) => s + x.t, 0) / n;
  const mm = samples.reduce((s, x) => s + x.mb, 0) / n;
  const cov = samples.reduce((s, x) => s + (x.t - mt) * (x.mb - mm), 0);
  const vt = samples.reduce((s, x) => s + (x.t - mt) ** 2, 0);
  return (cov / vt) * 60_000;
}
