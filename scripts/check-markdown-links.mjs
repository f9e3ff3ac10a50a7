// Every relative link of the repository's Markdown (README, docs/, the packages' READMEs) must lead
// to a file that exists, and a `#anchor` to a heading of that file (GitHub's slugs); every repository
// path written in backticks (`apps/web/src/main.tsx`, `docs/qa.md`) must exist; every decision record
// must be listed in docs/decisions/README.md with its date and status. Run by `pnpm test`;
// `node scripts/check-markdown-links.mjs` alone prints what is broken.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '' && existsSync(join(root, file)));

/** The text outside fenced code blocks. */
function outsideBlocks(markdown) {
  return markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
}

/** The text outside fenced and inline code, where a link is a link. */
function prose(markdown) {
  return outsideBlocks(markdown).replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchors of a file's headings: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, text] of outsideBlocks(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = text
      .replace(/<[^>]+>/g, '')
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${String(count)}`);
  }
  return anchors;
}

const problems = [];
let checked = 0;
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  for (const [, target] of prose(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    checked += 1;
    const [path, anchor] = target.split('#');
    const destination = path === '' ? join(root, file) : resolve(dirname(join(root, file)), decodeURI(path));
    if (!existsSync(destination)) {
      problems.push(`${file}: ${target} (no such file)`);
      continue;
    }
    if (
      anchor !== undefined &&
      anchor !== '' &&
      statSync(destination).isFile() &&
      destination.endsWith('.md')
    ) {
      if (!anchorsOf(readFileSync(destination, 'utf8')).has(decodeURIComponent(anchor).toLowerCase()))
        problems.push(`${file}: ${target} (no heading "#${anchor}" in ${relative(root, destination)})`);
    }
  }
}

// Repository paths in inline code: a path from the root (its first folder one of the root's), with
// no wildcard, placeholder or ellipsis, optionally followed by a line number or an anchor.
const topFolders = new Set(
  execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file.includes('/'))
    .map((file) => file.split('/')[0]),
);
/** A path git ignores is made by a build or a run (`apps/web/dist/`, the mock's database): it need not exist. */
function isIgnored(path) {
  for (const candidate of [path, `${path}/`]) {
    try {
      execFileSync('git', ['check-ignore', '--no-index', '-q', candidate], { cwd: root });
      return true;
    } catch {
      // Not ignored (exit 1).
    }
  }
  return false;
}
/** The architecture page's table writes `web/`, `mock/` and `pkg/` for the three top folders. */
const SHORTENED = new Map([
  ['docs/architecture.md', { 'web/': 'apps/web/', 'mock/': 'apps/mock-api/', 'pkg/': 'packages/' }],
]);
function fullPath(file, path) {
  const short = Object.entries(SHORTENED.get(file) ?? {}).find(([prefix]) => path.startsWith(prefix));
  return short === undefined ? path : short[1] + path.slice(short[0].length);
}
/** `locales/{fr,en,ar}/x.json` → the three paths it stands for. */
function expandBraces(path) {
  const brace = /\{([^{}]+)\}/.exec(path);
  if (brace === null) return [path];
  return brace[1]
    .split(',')
    .flatMap((choice) =>
      expandBraces(path.slice(0, brace.index) + choice + path.slice(brace.index + brace[0].length)),
    );
}
let paths = 0;
for (const file of files) {
  const text = outsideBlocks(readFileSync(join(root, file), 'utf8'));
  for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) {
    const written = fullPath(file, code.replace(/(?::\d+(?:-\d+)?|#[\w-]+)$/, '').replace(/\/$/, ''));
    if (!written.includes('/') || !topFolders.has(written.split('/')[0])) continue;
    if (/[*<>…]|\.\.\./.test(written)) continue;
    for (const path of expandBraces(written)) {
      paths += 1;
      if (!existsSync(join(root, path)) && !isIgnored(path))
        problems.push(`${file}: \`${code}\` (no such path in the repository: ${path})`);
    }
  }
}

// The decision records' index lists each record, with the date and status the record gives.
const decisionsDir = join(root, 'docs/decisions');
const index = readFileSync(join(decisionsDir, 'README.md'), 'utf8');
const records = files.filter((file) => /^docs\/decisions\/\d{4}-.+\.md$/.test(file));
for (const record of records) {
  const name = record.split('/').pop();
  const header = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (\w+)/m.exec(readFileSync(join(root, record), 'utf8'));
  if (header === null) {
    problems.push(`${record}: no "Date: YYYY-MM-DD · Status: …" line`);
    continue;
  }
  const row = index.split('\n').find((line) => line.includes(`](${name})`));
  if (row === undefined) problems.push(`docs/decisions/README.md: ${name} is not listed`);
  else if (!row.includes(`| ${header[1]} | ${header[2]} |`))
    problems.push(
      `docs/decisions/README.md: ${name} is not listed with its date ${header[1]} and status ${header[2]}`,
    );
}

if (problems.length > 0) {
  console.error(`Broken Markdown links:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Markdown links: ${String(checked)} relative links and ${String(paths)} repository paths in ${String(files.length)} files lead somewhere; ${String(records.length)} decision records indexed.`,
);
