/**
 * What a long command is doing while it runs, on stderr, so its report on stdout stays as it was.
 * On a terminal one line is redrawn in place: the stage, how far it is, the time spent and an
 * estimate of what is left. Elsewhere (CI, a pipe, a file) a line goes out at most every few
 * seconds, so a log shows the run is alive without a line per call. Both end with a summary line.
 */
export interface Progress {
  /** A new stage of the work, with how many steps it has when that is known. */
  stage(name: string, total?: number): void;
  /** Steps of the current stage done (one by default). */
  step(count?: number): void;
  /** The work is over: what it did, on a line of its own. */
  end(summary: string): void;
}

export interface ProgressSink {
  write(text: string): void;
  /** A terminal: the line is redrawn in place. */
  isTTY: boolean;
}

export interface ProgressOptions {
  now?: () => number;
  /** Off a terminal, the least time between two lines. */
  everyMs?: number;
}

/** A command run by a program that does not want to hear of its progress (the library, tests). */
export const NO_PROGRESS: Progress = { stage: () => undefined, step: () => undefined, end: () => undefined };

/** How long, as a person reads it: "45 s", "3 min 05 s". */
export function durationText(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${String(seconds)} s`;
  return `${String(Math.floor(seconds / 60))} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** A terminal's line is redrawn at most this often: more would cost the work it reports on. */
const TTY_EVERY_MS = 100;
const CLEAR_LINE = '\r\u001b[2K';

export function createProgress(command: string, sink: ProgressSink, options: ProgressOptions = {}): Progress {
  const now = options.now ?? Date.now;
  const everyMs = sink.isTTY ? TTY_EVERY_MS : (options.everyMs ?? 5_000);
  const started = now();
  let stage = { name: '', total: undefined as number | undefined, done: 0, started };
  let lastShown = Number.NEGATIVE_INFINITY;
  let drawn = false;

  const line = (at: number): string => {
    const { name, total, done } = stage;
    // A stage of unknown length counts its steps once there are any.
    const counted =
      total === undefined ? (done === 0 ? '' : ` ${String(done)}`) : ` ${String(done)}/${String(total)}`;
    const parts = [command, `${name}${counted}`, durationText(at - started)];
    // The stage's pace so far, applied to what is left of it: an estimate only once a step is done.
    if (total !== undefined && done > 0 && done < total) {
      parts.push(`about ${durationText(((at - stage.started) / done) * (total - done))} left`);
    }
    return parts.join(' · ');
  };

  const show = (force: boolean) => {
    const at = now();
    if (!force && at - lastShown < everyMs) return;
    lastShown = at;
    if (sink.isTTY) {
      sink.write(`${CLEAR_LINE}${line(at)}`);
      drawn = true;
    } else sink.write(`${line(at)}\n`);
  };

  return {
    stage(name, total) {
      stage = { name, total, done: 0, started: now() };
      // A terminal shows the new stage at once; a log waits its turn like any other line.
      show(sink.isTTY);
    },
    step(count = 1) {
      stage.done += count;
      show(false);
    },
    end(summary) {
      const text = `${command}: ${summary} in ${durationText(now() - started)}\n`;
      sink.write(drawn ? `${CLEAR_LINE}${text}` : text);
      drawn = false;
    },
  };
}
