import { describe, expect, it } from 'vitest';

import { HELP_TEXT } from './help-text';
import { ArgsError, parseCliArgs } from './parse-args';

const BASE = ['--base-url', 'https://api.example.tn', '--record', 'r'];
const recordOf = (argv: string[]) => {
  const parsed = parseCliArgs(argv);
  if (parsed.kind !== 'run') throw new Error('expected a run');
  return parsed.options.record;
};
const refusal = (argv: string[]) => {
  try {
    parseCliArgs(argv);
  } catch (error) {
    if (error instanceof ArgsError) return error.message;
    throw error;
  }
  throw new Error(`accepted: ${argv.join(' ')}`);
};

describe('the options of --record', () => {
  it('has bounds by default: 64 MiB read in all, 65536 characters a text, the server’s clock within a day', () => {
    expect(recordOf(BASE)).toEqual({
      folder: 'r',
      keepPersonalData: false,
      withImages: false,
      imagesFrom: [],
      maxRecordBytes: 64 * 1024 * 1024,
      maxFieldChars: 65_536,
      serverClock: false,
    });
  });

  it('takes other bounds and the server’s clock however far', () => {
    expect(
      recordOf([...BASE, '--max-record-bytes', '1000000', '--max-field-chars', '500', '--server-clock']),
    ).toMatchObject({ maxRecordBytes: 1_000_000, maxFieldChars: 500, serverClock: true });
    expect(refusal([...BASE, '--max-record-bytes', '0'])).toBe(
      '--max-record-bytes must be a whole number from 1 to 1073741824, not "0"',
    );
    expect(refusal([...BASE, '--max-field-chars', '64k'])).toMatch(
      /^--max-field-chars must be a whole number/,
    );
  });

  it('takes origins for --images-from, repeated or comma-separated, each read as its origin', () => {
    expect(
      recordOf([
        ...BASE,
        '--with-images',
        '--images-from',
        'https://cdn.example.tn, https://CDN2.example.tn:443/',
        '--images-from',
        'http://127.0.0.1:4000',
      ])?.imagesFrom,
    ).toEqual(['https://cdn.example.tn', 'https://cdn2.example.tn', 'http://127.0.0.1:4000']);
  });

  it('refuses an --images-from that is not an origin', () => {
    const images = [...BASE, '--with-images', '--images-from'];
    expect(refusal([...images, 'cdn.example.tn'])).toBe(
      '--images-from "cdn.example.tn" is not an origin (http[s]://host[:port])',
    );
    expect(refusal([...images, 'ftp://cdn.example.tn'])).toBe(
      '--images-from must be http or https, not ftp:',
    );
    for (const notOrigin of [
      'https://cdn.example.tn/pictures',
      'https://u:p@cdn.example.tn',
      'https://cdn.example.tn/?a=1',
    ]) {
      expect(refusal([...images, notOrigin])).toBe(
        `--images-from takes origins (http[s]://host[:port]) only, not "${notOrigin}"`,
      );
    }
    expect(refusal([...images, 'https://cdn.example.tn,'])).toBe(
      '--images-from "" is not an origin (http[s]://host[:port])',
    );
  });

  it('refuses each of them without what it goes with', () => {
    const url = ['--base-url', 'https://api.example.tn'];
    expect(refusal([...url, '--max-record-bytes', '10'])).toBe('--max-record-bytes goes with --record');
    expect(refusal([...url, '--max-field-chars', '10'])).toBe('--max-field-chars goes with --record');
    expect(refusal([...url, '--server-clock'])).toBe('--server-clock goes with --record');
    expect(refusal([...BASE, '--images-from', 'https://cdn.example.tn'])).toBe(
      '--images-from goes with --with-images',
    );
  });

  it('are in the help, with what is never fetched', () => {
    for (const option of [
      '--images-from ORIGIN',
      '--max-record-bytes N',
      '--max-field-chars N',
      '--server-clock',
    ]) {
      expect(HELP_TEXT).toContain(option);
    }
    expect(HELP_TEXT).toMatch(/loopback, private or\s+link-local/);
  });
});
