// No import circles in the workspace: a module that imports itself back loads half-built, and a circle
// hides which of two modules is the lower layer. Type-only imports count too (eslint's import-x/no-cycle
// skips them, and the circles this repository had were half types); dynamic import() does not, since
// it loads later. Every TypeScript file git knows of (tracked or new, not ignored) is read; imports are
// resolved as the TypeScript compiler resolves them, with the nearest tsconfig.json.
//
//   node scripts/check-import-cycles.mjs        (part of `pnpm lint` and `pnpm test`)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const root = realpathSync(join(import.meta.dirname, '..'));

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => /\.(?:ts|tsx|mts)$/.test(file) && !file.endsWith('.d.ts') && existsSync(join(root, file)))
  .map((file) => join(root, file));
const known = new Set(files);

/** The compiler options of the nearest tsconfig.json above a file, read once per folder. */
const optionsByConfig = new Map();
function optionsFor(file) {
  let dir = dirname(file);
  while (dir.startsWith(root)) {
    const config = join(dir, 'tsconfig.json');
    if (existsSync(config)) {
      let options = optionsByConfig.get(config);
      if (options === undefined) {
        options =
          ts.getParsedCommandLineOfConfigFile(
            config,
            {},
            { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
          )?.options ?? {};
        optionsByConfig.set(config, options);
      }
      return options;
    }
    dir = dirname(dir);
  }
  return {};
}

/** The modules a file imports statically (`import`, `import type`, `export … from`, `import x = require`). */
function specifiersOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier
    ) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteral(statement.moduleReference.expression)
    ) {
      specifiers.push(statement.moduleReference.expression.text);
    }
  }
  return specifiers;
}

const cache = ts.createModuleResolutionCache(root, (name) => name);
/** What each file imports of the workspace's own files (packages resolved to their sources). */
const edges = new Map();
for (const file of files) {
  const options = optionsFor(file);
  const targets = new Set();
  for (const specifier of specifiersOf(file)) {
    const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule;
    if (resolved === undefined || resolved.isExternalLibraryImport === true) {
      // A workspace package is linked under node_modules: follow the link back into the repository.
      if (resolved === undefined) continue;
    }
    const target = realpathSync(resolved.resolvedFileName);
    if (known.has(target) && !target.includes('/node_modules/')) targets.add(target);
  }
  edges.set(file, [...targets]);
}

/** Tarjan's strongly connected components: every one of more than one file is a circle. */
function circles() {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function visit(start) {
    // Iterative, so a long chain of imports cannot overflow the call stack.
    const work = [[start, 0]];
    indexOf.set(start, index);
    low.set(start, index);
    index += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [file, next] = frame;
      const targets = edges.get(file) ?? [];
      if (next < targets.length) {
        frame[1] += 1;
        const target = targets[next];
        if (!indexOf.has(target)) {
          indexOf.set(target, index);
          low.set(target, index);
          index += 1;
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(file, Math.min(low.get(file), indexOf.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(file)));
      }
      if (low.get(file) === indexOf.get(file)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== file);
        if (component.length > 1 || (edges.get(file) ?? []).includes(file)) found.push(component);
      }
    }
  }
  for (const file of files) if (!indexOf.has(file)) visit(file);
  return found;
}

const found = circles();
if (found.length === 0) {
  console.log(`check-import-cycles: ${files.length} files, no import circle`);
} else {
  console.error(
    `check-import-cycles: ${found.length} import circle(s); break each by moving what both sides need:`,
  );
  for (const component of found) {
    console.error(
      `  ${component
        .map((file) => relative(root, file))
        .sort()
        .join('\n    ↔ ')}`,
    );
  }
  process.exitCode = 1;
}
