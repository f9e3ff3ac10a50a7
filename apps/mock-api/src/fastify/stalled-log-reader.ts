import { Writable } from 'node:stream';

/** Tests' stand-in for a reader of the mock's output that stops reading, then starts again. */
export interface StalledLogReader {
  /** What the mock writes to: full once `highWaterMark` bytes wait, as a pipe nobody reads is. */
  stream: Writable;
  /** The lines read so far. */
  lines: () => string[];
  /** Reads again: what waited goes, and so does everything after it. */
  read: () => void;
}

export function stalledLogReader(highWaterMark = 1024): StalledLogReader {
  const read: string[] = [];
  const held: (() => void)[] = [];
  let reading = false;
  const stream = new Writable({
    highWaterMark,
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, callback) {
      const take = () => {
        read.push(String(chunk));
        callback();
      };
      if (reading) take();
      else held.push(take);
    },
  });
  return {
    stream,
    lines: () =>
      read
        .join('')
        .split('\n')
        .filter((line) => line !== ''),
    read: () => {
      reading = true;
      for (const take of held.splice(0)) take();
    },
  };
}
