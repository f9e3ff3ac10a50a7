import ts from 'typescript';

/**
 * What TypeScript says of a file, strict, one line each (`file: message`); an empty list when it
 * type-checks. The options add to (or replace) the strict defaults: module resolution, lib, ….
 */
export function typeProblems(file: string, options: ts.CompilerOptions): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
    ...options,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (diagnostic) =>
        `${diagnostic.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
}
