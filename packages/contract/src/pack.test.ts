import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

import { typeProblems } from './testing/type-problems.js';

const packageDir = resolve(import.meta.dirname, '..');
const folder = mkdtempSync(join(tmpdir(), 'contract-pack-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });

/** The README's client example, as a project outside the workspace would write it. */
function readmeExample(): string {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const example = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (example === undefined) throw new Error('README.md has no TypeScript example');
  // A wrong call must be refused: types that did not resolve would let it through.
  const wrong = '// @ts-expect-error a slug is text\nvoid api.courses.bySlug({ params: { slug: 42 } });';
  return `${example}\n${wrong}\nexport {};\n`;
}

describe('the packed contract, in a project outside the workspace', () => {
  it('installs from its tarball, imports as plain ESM, and types the README’s client', () => {
    run('pnpm', ['pack', '--pack-destination', folder], packageDir);
    const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz'));
    expect(tarball).toBeDefined();

    const project = join(folder, 'project');
    run('mkdir', ['-p', project], folder);
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({
        name: 'integrator',
        private: true,
        type: 'module',
        dependencies: { '@formation/contract': `file:../${tarball ?? ''}`, '@ts-rest/core': '3.52.1' },
      }),
    );
    run(
      'pnpm',
      ['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false'],
      project,
    );

    const script = `
      import { contract, listRoutes, ErrorBodySchema } from '@formation/contract';
      import { getOpenApiDocument } from '@formation/contract/openapi';
      import document from '@formation/contract/openapi.json' with { type: 'json' };
      import { readDataSetFolder, writeDataSetFolder } from '@formation/contract/data-set-folder';
      writeDataSetFolder('folder', { 'manifest.json': { format: 'x' }, 'courses.json': [] });
      const folder = Object.keys(readDataSetFolder('folder', { manifest: 'required' }));
      const error = ErrorBodySchema.safeParse({ statusCode: 404, error: 'Not Found', message: 'Course not found' });
      console.log(JSON.stringify({
        routes: listRoutes(contract).length,
        bySlug: contract.courses.bySlug.path,
        errorBody: error.success,
        openapi: getOpenApiDocument().openapi,
        file: document.openapi,
        folder,
      }));`;
    const seen = JSON.parse(run('node', ['--input-type=module', '-e', script], project)) as unknown;
    expect(seen).toEqual({
      routes: expect.any(Number) as unknown,
      bySlug: '/courses/slug/:slug',
      errorBody: true,
      openapi: '3.1.0',
      file: '3.1.0',
      folder: ['courses.json', 'manifest.json'],
    });

    writeFileSync(join(project, 'client.ts'), readmeExample());
    const problems = typeProblems(join(project, 'client.ts'), {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    });
    expect(problems).toEqual([]);
  }, 180_000);
});
