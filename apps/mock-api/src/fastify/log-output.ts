import pino from 'pino';

/** What may wait to be written before lines are dropped: minutes of a busy mock's lines. */
const MAX_WAITING_BYTES = 8 * 1024 * 1024;

export interface LogOutputOptions {
  /** The file descriptor written to: standard output unless a test names another. */
  fd?: number;
  maxWaitingBytes?: number;
}

/**
 * The mock's log lines, written to standard output off the event loop. Written in turn, each line
 * waited for its reader: a terminal, or a pipe that a busy process reads (a load test's), held every
 * answer behind it (a mixed load's p99 went from about 40 ms to 58). Lines wait in memory while a
 * write is under way and go out together; past `maxWaitingBytes` waiting (a reader that stopped
 * reading), new lines are dropped and counted, and a line says how many once the output drains.
 * Pino writes what waits at the process's exit.
 */
export function asyncLogOutput(options: LogOutputOptions = {}): ReturnType<typeof pino.destination> {
  const output = pino.destination({
    dest: options.fd ?? 1,
    sync: false,
    maxLength: options.maxWaitingBytes ?? MAX_WAITING_BYTES,
  });
  let dropped = 0;
  output.on('drop', () => {
    dropped += 1;
  });
  output.on('drain', () => {
    if (dropped === 0) return;
    const line = {
      level: 40,
      time: Date.now(),
      msg: `${String(dropped)} log lines dropped: the output was not read as fast as the mock wrote`,
    };
    dropped = 0;
    output.write(`${JSON.stringify(line)}\n`);
  });
  return output;
}
