// Runs a TypeScript program of this workspace as one bundle of plain JavaScript:
//
//   node scripts/run-bundled.mjs ENTRY.ts [ARGUMENTS…]
//
// esbuild bundles ENTRY with the workspace's own packages inside it and every dependency the
// entry's package names left outside, and keeps the bundle under that package's
// node_modules/.cache/bundled/. A later run checks each file the bundle was built from (a hash
// each) and uses it again when none changed, so an edit is always what runs.
//
// Why not tsx: tsx sends every module of every start (Fastify's hundreds included) through its
// loader thread. The mock started so costs about 2.7 CPU-seconds before it answers, the same
// mock from its bundle about 1.3, and the suite starts it dozens of times. Each module keeps its
// own import.meta.url, so files found beside the sources are found as before, and stack traces
// name the TypeScript sources (source maps).
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** How esbuild reads each kind of file it is given; other kinds it reads itself. */
const LOADERS = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.json': 'json',
};
/** An older build stays this long: a process that has just chosen it may not have loaded it yet. */
const KEEP_OLD_BUILDS_MS = 60_000;

const sha = (content) => createHash('sha256').update(content).digest('base64url');

/** What a build depends on besides its inputs: this file (how it bundles) and the esbuild it uses. */
function builderKey() {
  const esbuild = JSON.parse(
    readFileSync(join(packageDirOf(import.meta.dirname), 'node_modules/esbuild/package.json'), 'utf8'),
  );
  return sha(`${readFileSync(import.meta.filename, 'utf8')}\0${esbuild.version}`);
}

/** The folder of the package.json nearest to `from`. */
function packageDirOf(from) {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`run-bundled: no package.json above ${from}`);
  }
}

/** The dependencies the entry's package names, outside the workspace: left to Node to load. */
function externals(packageDir) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const named = { ...manifest.dependencies, ...manifest.devDependencies };
  return Object.keys(named).filter((name) => !String(named[name]).startsWith('workspace:'));
}

/** The build of `entry` kept in `cache`, when it is still what its inputs would give; otherwise null. */
function currentBuild(cache, key) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(cache, 'manifest.json'), 'utf8'));
  } catch {
    return null;
  }
  if (manifest.builder !== key) return null;
  for (const [file, hash] of Object.entries(manifest.inputs)) {
    let content;
    try {
      content = readFileSync(file);
    } catch {
      return null;
    }
    if (sha(content) !== hash) return null;
  }
  const main = join(cache, manifest.build, 'main.mjs');
  return existsSync(main) ? main : null;
}

/**
 * The sources as esbuild reads them, each hashed as read (a file saved during the build makes the
 * next run build again) and with import.meta.url, .dirname and .filename set to its own file's.
 */
function readingPlugin(inputs) {
  return {
    name: 'run-bundled-sources',
    setup(build) {
      // The filter names exactly the kinds LOADERS knows.
      build.onLoad({ filter: /\.(?:[cm]?[jt]s|tsx|json)$/ }, ({ path }) => {
        const loader = LOADERS[extname(path)];
        const content = readFileSync(path);
        inputs[path] = sha(content);
        let text = content.toString('utf8');
        if (loader !== 'json' && text.includes('import.meta.')) {
          text = text
            .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
            .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
            .replaceAll('import.meta.filename', JSON.stringify(path));
        }
        return { contents: text, loader };
      });
    },
  };
}

/** Bundles `entry` into a new folder of `cache`, records its inputs, and gives the bundle's path. */
async function build(entry, packageDir, cache, key) {
  const { build: esbuild } = await import('esbuild');
  const folder = `build-${String(Date.now())}-${String(process.pid)}`;
  const inputs = {};
  const result = await esbuild({
    entryPoints: [entry],
    bundle: true,
    // One file, no chunks: a process that started from a build never reads it again, so an old
    // build can go while it runs. A dynamic import of a bundled module still runs it only then.
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: join(cache, folder, 'main.mjs'),
    external: externals(packageDir),
    // A bundled CommonJS module may still require a dependency left outside.
    banner: {
      js: "import { createRequire as __runBundledRequire } from 'node:module'; const require = __runBundledRequire(import.meta.url);",
    },
    sourcemap: 'inline',
    sourcesContent: false,
    metafile: true,
    logLevel: 'error',
    plugins: [readingPlugin(inputs)],
  });
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = resolve(input);
    inputs[file] ??= sha(readFileSync(file));
  }
  const manifest = { builder: key, build: folder, inputs };
  const written = join(cache, `manifest.${String(process.pid)}.json`);
  writeFileSync(written, JSON.stringify(manifest));
  renameSync(written, join(cache, 'manifest.json'));
  removeOldBuilds(cache, folder);
  return join(cache, folder, 'main.mjs');
}

/** Builds other than `kept` that no process can still be starting from. */
function removeOldBuilds(cache, kept) {
  for (const name of readdirSync(cache)) {
    if (!name.startsWith('build-') || name === kept) continue;
    const path = join(cache, name);
    if (Date.now() - statSync(path).mtimeMs > KEEP_OLD_BUILDS_MS)
      rmSync(path, { recursive: true, force: true });
  }
}

/** The bundle of `entry` (a path), built now if no kept one is current. */
async function bundled(entry) {
  const file = resolve(entry);
  const packageDir = packageDirOf(dirname(file));
  const cache = join(
    packageDir,
    'node_modules',
    '.cache',
    'bundled',
    relative(packageDir, file).replaceAll('/', '+'),
  );
  mkdirSync(cache, { recursive: true });
  const key = builderKey();
  return currentBuild(cache, key) ?? (await build(file, packageDir, cache, key));
}

const [entry, ...rest] = process.argv.slice(2);
if (entry === undefined) {
  process.stderr.write('Usage: node scripts/run-bundled.mjs ENTRY.ts [ARGUMENTS…]\n');
  process.exit(2);
}
let main;
try {
  main = await bundled(entry);
} catch (error) {
  // esbuild has printed a build's errors, each with its file, line and code; anything else is the
  // cache (a read-only node_modules, say): one line, no stack trace of this script.
  const said = Array.isArray(error?.errors)
    ? `${entry} did not build (the errors above)`
    : `could not keep the bundle of ${entry}: ${error instanceof Error ? error.message : String(error)}`;
  process.stderr.write(`run-bundled: ${said}\n`);
  process.exit(1);
}
// The program sees itself run as `node ENTRY.ts ARGUMENTS…`.
process.argv = [process.argv[0] ?? process.execPath, resolve(entry), ...rest];
process.setSourceMapsEnabled(true);
await import(pathToFileURL(main).href);
