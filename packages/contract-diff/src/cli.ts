import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { runCli } from './cli/run-cli.js';

// The exit code is set rather than forced with process.exit, so a piped report is written out in full.
process.exitCode = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  // A file named in a folder not made yet (`--out .contract-diff/web.json`) is written there all the same.
  writeFile: (path, text) => {
    const file = resolve(process.cwd(), path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  },
});
