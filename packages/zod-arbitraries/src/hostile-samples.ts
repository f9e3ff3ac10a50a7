import { RawJson } from './json-text';

/**
 * The hostile values the mutations put in a valid value: what each kind is, and the samples it
 * draws from.
 */

export const MUTATION_KINDS = [
  'missing-field',
  'wrong-type',
  'huge-string',
  'unicode',
  'nul-byte',
  'extreme-number',
  'array-object-swap',
  'prototype-key',
  'sql',
  'path-traversal',
  'extra-key',
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

export interface Mutation {
  kind: MutationKind;
  /** Where in the value, e.g. "$", "$.rules.0.path". */
  at: string;
  value: unknown;
}

/** The marker every prototype-pollution payload carries: the sweep checks no object inherits it. */
export const POLLUTION_MARKER = 'sweepPolluted';

/** Sizes of huge strings, around the 256 KB body limit (in UTF-8 bytes). */
export const HUGE_STRING_BYTES = [10_000, 100_000, 262_100, 300_000] as const;
export const LONG_ID_LENGTH = 10_000;

export const UNICODE_SAMPLES = [
  'مرحبا بكم في التكوين',
  'تدريب إدارة المشاريع PMP',
  '😀🎓👩🏽‍💻🇹🇳',
  '\u202Eevil\u202C',
  'e\u0301\u0301\u0301',
  '\u200B\u200C\u200D\uFEFF',
  '\uD83D',
  '\u2028\u2029',
  'ＡＢＣ１２３',
  '𝕏𝕐ℤ',
];
export const NUL_SAMPLES = ['\u0000', 'a\u0000b', '\u0000\u0000\u0000', '%00'];
export const SQL_SAMPLES = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  '1; DROP TABLE users; --',
  "'; DELETE FROM courses; --",
  '" OR ""="',
  '1 UNION SELECT password_hash FROM users',
  "\\'; SELECT sqlite_version(); --",
  '%',
  '_',
];
export const TRAVERSAL_SAMPLES = [
  '../',
  '../../etc/passwd',
  '..%2f..%2f',
  '%2e%2e%2f',
  '%00',
  '..\\..\\',
  '....//',
  '/',
];
/** Numbers that break naive code: signs, overflow, precision, and their text forms. */
export const EXTREME_NUMBERS: readonly unknown[] = [
  -1,
  0,
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 2,
  -(2 ** 31) - 1,
  2 ** 31,
  1.5,
  0.1 + 0.2,
  new RawJson('-0'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1.0000000000000000000001'),
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '0x1F',
  ' 1 ',
  '1_000',
];
export const EXTREME_NUMBER_TEXTS = [
  '-1',
  '0',
  '-0',
  'NaN',
  'Infinity',
  '1e308',
  '-1e308',
  '1e400',
  '9007199254740993',
  '1.5',
  '0x1F',
  ' 1',
  '1e',
  '',
];
export const WRONG_TYPE_VALUES: readonly unknown[] = [
  0,
  1,
  -1,
  true,
  false,
  null,
  '',
  'text',
  [],
  {},
  [1, 'a'],
  { a: 1 },
];
export const WRONG_TYPE_TEXTS = ['', 'true', 'null', 'undefined', '[]', '{}', '[object Object]', 'a,b'];
/** Fields a client should never set itself (mass assignment). */
export const EXTRA_FIELDS: readonly (readonly [string, unknown])[] = [
  ['role', 'admin'],
  ['isActive', true],
  ['id', 1],
  ['userId', 2],
  ['status', 'confirmed'],
  ['passwordHash', 'x'],
  ['isEmailVerified', true],
];
