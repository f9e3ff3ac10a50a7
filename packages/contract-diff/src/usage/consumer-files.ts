import { posix } from 'node:path';
import ts from 'typescript';

/** Folders whose files are tests or tooling, not the consumer itself. */
const NOT_SOURCE_FOLDERS = new Set(['node_modules', 'e2e', 'e2e-demo', 'demo', 'scripts', 'testing']);
/** Tests, declarations, and build configuration (vite.config.ts, playwright.config.ts). */
const NOT_SOURCE_NAME = /\.(?:test|spec)\.tsx?$|\.d\.[cm]?ts$|\.config\.[cm]?tsx?$/;

/**
 * The default filter: `relativePath` (from the tsconfig's folder, `/`-separated) is the consumer's
 * own source, not a test, a test helper, an end-to-end suite, a demo or a script.
 */
export function isConsumerSource(relativePath: string): boolean {
  const parts = relativePath.split('/');
  const name = parts.pop() ?? '';
  return !NOT_SOURCE_NAME.test(name) && !parts.some((part) => NOT_SOURCE_FOLDERS.has(part));
}

export type FileChoice = {
  /** The tsconfig's folder, `/`-separated as TypeScript writes file names. */
  projectFolder: string;
  /** The project's own files: the tsconfig's root names. */
  rootNames: readonly string[];
  /** The folder of the contract's entry: its files read its fields, they are not a consumer. */
  contractFolder: string;
  includeFile: (relativePath: string) => boolean;
  /** Also count the source the chosen files import (workspace libraries), not only the project's own. */
  followImports: boolean;
};

/**
 * The files whose reads count: the project's own source, and by default the source it imports from
 * outside (a workspace library such as `@formation/domain` that reads `discountedPrice` for the site
 * reads it for the site). Only what the chosen files import is followed: a library the tests alone
 * import is not the consumer's; nor is anything in node_modules (published code reads through `any`
 * or its own declarations, never through the contract's source).
 */
export function consumerFiles(program: ts.Program, choice: FileChoice): ts.SourceFile[] {
  const checker = program.getTypeChecker();
  const counts = (file: ts.SourceFile): boolean =>
    !file.isDeclarationFile &&
    !file.fileName.includes('/node_modules/') &&
    !file.fileName.startsWith(choice.contractFolder) &&
    choice.includeFile(posix.relative(choice.projectFolder, file.fileName));

  const chosen = choice.rootNames
    .map((name) => program.getSourceFile(name))
    .filter((file): file is ts.SourceFile => file !== undefined && counts(file));
  if (!choice.followImports) return chosen;
  const seen = new Set(chosen);
  for (const file of chosen) {
    // `chosen` grows while it is walked: each imported file is walked in turn.
    for (const imported of importedFiles(checker, file)) {
      if (seen.has(imported) || !counts(imported)) continue;
      seen.add(imported);
      chosen.push(imported);
    }
  }
  return chosen;
}

/** The source files a file imports or re-exports, statically or with `import()`. */
function importedFiles(checker: ts.TypeChecker, file: ts.SourceFile): ts.SourceFile[] {
  const specifiers: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined
    ) {
      specifiers.push(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier !== undefined) specifiers.push(specifier);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return specifiers.flatMap((specifier) => {
    const declaration = checker.getSymbolAtLocation(specifier)?.valueDeclaration;
    return declaration !== undefined && ts.isSourceFile(declaration) ? [declaration] : [];
  });
}
