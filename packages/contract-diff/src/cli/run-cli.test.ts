import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';

import { contractRepository, FIRST, writeVersion } from '../testing/contract-repository.js';
import { courseAnswer, propertiesOf, smallDocument } from '../testing/small-document.js';
import { runCli } from './run-cli.js';

const SECOND = {
  ...FIRST,
  courseFields: 'id: z.number().int(), status: z.enum(["PUBLISHED", "DRAFT", "ARCHIVED"]),',
};
const repo = contractRepository([FIRST, SECOND]);
afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const files = new Map<string, string>();
  const code = await runCli(argv, {
    cwd: repo,
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    writeFile: (path, text) => files.set(path, text),
  });
  return { code, out: out.join(''), err: err.join(''), files };
}

describe('pnpm contract:diff', () => {
  it('compares two refs on their zod contracts and exits 1 on a breaking change', async () => {
    const { code, out, files } = await run('--base', 'HEAD~1', '--head', 'HEAD', '--json', 'changes.json');
    expect(code).toBe(1);
    expect(out).toContain('compared on the zod contracts');
    expect(out).toContain('GET /courses/{id}  answer 200 title: field removed  [answer-field-removed]');
    expect(out).toContain('[answer-enum-value-added]');
    const report = JSON.parse(files.get('changes.json') ?? '{}') as {
      mode: string;
      changes: { kind: string; class: string }[];
    };
    expect(report.mode).toBe('zod');
    expect(report.changes.map((c) => `${c.class} ${c.kind}`).sort()).toEqual([
      'breaking-clients answer-enum-value-added',
      'breaking-clients answer-field-removed',
    ]);
  });

  it('exits 0 when nothing breaks, and finds what a document cannot say (a refinement)', async () => {
    expect((await run('--base', 'HEAD', '--head', 'worktree')).code).toBe(0);
    writeVersion(repo, {
      ...SECOND,
      commentBody: `${FIRST.commentBody}.refine((b) => b.content.trim() !== '')`,
    });
    const { code, out } = await run('--base', 'HEAD');
    expect(code).toBe(1);
    expect(out).toContain('POST /comments  request body body: check added  [request-check-added]');
    writeVersion(repo, SECOND);
  });

  it('says why a version of the contract does not load', async () => {
    writeFileSync(join(repo, 'packages/contract/src/index.ts'), "export { contract } from './missing.ts';\n");
    const { code, err } = await run('--base', 'HEAD');
    expect(code).toBe(2);
    expect(err).toMatch(/worktree: src\/index\.ts does not load \(.*missing\.ts/);
    writeVersion(repo, SECOND);
  });

  it('reads OpenAPI documents in JSON and YAML, and a packed tarball', async () => {
    const head = smallDocument();
    delete propertiesOf(courseAnswer(head)).price;
    writeFileSync(join(repo, 'base.json'), JSON.stringify(smallDocument()));
    writeFileSync(join(repo, 'head.yaml'), stringify(head));
    const documents = await run('--base', 'base.json', '--head', 'head.yaml');
    expect(documents.code).toBe(1);
    expect(documents.out).toContain('compared on the OpenAPI documents');
    expect(documents.out).toContain('[answer-field-removed]');
    mkdirSync(join(repo, 'pack/package/dist'), { recursive: true });
    writeFileSync(join(repo, 'pack/package/dist/openapi.json'), JSON.stringify(smallDocument()));
    execFileSync('tar', ['-czf', join(repo, 'contract.tgz'), '-C', join(repo, 'pack'), 'package']);
    expect((await run('--base', 'contract.tgz', '--head', 'base.json')).out).toContain(
      'No breaking change (0 safe).',
    );
    writeFileSync(
      join(repo, 'coverage.json'),
      JSON.stringify({ routes: [{ method: 'GET', path: '/courses/:id', exercised: [], successes: [200] }] }),
    );
    const recorded = await run('usage', '--coverage', 'coverage.json', '--name', 'qa', '--out', 'qa.json');
    expect(recorded.out).toBe('qa went through 1 operation, 1 answer status: qa.json\n');
    writeFileSync(join(repo, 'qa.json'), recorded.files.get('qa.json') ?? '');
    const touched = await run('--base', 'base.json', '--head', 'head.yaml', '--consumers', 'qa.json');
    expect(touched.out).toContain('[answer-field-removed]  · read by qa');
  });

  it('exits 2 with one line on an input it cannot read, and on bad arguments', async () => {
    writeFileSync(join(repo, 'broken.json'), '{ "openapi": ');
    writeFileSync(join(repo, 'other.json'), '{ "swagger": "2.0" }');
    const cases: [string[], string][] = [
      [['--base', 'no-such-ref'], 'no-such-ref is neither a file nor a git ref of'],
      [['--base', 'broken.json', '--head', 'base.json'], 'broken.json is not valid JSON'],
      [['--base', 'other.json', '--head', 'base.json'], 'other.json is not an OpenAPI 3 document'],
      [['--base=--output=/tmp/x'], '--output=/tmp/x is neither a file nor a git ref'],
      [['--head', 'HEAD'], '--base is required'],
      [
        ['usage', '--project', 'nowhere/tsconfig.json', '--name', 'web', '--out', 'web.json'],
        'nowhere/tsconfig.json',
      ],
      [['--base', 'HEAD', '--colour'], "Unknown option '--colour'"],
    ];
    for (const [argv, message] of cases) {
      const { code, err } = await run(...argv);
      expect(code).toBe(2);
      expect(err).toContain(message);
    }
  });
});
