import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { contractRepository, FIRST, writeVersion } from '../testing/contract-repository.js';
import { runCli } from './run-cli.js';

const repo = contractRepository([FIRST]);
afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
});

async function gate(...argv: string[]) {
  const out: string[] = [];
  const code = await runCli(['gate', ...argv], {
    cwd: repo,
    stdout: (t) => out.push(t),
    stderr: (t) => out.push(t),
    writeFile: (path, text) => {
      writeFileSync(join(repo, path), text);
    },
  });
  return { code, out: out.join('') };
}

const changeset = (name: string, bump: string, summary: string) => {
  writeFileSync(
    join(repo, '.changeset', `${name}.md`),
    `---\n'@example/contract': ${bump}\n---\n\n${summary}\n`,
  );
};

describe('pnpm contract:diff gate', () => {
  it('holds the contract to its baseline: a breaking change passes with a described major changeset only', async () => {
    expect((await gate('--update')).out).toContain(
      'Baseline written: packages/contract/openapi.baseline.json (@example/contract 1.0.0)',
    );
    const baseline = JSON.parse(
      readFileSync(join(repo, 'packages/contract/openapi.baseline.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(baseline['x-contract-package-version']).toBe('1.0.0');
    expect(await gate()).toEqual({
      code: 0,
      out: 'contract gate: @example/contract 1.0.0 matches its baseline.\n',
    });

    writeVersion(repo, {
      ...FIRST,
      courseFields: 'id: z.number().int(), status: z.enum(["PUBLISHED", "DRAFT"]),',
    });
    const refused = await gate();
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('[answer-field-removed]');
    expect(refused.out).toContain(
      'these changes need a major bump of @example/contract, and no changeset gives one',
    );

    changeset('minor-one', 'minor', 'Drops the title.');
    expect((await gate()).out).toContain('the changesets give only a minor one');
    changeset('empty-one', 'major', '');
    expect((await gate()).out).toContain(
      'a changeset must say what changed: .changeset/empty-one.md has no description',
    );
    changeset('empty-one', 'major', 'GET /courses/{id} no longer answers the title: read it from the list.');
    const passed = await gate();
    expect(passed.code).toBe(0);
    expect(passed.out).toContain('passed, the changes need a major bump');
  });

  it('asks a patch of a safe change, which a version already raised also gives', async () => {
    rmSync(join(repo, '.changeset'), { recursive: true });
    writeVersion(repo, FIRST);
    await gate('--update');
    writeVersion(repo, { ...FIRST, courseFields: `${FIRST.courseFields} slug: z.string().optional(),` });
    const refused = await gate();
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('need a patch bump');
    const manifest = join(repo, 'packages/contract/package.json');
    writeFileSync(manifest, '{ "name": "@example/contract", "version": "1.1.0" }\n');
    expect((await gate()).code).toBe(0);
  });
});
