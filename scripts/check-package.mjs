// The package's types and its lint on one TypeScript program: what `tsc --noEmit -p tsconfig.json`
// then `eslint .` report, for about two thirds of their time. Both build the same program, and the
// type-aware rules ask the checker about the same nodes tsc has just checked: given tsc's program,
// ESLint finds those answers already worked out (docs/decisions/0036-types-and-lint-on-one-program.md).
// Every file ESLint lints must be in the package's tsconfig.json, so none is linted without its types.
//
//   pnpm check      (in a package: `node ../../scripts/check-package.mjs`, run from its folder)
import { createRequire } from 'node:module';
import { join } from 'node:path';

const folder = process.cwd();
// The package's own TypeScript and ESLint, as its `tsc` and `eslint` commands would run.
const require = createRequire(join(folder, 'package.json'));
const ts = require('typescript');
const { ESLint } = require('eslint');

const pretty = process.stdout.isTTY;
const host = {
  getCurrentDirectory: () => folder,
  getCanonicalFileName: (name) => name,
  getNewLine: () => '\n',
};

/** tsc's own report of the diagnostics, coloured on a terminal as tsc colours it. */
function formatted(diagnostics) {
  return pretty
    ? ts.formatDiagnosticsWithColorAndContext(diagnostics, host)
    : ts.formatDiagnostics(diagnostics, host);
}

const config = ts.getParsedCommandLineOfConfigFile(join(folder, 'tsconfig.json'), undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    process.stdout.write(formatted([diagnostic]));
    process.exit(1);
  },
});
const program = ts.createProgram({
  rootNames: config.fileNames,
  options: { ...config.options, noEmit: true },
  projectReferences: config.projectReferences,
});
const typeErrors = [...config.errors, ...ts.getPreEmitDiagnostics(program)];
if (typeErrors.length > 0) process.stdout.write(formatted(typeErrors));

// The repository's eslint.config.js, with this program in place of the project service's.
const eslint = new ESLint({
  cwd: folder,
  overrideConfig: { languageOptions: { parserOptions: { programs: [program], projectService: false } } },
});
const results = await eslint.lintFiles(['.']);
const report = await (await eslint.loadFormatter('stylish')).format(results);
if (report !== '') process.stdout.write(report);
const lintErrors = results.reduce((sum, result) => sum + result.errorCount, 0);

const count = (n, one) => `${String(n)} ${one}${n === 1 ? '' : 's'}`;
const files = count(program.getRootFileNames().length, 'file');
if (typeErrors.length === 0 && lintErrors === 0) process.stdout.write(`types and lint: ${files}, clean\n`);
else {
  const errors = `${count(typeErrors.length, 'type error')}, ${count(lintErrors, 'lint error')}`;
  process.stdout.write(`types and lint: ${files}, ${errors}\n`);
  process.exitCode = 1;
}
