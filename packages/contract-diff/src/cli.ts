import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { runCli } from './cli/run-cli.js';

// The exit code is set rather than forced with process.exit, so a piped report is written out in full.
process.exitCode = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  writeFile: (path, text) => {
    writeFileSync(resolve(process.cwd(), path), text);
  },
});
