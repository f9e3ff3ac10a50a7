// A source file does one thing, and one that runs past 300 lines seldom does: every source file git
// knows of (tracked or new, not ignored) stays under the limit, tests and data aside. The exceptions
// are named here with the reason; CONTRIBUTING.md says the same.
//
//   node scripts/check-file-length.mjs        (part of `pnpm lint` and `pnpm test`)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LIMIT = 300;
const root = join(import.meta.dirname, '..');

/** Files that may run longer, and why. */
const EXCEPTIONS = new Map([
  [
    'apps/mock-api/src/db/schema.ts',
    'the whole database in one drizzle schema: drizzle-kit generates the migrations from that one file, and its tables refer to each other',
  ],
  [
    'packages/contract-check/src/strict-schema.ts',
    "the contract checker's schema walker: one recursive walk over every zod kind, each case needing the others",
  ],
]);

/** Tests, their kits and fixtures, and data (the seed's records, generated files) are not counted. */
const NOT_COUNTED = [
  /\.(?:test|spec)\.tsx?$/,
  /(?:^|\/)(?:e2e|testing|fixtures)\//,
  /\.data\.ts$/,
  /\.generated\.ts$/,
  /(?:^|\/)(?:migrations|dist|build)\//,
];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => /\.(?:ts|tsx|mts|js|mjs|cjs)$/.test(file) && !file.endsWith('.d.ts'))
  .filter((file) => !NOT_COUNTED.some((pattern) => pattern.test(file)) && existsSync(join(root, file)));

const tooLong = files.flatMap((file) => {
  const text = readFileSync(join(root, file), 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  return lines > LIMIT && !EXCEPTIONS.has(file) ? [`  ${file}: ${String(lines)} lines`] : [];
});
const stale = [...EXCEPTIONS.keys()].filter((file) => !files.includes(file));

if (tooLong.length > 0 || stale.length > 0) {
  if (tooLong.length > 0) {
    console.error(`Source files over ${String(LIMIT)} lines (split each into files that do one thing):`);
    console.error(tooLong.join('\n'));
  }
  if (stale.length > 0) console.error(`Exceptions that name no source file: ${stale.join(', ')}`);
  process.exit(1);
}
console.log(
  `${String(files.length)} source files, none over ${String(LIMIT)} lines but the named exceptions.`,
);
