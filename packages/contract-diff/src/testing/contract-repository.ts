// A git repository of its own holding a small ts-rest contract, for the tests that compare versions
// by ref, by working tree and by tarball, as `pnpm contract:diff` does in this repository.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type ContractVersion = {
  /** The fields of a course's answer, as zod source: `title: z.string(),` … */
  courseFields: string;
  /** The comment's body, as zod source. */
  commentBody: string;
};

export const FIRST: ContractVersion = {
  courseFields: 'id: z.number().int(), title: z.string(), status: z.enum(["PUBLISHED", "DRAFT"]),',
  commentBody: 'z.object({ courseId: z.number().int(), content: z.string().min(1).max(2000) })',
};

function contractSource(version: ContractVersion): string {
  return `import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();
export const contract = c.router({
  courses: {
    byId: {
      method: 'GET',
      path: '/courses/:id',
      pathParams: z.object({ id: z.coerce.number().int().positive() }),
      responses: { 200: z.object({ ${version.courseFields} }), 404: z.object({ message: z.string() }) },
    },
  },
  comments: {
    create: { method: 'POST', path: '/comments', body: ${version.commentBody}, responses: { 201: z.object({ id: z.number() }) } },
  },
});
`;
}

export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd,
    stdio: 'pipe',
  });

/** The contract's OpenAPI document, as this repository's contract writes its own. */
const OPENAPI_SOURCE = `import { generateOpenApi } from '@ts-rest/open-api';
import { contract } from './index.ts';
export const getOpenApiDocument = () => generateOpenApi(contract, { info: { title: 'Example', version: '1.0.0' } });
`;

export function writeVersion(root: string, version: ContractVersion): void {
  writeFileSync(join(root, 'packages/contract/src/index.ts'), contractSource(version));
  writeFileSync(join(root, 'packages/contract/src/openapi.ts'), OPENAPI_SOURCE);
}

/** A repository whose history holds each version, one commit each, the last one checked out. */
export function contractRepository(versions: ContractVersion[]): string {
  const root = mkdtempSync(join(tmpdir(), 'contract-diff-repo-'));
  mkdirSync(join(root, 'packages/contract/src'), { recursive: true });
  writeFileSync(
    join(root, 'packages/contract/package.json'),
    '{ "name": "@example/contract", "version": "1.0.0" }\n',
  );
  mkdirSync(join(root, '.changeset'));
  git(root, 'init', '-q', '-b', 'main');
  for (const [index, version] of versions.entries()) {
    writeVersion(root, version);
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', `version ${index + 1}`);
  }
  return root;
}
