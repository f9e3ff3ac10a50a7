import { ArgsError, integerArg } from './args-error';
import { DEFAULT_MAX_RECORD_BYTES } from './byte-budget';
import { DEFAULT_MAX_FIELD_CHARS } from './record/field-size';

/** --record and the options that go with it. */
export interface RecordOptions {
  folder: string;
  /** Keep the names and photos of the people comments name. */
  keepPersonalData: boolean;
  withImages: boolean;
  /** Origins pictures may come from besides the base URL's (--images-from). */
  imagesFrom: string[];
  /** Bytes read from the backend at most, answers and pictures together (--max-record-bytes). */
  maxRecordBytes: number;
  /** Characters a text of a recorded answer may have; an answer with a longer one is left out. */
  maxFieldChars: number;
  /** Date the recording by the server's clock however far it is from this machine's (--server-clock). */
  serverClock: boolean;
}

/** The options of node:util's parseArgs that a recording adds. */
export const RECORD_ARGS = {
  record: { type: 'string' },
  'keep-personal-data': { type: 'boolean' },
  'with-images': { type: 'boolean' },
  'images-from': { type: 'string', multiple: true },
  'max-record-bytes': { type: 'string' },
  'max-field-chars': { type: 'string' },
  'server-clock': { type: 'boolean' },
} as const;

interface RecordValues {
  record?: string | undefined;
  'keep-personal-data'?: boolean | undefined;
  'with-images'?: boolean | undefined;
  'images-from'?: string[] | undefined;
  'max-record-bytes'?: string | undefined;
  'max-field-chars'?: string | undefined;
  'server-clock'?: boolean | undefined;
}

/** A recording holds its whole folder in memory: 1 GiB is already more than any catalogue. */
const MAX_RECORD_BYTES = 1024 * 1024 * 1024;
const MAX_FIELD_CHARS = 64 * 1024 * 1024;

/**
 * One --images-from value: an origin (scheme://host[:port]) and nothing else, so what it allows is
 * exactly what it says; a path would suggest a narrower permission than an origin gives.
 */
function originOf(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ArgsError(`--images-from "${text}" is not an origin (http[s]://host[:port])`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ArgsError(`--images-from must be http or https, not ${url.protocol}`);
  }
  if (
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new ArgsError(`--images-from takes origins (http[s]://host[:port]) only, not "${text}"`);
  }
  return url.origin;
}

/** The recording's options, null without --record; an option that needs another without it is refused. */
export function recordOptionsOf(values: RecordValues): RecordOptions | null {
  const needs: [keyof RecordValues, keyof RecordValues][] = [
    ['keep-personal-data', 'record'],
    ['with-images', 'record'],
    ['max-record-bytes', 'record'],
    ['max-field-chars', 'record'],
    ['server-clock', 'record'],
    ['images-from', 'with-images'],
  ];
  for (const [option, needed] of needs) {
    if (values[option] !== undefined && values[needed] === undefined) {
      throw new ArgsError(`--${option} goes with --${needed}`);
    }
  }
  if (values.record === undefined) return null;
  if (values.record.trim() === '') throw new ArgsError('--record needs a folder');
  const imagesFrom = (values['images-from'] ?? []).flatMap((value) =>
    value.split(',').map((origin) => originOf(origin.trim())),
  );
  return {
    folder: values.record,
    keepPersonalData: values['keep-personal-data'] === true,
    withImages: values['with-images'] === true,
    imagesFrom: [...new Set(imagesFrom)],
    maxRecordBytes: integerArg(
      'max-record-bytes',
      values['max-record-bytes'],
      DEFAULT_MAX_RECORD_BYTES,
      MAX_RECORD_BYTES,
    ),
    maxFieldChars: integerArg(
      'max-field-chars',
      values['max-field-chars'],
      DEFAULT_MAX_FIELD_CHARS,
      MAX_FIELD_CHARS,
    ),
    serverClock: values['server-clock'] === true,
  };
}
