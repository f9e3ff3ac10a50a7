import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

import { createProgress } from './progress';
import { runCli } from './run-cli';

// The exit code is set rather than forced with process.exit, so a piped report is written out in full.
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  writeFile: (path, text) => {
    writeFileSync(path, text);
  },
  readFile: (path) => readFileSync(path, 'utf8'),
  listFiles: (dir) => readdirSync(dir),
  makeDir: (dir) => {
    mkdirSync(dir, { recursive: true });
  },
  env: process.env,
  progress: createProgress('contract-check', {
    write: (text) => process.stderr.write(text),
    isTTY: process.stderr.isTTY,
  }),
});
