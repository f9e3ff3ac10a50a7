import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startMockProcess, type MockProcess } from './testing/mock-process.js';

const packageDir = resolve(import.meta.dirname, '..');
const contractDir = resolve(packageDir, '../contract');
const folder = mkdtempSync(join(tmpdir(), 'mock-testing-pack-'));
const project = join(folder, 'qa');

/** A stand-in of the site: where the payment page sends the learner back. */
const site = createServer((_request, response) => {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end('<!doctype html><title>Merci</title><p>Merci</p>');
});
let siteUrl = '';
let mock: MockProcess;
/** A mock started with an admin key: the data set header (x-mock-session) and /__mock need it. */
const ADMIN_KEY = 'qa-kit-admin-key-0123456789';
let keyed: MockProcess;
beforeAll(async () => {
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  siteUrl = `http://127.0.0.1:${String((site.address() as AddressInfo).port)}`;
  [mock, keyed] = await Promise.all([
    startMockProcess({ SITE_URL: siteUrl }),
    startMockProcess({ SITE_URL: siteUrl, MOCK_ADMIN_TOKEN: ADMIN_KEY }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([mock.stop(), keyed.stop()]);
  site.close();
  rmSync(folder, { recursive: true, force: true });
});

const exec = promisify(execFile);

/**
 * Runs a command without blocking this process (the site's stand-in answers from here) and returns
 * what it printed, stdout then stderr; a failure shows it (tsc and Playwright report on stdout).
 */
async function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<string> {
  try {
    const { stdout, stderr } = await exec(command, args, {
      cwd,
      encoding: 'utf8',
      timeout: 180_000,
      env: { ...process.env, ...env },
    });
    return `${stdout}${stderr}`;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`, {
      cause: error,
    });
  }
}

/** Packs a package of the workspace (its `prepack` builds it) into the folder; its `file:` specifier. */
async function pack(dir: string): Promise<string> {
  const { name, version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  // pnpm's name for the tarball: @scope/name@1.0.0 → scope-name-1.0.0.tgz.
  const tarball = `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
  await run('pnpm', ['pack', '--pack-destination', folder], dir);
  if (!existsSync(join(folder, tarball))) throw new Error(`pnpm pack wrote no ${tarball} for ${dir}`);
  return `file:../${tarball}`;
}

/**
 * The Playwright config a QA team writes: the site at `baseURL`, the Chromium it has; the kit reads
 * the mock's URL from MOCK_API_URL. A second project points at another mock, one that asks for its
 * admin key, through the kit's options.
 */
const PLAYWRIGHT_CONFIG = `
import { defineConfig } from '@playwright/test';
import type { MockOptions } from '@formation/mock-testing';
export default defineConfig<MockOptions>({
  testDir: '.',
  testMatch: '*.spec.ts',
  reporter: 'line',
  workers: 1,
  use: {
    baseURL: process.env.SITE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'open' },
    { name: 'keyed', use: { mockApiUrl: process.env.KEYED_MOCK_URL, mockAdminKey: process.env.KEYED_ADMIN_KEY } },
  ],
});
`;

/**
 * The README's scenario: it runs against the site, so here it is only type-checked, with a wrong
 * call that must be refused (types that did not resolve would let it through).
 */
function readmeScenario(): string {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const scenario = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (scenario === undefined) throw new Error('README.md has no TypeScript scenario');
  const wrong = `
test('a wrong call', async ({ mock }) => {
  // @ts-expect-error the mock has no such scenario
  await mock.scenario('crowded');
});
`;
  return `${scenario}${wrong}`;
}

describe('the packed QA kit, in a project outside the workspace', () => {
  it('installs from its tarball, type-checks the README scenario, and runs a scenario on the mock', async () => {
    // Each pack builds its package, one core each.
    const [contract, kit] = await Promise.all([pack(contractDir), pack(packageDir)]);
    mkdirSync(project);
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({
        name: 'qa-scenarios',
        private: true,
        type: 'module',
        devDependencies: {
          '@formation/mock-testing': kit,
          '@formation/contract': contract,
          '@playwright/test': '1.65.1',
          '@types/node': '20.19.43',
          typescript: '6.0.3',
        },
        // The kit asks for the contract by version; this project has it as a tarball.
        pnpm: { overrides: { '@formation/contract': contract } },
      }),
    );
    await run(
      'pnpm',
      ['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false'],
      project,
    );

    writeFileSync(join(project, 'playwright.config.ts'), PLAYWRIGHT_CONFIG);
    copyFileSync(
      join(import.meta.dirname, 'testing/payment-scenario.spec.ts'),
      join(project, 'payment.spec.ts'),
    );
    writeFileSync(join(project, 'readme.spec.ts'), readmeScenario());
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          lib: ['ESNext', 'DOM'],
          types: ['node'],
        },
        include: ['*.ts'],
      }),
    );
    await run('pnpm', ['exec', 'tsc', '-p', '.'], project);

    // The same scenario on a mock that asks for its admin key (the `keyed` project): the kit sends it
    // to the mock's origin, from the page (the provider's page is on the test's data set) and from
    // its own calls.
    const output = await run('pnpm', ['exec', 'playwright', 'test', 'payment.spec.ts'], project, {
      MOCK_API_URL: mock.url,
      KEYED_MOCK_URL: keyed.url,
      KEYED_ADMIN_KEY: ADMIN_KEY,
      SITE_URL: siteUrl,
      CHROMIUM_PATH: '/usr/bin/chromium',
      // Empty is unset: the kit makes the run's id even when the shell running these tests set one.
      MOCK_RUN_ID: '',
    });
    expect(output).toMatch(/2 passed/);
    // The packed kit made this run's id in the runner and printed it.
    expect(output).toMatch(
      /^QA kit: this run's data sets on the mock are qa-[0-9a-f]{16}-<test id>-<retry>;/m,
    );
  }, 300_000);
});
