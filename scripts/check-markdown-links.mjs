// Every relative link of the repository's Markdown (README, docs/, the packages' READMEs) must lead
// to a file that exists, and a `#anchor` to a heading of that file (GitHub's slugs). Run by
// `pnpm test`; `node scripts/check-markdown-links.mjs` alone prints what is broken.
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

if (problems.length > 0) {
  console.error(`Broken Markdown links:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Markdown links: ${String(checked)} relative links in ${String(files.length)} files lead somewhere.`,
);
