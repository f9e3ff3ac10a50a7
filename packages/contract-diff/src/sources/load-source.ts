// What --base and --head name: a git ref (or `worktree`, the files as they are), a packed contract
// tarball, or an OpenAPI document (JSON or YAML). A contract's sources are read as zod, with their
// own OpenAPI document beside; a document alone as a document.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';

import type { Api } from '../model/api.js';
import { readDocument, UnreadableInput } from '../openapi/read-document.js';
import { readRouter } from '../zod/read-router.js';
import { importBundled } from './load-bundle.js';

/** One side: its model read from zod when it was a contract, and from its document when it has one. */
export type Side = { name: string; zod?: Api; document?: Api; rawDocument?: unknown };

export type SourceOptions = { cwd: string; contractDir: string };

const WORKTREE = 'worktree';

function readDocumentFile(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return /\.ya?ml$/i.test(file) ? parseYaml(text) : JSON.parse(text);
  } catch (error) {
    throw new UnreadableInput(
      `${file} is not valid ${/\.ya?ml$/i.test(file) ? 'YAML' : 'JSON'}: ${(error as Error).message.split('\n')[0] ?? ''}`,
    );
  }
}

/** A contract package's folder: its zod router from `entry`, its document from `openapi` or a file. */
async function loadContract(
  name: string,
  folder: string,
  entry: string,
  openapi: { module?: string; file?: string },
): Promise<Side> {
  // The contract and its document's module in one bundle (one copy of zod, one build); a version
  // without that module has no document: compared on zod alone, or refused beside a document.
  const both =
    openapi.module === undefined
      ? undefined
      : await importBundled(folder, { [entry]: ['contract'], [openapi.module]: ['getOpenApiDocument'] });
  const loaded =
    both !== undefined && 'exports' in both ? both : await importBundled(folder, { [entry]: ['contract'] });
  if ('error' in loaded) throw new UnreadableInput(`${name}: ${entry} does not load (${loaded.error})`);
  if (loaded.exports.contract === undefined)
    throw new UnreadableInput(`${name}: ${entry} exports no contract`);
  let raw: unknown;
  const get = loaded.exports.getOpenApiDocument;
  if (openapi.file !== undefined && existsSync(join(folder, openapi.file)))
    raw = readDocumentFile(join(folder, openapi.file));
  else if (typeof get === 'function') raw = (get as () => unknown)();
  const document = raw === undefined ? undefined : readDocument(raw, name);
  const side: Side = { name, zod: readRouter(loaded.exports.contract, document) };
  if (document !== undefined) {
    side.document = document;
    side.rawDocument = raw;
  }
  return side;
}

const git = (cwd: string, args: string[], input?: Buffer): Buffer =>
  execFileSync('git', args, { cwd, input, stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });

function gitRoot(cwd: string): string {
  try {
    return git(cwd, ['rev-parse', '--show-toplevel']).toString().trim();
  } catch {
    throw new UnreadableInput(`${cwd} is not in a git repository, so a ref cannot be read`);
  }
}

export async function loadSource(spec: string, options: SourceOptions): Promise<Side> {
  const path = resolve(options.cwd, spec);
  if (spec !== WORKTREE && existsSync(path)) {
    if (/\.(?:tgz|tar\.gz)$/i.test(path)) return loadTarball(spec, path);
    const raw = readDocumentFile(path);
    return { name: spec, document: readDocument(raw, spec), rawDocument: raw };
  }
  // Never an option of git's: a ref is a name.
  if (spec.startsWith('-')) throw new UnreadableInput(`${spec} is neither a file nor a git ref`);
  const root = gitRoot(options.cwd);
  const source = { module: 'src/openapi.ts' };
  if (spec === WORKTREE) return loadContract(spec, join(root, options.contractDir), 'src/index.ts', source);
  let commit: string;
  try {
    commit = git(root, ['rev-parse', '--verify', '--quiet', `${spec}^{commit}`])
      .toString()
      .trim();
  } catch {
    throw new UnreadableInput(`${spec} is neither a file nor a git ref of ${root}`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'contract-diff-ref-'));
  try {
    let archive: Buffer;
    try {
      archive = git(root, ['archive', '--format=tar', commit, '--', options.contractDir]);
    } catch {
      throw new UnreadableInput(`${spec} has no ${options.contractDir}`);
    }
    execFileSync('tar', ['-x', '-C', folder], { input: archive });
    const contract = join(folder, options.contractDir);
    if (!existsSync(join(contract, 'src/index.ts')))
      throw new UnreadableInput(`${spec} has no ${options.contractDir}/src/index.ts`);
    return await loadContract(spec, contract, 'src/index.ts', source);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** `npm pack`'s tarball of the contract: its built modules and the document it ships. */
async function loadTarball(name: string, file: string): Promise<Side> {
  const folder = mkdtempSync(join(tmpdir(), 'contract-diff-pack-'));
  try {
    try {
      execFileSync('tar', ['-xzf', file, '-C', folder], { stdio: 'pipe' });
    } catch {
      throw new UnreadableInput(`${name} is not a gzipped tarball`);
    }
    const pack = join(folder, 'package');
    if (existsSync(join(pack, 'dist/index.js')))
      return await loadContract(name, pack, 'dist/index.js', { file: 'dist/openapi.json' });
    if (existsSync(join(pack, 'dist/openapi.json'))) {
      const raw = readDocumentFile(join(pack, 'dist/openapi.json'));
      return { name, document: readDocument(raw, name), rawDocument: raw };
    }
    throw new UnreadableInput(`${name} holds neither dist/index.js nor dist/openapi.json`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
