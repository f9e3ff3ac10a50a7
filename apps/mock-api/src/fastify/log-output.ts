import pino from 'pino';

import { LineQueue } from './line-queue';
import { DROPPABLE_KIND, DROPPABLE_LINE_MARK } from './request-line';

/** What may wait before an anonymous read's line is dropped: minutes of a busy mock's lines. */
const MAX_WAITING_BYTES = 8 * 1024 * 1024;

/**
 * What may wait before new requests wait too. Only lines that are never dropped get past
 * MAX_WAITING_BYTES, so reaching this takes some 100 000 writes, sign-ins or admin calls the reader
 * has not read: a reader that stopped, or a flood.
 */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

/** Where the lines go: a Node writable or pino's SonicBoom, which both say `false` when full and 'drain' once emptied. */
export interface LogSink {
  /** `undefined` too: pino makes a stream whose reader is gone (EPIPE) write nothing and say nothing. */
  write(text: string): boolean | undefined;
  on(event: 'drain', listener: () => void): unknown;
}

export interface LogOutputLimits {
  maxWaitingBytes?: number;
  maxKeptBytes?: number;
}

export interface LogOutput {
  write(line: string): void;
  /** Resolves once the lines waiting are back under `maxKeptBytes`; undefined while they are. */
  room(): Promise<void> | undefined;
  /** Hands every line waiting to the sink, at once (the process is exiting). */
  handOver(): void;
}

const droppedNotice = (dropped: number) =>
  `${JSON.stringify({
    level: 40,
    time: Date.now(),
    // Not `kind`: this line must not look droppable itself.
    dropped: { [DROPPABLE_KIND]: dropped },
    msg: `${String(dropped)} log lines of anonymous reads dropped: the output was not read as fast as the mock wrote (writes, sign-ins, password flows, signed-in reads and admin calls are never dropped)`,
  })}\n`;

/**
 * Lines go to the sink while it takes them. Once it is full they wait here, in order, and go on at
 * its next 'drain'. While they wait, an anonymous read's line is dropped past `maxWaitingBytes` and
 * counted (a line says how many once all is written); every other line waits whatever its size. Past
 * `maxKeptBytes` waiting, `room()` makes new requests wait (request-log.ts): the mock slows to its
 * reader's pace rather than lose a line an audit needs, and memory stays near the bound (what the
 * requests already under way log comes on top: a line each, its URL cut).
 */
export function boundedLogOutput(sink: LogSink, limits: LogOutputLimits = {}): LogOutput {
  const maxWaitingBytes = limits.maxWaitingBytes ?? MAX_WAITING_BYTES;
  const maxKeptBytes = limits.maxKeptBytes ?? MAX_KEPT_BYTES;
  const waiting = new LineQueue();
  let full = false;
  let dropped = 0;
  let roomMade: { promise: Promise<void>; resolve: () => void } | undefined;

  /** Whether the sink takes more after `text` (it keeps `text` either way). */
  const give = (text: string): boolean => {
    full = sink.write(text) === false;
    return !full;
  };
  const flow = () => {
    let open = true;
    while (open) {
      const line = waiting.shift();
      if (line === undefined) break;
      open = give(line);
    }
    full = !open;
    if (roomMade !== undefined && waiting.bytes <= maxKeptBytes) {
      roomMade.resolve();
      roomMade = undefined;
    }
    if (open && dropped > 0) {
      const notice = droppedNotice(dropped);
      dropped = 0;
      give(notice);
    }
  };
  sink.on('drain', flow);

  return {
    write(line) {
      if (!full) give(line);
      else if (
        line.includes(DROPPABLE_LINE_MARK) &&
        waiting.bytes + Buffer.byteLength(line) > maxWaitingBytes
      ) {
        dropped += 1;
      } else waiting.push(line);
    },
    room() {
      if (waiting.bytes <= maxKeptBytes) return undefined;
      if (roomMade === undefined) {
        let resolve: () => void = () => undefined;
        const promise = new Promise<void>((done) => {
          resolve = done;
        });
        roomMade = { promise, resolve };
      }
      return roomMade.promise;
    },
    handOver() {
      for (let line = waiting.shift(); line !== undefined; line = waiting.shift()) sink.write(line);
      if (dropped > 0) sink.write(droppedNotice(dropped));
      dropped = 0;
    },
  };
}

export interface AsyncLogOutputOptions extends LogOutputLimits {
  /** The file descriptor written to: standard output unless a test names another. */
  fd?: number;
}

/**
 * The mock's log lines, written to standard output off the event loop. Written in turn, each line
 * waited for its reader: a terminal, or a pipe that a busy process reads (a load test's), held every
 * answer behind it (a mixed load's p99 went from about 40 ms to 58). Pino's SonicBoom writes in the
 * background and gathers what comes meanwhile; boundedLogOutput decides what may be dropped when the
 * reader falls behind. At the process's exit, what waits is written before pino flushes its stream.
 */
export function asyncLogOutput(options: AsyncLogOutputOptions = {}): LogOutput {
  // No maxLength: SonicBoom would drop any line, an admin call's as well as a read's.
  const sink = pino.destination({ dest: options.fd ?? 1, sync: false });
  const output = boundedLogOutput(sink, options);
  process.once('exit', () => {
    output.handOver();
    sink.flushSync();
  });
  return output;
}
