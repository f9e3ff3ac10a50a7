import { posix } from 'node:path';
import ts from 'typescript';

import { consumerFiles } from './consumer-files.js';

/** The consumer's program, as its tsconfig.json builds it, and the files whose reads count. */
export type ConsumerProgram = {
  checker: ts.TypeChecker;
  /** The contract module's file, as the consumer resolves it. */
  contractFile: ts.SourceFile;
  /** Its own source (no tests, no tooling) and the source that imports, nothing of the contract's. */
  sourceFiles: ts.SourceFile[];
};

/** A one-line message for the config file's errors. */
function messageOf(diagnostic: ts.Diagnostic): string {
  return ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
}

export function loadConsumerProgram(options: {
  project: string;
  contractModule: string;
  includeFile: (relativePath: string) => boolean;
  followImports: boolean;
}): ConsumerProgram {
  const configErrors: string[] = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(options.project, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(messageOf(diagnostic)),
  });
  if (parsed === undefined) {
    throw new Error(`${options.project}: cannot read the tsconfig (${configErrors.join('; ')})`);
  }
  // Only the files that count as roots: the project's tests, suites and scripts (and the test
  // libraries they import) would be parsed and bound for nothing, a third of the time on the site.
  // TypeScript writes every file name with `/`: so do these paths.
  const projectFolder = posix.dirname(ts.sys.resolvePath(options.project).replaceAll('\\', '/'));
  const rootNames = parsed.fileNames.filter((file) =>
    options.includeFile(posix.relative(projectFolder, file.replaceAll('\\', '/'))),
  );
  const program = ts.createProgram({
    rootNames,
    options: parsed.options,
    ...(parsed.projectReferences === undefined ? {} : { projectReferences: parsed.projectReferences }),
  });

  // Resolved from the project's folder, as one of its files would import it (paths, workspace links).
  const resolved = ts.resolveModuleName(
    options.contractModule,
    posix.join(projectFolder, 'resolve-the-contract.ts'),
    parsed.options,
    ts.sys,
  ).resolvedModule;
  const contractFile = resolved && program.getSourceFile(resolved.resolvedFileName);
  if (contractFile === undefined) {
    throw new Error(`${options.project}: the program does not hold the module ${options.contractModule}`);
  }
  const sourceFiles = consumerFiles(program, {
    projectFolder,
    rootNames,
    // Its schemas are beside or below its entry.
    contractFolder: `${posix.dirname(contractFile.fileName)}/`,
    includeFile: options.includeFile,
    followImports: options.followImports,
  });
  return { checker: program.getTypeChecker(), contractFile, sourceFiles };
}
