import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { documentedCommands, ROOT } from './documented';
import { NOT_RUN } from './not-run';
import { answering, readerEnv, run, start, type Started } from './shell';
import { expectTheSiteReads, type SiteUsage } from './site-usage';
import { asRunHere, CI_VARIABLES, MOCK_URL, SEEDED_EMAIL, SEEDED_PASSWORD, SITE_URL } from './stand-ins';

/**
 * Runs the commands the README and the docs print, as a reader types them in a shell: the product
 * started with `pnpm start`, then each command against it, the firm's backend stood in for by that
 * mock (stand-ins.ts). A command that cannot run here is in not-run.ts with its reason. The last test
 * fails on a documented command that is neither, and the run ends with the list of what it did.
 */

const DOCUMENTED = documentedCommands();
/** A reader's own folder in the repository: the relative folders and files of the commands land here. */
const FOLDER = join(ROOT, '.docs-commands');
const README_START = 'npm install -g pnpm@10.34.9 && pnpm install && pnpm start';

interface Outcome {
  text: string;
  did: string;
}
const outcomes: Outcome[] = [];

/** The product's mock keeps its data in the folder: a developer's own database is not touched. */
const env = readerEnv({
  ...CI_VARIABLES,
  DATABASE_FILE: join(FOLDER, 'mock.db'),
  UPLOADS_DIR: join(FOLDER, 'uploads'),
  LOG_LEVEL: 'warn',
});

/**
 * Runs a documented command from the reader's folder (or, for the commands the docs give from the
 * repository's root, from there) and records what it gave.
 */
async function typed(text: string, budgetMs = 120_000, cwd = FOLDER) {
  expect(DOCUMENTED.has(text), `the docs no longer print: ${text}`).toBe(true);
  const { command, used } = asRunHere(text);
  const ran = await run(command, { cwd, env, budgetMs });
  const exit = ran.code === null ? `stopped after ${String(budgetMs / 1000)} s` : `exit ${String(ran.code)}`;
  const stands = used.length === 0 ? '' : `, with ${used.join(', ')}`;
  outcomes.push({ text, did: `ran: ${exit} in ${(ran.ms / 1000).toFixed(1)} s${stands}` });
  return ran;
}

/** Runs documented commands in turn, each expected to exit 0; their outputs. */
async function eachSucceeds(texts: readonly string[]): Promise<string[]> {
  const outputs: string[] = [];
  for (const text of texts) {
    const ran = await typed(text);
    expect(ran.code, `${text}\n${ran.output}`).toBe(0);
    outputs.push(ran.output);
  }
  return outputs;
}

let product: Started | null = null;

/** Starts the product as `pnpm start` does (README's first command), waiting for both servers. */
async function startProduct(text: string, command: string): Promise<void> {
  const began = Date.now();
  const started = start(command, { cwd: FOLDER, env });
  product = started;
  let alive = true;
  void started.exited.then(() => (alive = false));
  const up =
    (await answering(`${MOCK_URL}/health`, 120_000, () => alive)) &&
    (await answering(SITE_URL, 60_000, () => alive));
  expect(up, `${command} did not start the mock and the site:\n${started.output()}`).toBe(true);
  outcomes.push({
    text,
    did: `ran \`${command}\`: the mock answered at ${MOCK_URL} and the site at ${SITE_URL} after ${((Date.now() - began) / 1000).toFixed(1)} s, then stopped`,
  });
}

/** Stops the product, and holds that nothing it started still answers. */
async function stopProduct(): Promise<void> {
  if (product === null) return;
  await product.stop();
  product = null;
  expect(await portsTaken(), `something still answers at ${MOCK_URL} or ${SITE_URL} once stopped`).toBe(
    false,
  );
}

/** Whether something already answers on the product's ports (the product itself, started by hand). */
async function portsTaken(): Promise<boolean> {
  const answers = async (url: string) => {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return true;
    } catch {
      return false;
    }
  };
  return (await answers(MOCK_URL)) || (await answers(SITE_URL));
}

const taken = await portsTaken();
if (taken && process.env.CI !== undefined) {
  throw new Error(`${MOCK_URL} or ${SITE_URL} already answers: the docs' commands need them free`);
}

describe.skipIf(taken)(
  'the commands the docs print, as a reader types them (ports 3001 and 5173 free)',
  () => {
    beforeAll(() => {
      rmSync(FOLDER, { recursive: true, force: true });
      mkdirSync(FOLDER, { recursive: true });
    });

    afterAll(async () => {
      await stopProduct();
      rmSync(FOLDER, { recursive: true, force: true });
      const lines = outcomes.map(
        ({ text, did }) => `- ${text}\n    ${DOCUMENTED.get(text)?.join(', ') ?? 'README.md'}: ${did}`,
      );
      process.stdout.write(`\nThe docs' commands (${String(outcomes.length)}):\n${lines.join('\n')}\n`);
    });

    it("README: install and start (the installs are this run's own set-up)", async () => {
      await startProduct(README_START, 'pnpm start');
      expect(await (await fetch(SITE_URL)).text()).toContain('<div id="root"');
    }, 200_000);

    it('contract:check in each mode the docs show, the seeded mock standing in for the backend', async () => {
      for (const output of await eachSucceeds([
        'pnpm contract:check --base-url https://api.staging.example.tn',
        'pnpm contract:check --base-url https://api.staging.example.tn --email you@example.tn',
        "pnpm contract:check --base-url https://api.staging.example.tn --email you@example.tn --password '…'",
        "pnpm contract:check --base-url http://127.0.0.1:3001 --email amira.bensalah@example.tn --password 'Apprenant2026!' --allow-writes",
        'CONTRACT_CHECK_PASSWORD="$CHECK_PASSWORD" pnpm -s contract:check --base-url "$API_URL" --email "$CHECK_EMAIL" --timeout-ms 5000',
      ])) {
        expect(output).toMatch(/exit 0: no drift/);
      }
    }, 600_000);

    it('generated calls saved to a file, then sent again; a JUnit report', async () => {
      await eachSucceeds([
        'pnpm contract:check --base-url "$API_URL" --email "$CHECK_EMAIL" --generate --failures failures.json',
        'pnpm contract:check --base-url "$API_URL" --email "$CHECK_EMAIL" --replay failures.json',
        'pnpm -s contract:check --base-url "$SANDBOX_URL" --email "$CHECK_EMAIL" --allow-writes --generate --seed "$GITHUB_RUN_NUMBER" --failures contract-failures.json --junit contract-check.xml',
        'pnpm -s contract:check --base-url "$SANDBOX_URL" --email "$CHECK_EMAIL" --allow-writes --replay contract-failures.json',
      ]);
      // Written where the reader typed the command.
      for (const file of ['failures.json', 'contract-failures.json', 'contract-check.xml']) {
        expect(existsSync(join(FOLDER, file)), file).toBe(true);
      }
    }, 600_000);

    it("QA's levers with curl: a private data set, fault rules, a dropped connection, the coverage", async () => {
      const out = async (text: string) => {
        const ran = await typed(text, 30_000);
        return { code: ran.code, output: ran.output.trim() };
      };
      expect(
        (
          await out(
            "curl -s -X POST http://127.0.0.1:3001/__mock/scenario/empty -H 'x-mock-session: qa-anna'",
          )
        ).code,
      ).toBe(0);
      expect(
        (await out("curl -s http://127.0.0.1:3001/courses/AllCourses -H 'x-mock-session: qa-anna'")).output,
      ).toBe('[]');
      expect((await out('curl -s http://127.0.0.1:3001/courses/AllCourses | head -c 80')).output).toMatch(
        /^\[\{"id":/,
      );
      for (const text of [
        `curl -s -X POST http://127.0.0.1:3001/__mock/faults -H 'content-type: application/json' -d '{"rules":[{"method":"POST","path":"/enrollments","status":409,"times":1}]}'`,
        `curl -s -X POST http://127.0.0.1:3001/__mock/faults -H 'content-type: application/json' -d '{"rules":[{"method":"POST","path":"/coupon-usage/verify","status":422,"rate":0.5, "code":"PROMO_EXPIRED","message":"This promo code has expired"}]}'`,
        `curl -s -X POST http://127.0.0.1:3001/__mock/faults -H 'content-type: application/json' -H 'x-mock-session: qa-anna' -d '{"rules":[{"method":"GET","path":"/courses/:id","status":503}]}'`,
      ]) {
        expect((await out(text)).output).toMatch(/"rules":\[\{/);
      }
      expect((await out('curl -s -X DELETE http://127.0.0.1:3001/__mock/faults')).output).toMatch(
        /"rules":\[\]/,
      );
      await out(
        `curl -s -X POST http://127.0.0.1:3001/__mock/faults -H 'content-type: application/json' -d '{"rules":[{"method":"GET","path":"/blog","network":"reset","times":2}]}'`,
      );
      const dropped = await out('curl -sS http://127.0.0.1:3001/blog');
      expect(dropped.code).toBe(52);
      expect(dropped.output).toMatch(/Empty reply from server/);
      await fetch(`${MOCK_URL}/__mock/faults`, { method: 'DELETE' });
      const totals = JSON.parse(
        (await out("curl -s http://127.0.0.1:3001/__mock/coverage | jq '.totals'")).output,
      ) as Record<string, unknown>;
      expect(Object.keys(totals).sort()).toEqual(
        ['declared', 'exercised', 'routes', 'touched', 'undeclared', 'untouched'].sort(),
      );
      // The contract checks above exercised declared statuses (a 401, a 404…).
      expect(typeof totals.exercised === 'number' && totals.exercised > 0).toBe(true);
      const asConsumer = [
        'curl -s http://127.0.0.1:3001/__mock/coverage -o qa-coverage.json',
        'pnpm contract:diff usage --coverage qa-coverage.json --name qa --out qa-usage.json',
      ];
      for (const text of asConsumer) expect((await out(text)).code).toBe(0);
      const usage = JSON.parse(readFileSync(join(FOLDER, 'qa-usage.json'), 'utf8')) as { operations: object };
      // The contract checks above read the catalogue.
      expect(Object.keys(usage.operations)).toContain('GET /courses/AllCourses');
      const compared = await out('pnpm contract:diff --base HEAD --consumers qa-usage.json');
      expect(compared.output).toContain('contract:diff HEAD → worktree');
    }, 120_000);

    it('the site built for a backend, prerendered from it', async () => {
      const text =
        'VITE_API_BASE_URL=https://api.example.tn VITE_SITE_URL=https://www.example.tn pnpm --filter @formation/web build';
      const ran = await typed(text, 600_000);
      expect(ran.code, ran.output).toBe(0);
      expect(ran.output).toContain(`data from ${MOCK_URL} (VITE_API_BASE_URL)`);
      const home = readFileSync(join(ROOT, 'apps/web/dist/index.html'), 'utf8');
      expect(home).toContain('https://www.example.tn/');
    }, 700_000);

    it('a recording of the backend, what changed since the last one, and the product started on it', async () => {
      const record =
        'CONTRACT_CHECK_PASSWORD=… pnpm contract:check --base-url https://api.staging.example.tn --record recordings/staging --with-images --email qa.learner@example.tn';
      expect((await typed(record)).code).toBe(0);
      renameSync(join(FOLDER, 'recordings/staging'), join(FOLDER, 'recordings/last-week'));
      // A week on the backend: a learner's comment.
      const login = await fetch(`${MOCK_URL}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: SEEDED_EMAIL, password: SEEDED_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: { access_token: string } };
      const posted = await fetch(`${MOCK_URL}/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token.access_token}` },
        body: JSON.stringify({
          courseId: 1,
          content: 'Une semaine plus tard, toujours aussi utile.',
          rate: 5,
        }),
      });
      expect(posted.status).toBe(201);
      expect((await typed(record)).code).toBe(0);
      expect(readdirSync(join(FOLDER, 'recordings/staging'))).toContain('manifest.json');

      const compared = await typed('pnpm contract:check --compare recordings/last-week recordings/staging');
      expect(compared.output).toContain('Une semaine plus tard');

      await stopProduct();
      // The reader's own database goes: what the mock then serves is the recording's.
      rmSync(join(FOLDER, 'mock.db'), { force: true });
      const text = 'MOCK_DATA_SET=recordings/staging pnpm start';
      await startProduct(text, text);
      const comments = (await (await fetch(`${MOCK_URL}/comments/course/1`)).json()) as { content: string }[];
      expect(comments.map((comment) => comment.content)).toContain(
        'Une semaine plus tard, toujours aussi utile.',
      );
      const recorded = JSON.parse(readFileSync(join(FOLDER, 'recordings/staging/courses.json'), 'utf8')) as {
        slug: string;
      }[];
      const served = (await (await fetch(`${MOCK_URL}/courses/AllCourses`)).json()) as { slug: string }[];
      expect(served.map((course) => course.slug).sort()).toEqual(
        recorded.map((course) => course.slug).sort(),
      );
      await stopProduct();
    }, 600_000);

    it("pnpm demo and the QA kit's example in the README are what the browser suite runs", () => {
      const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
      expect(readme).toContain('| `pnpm demo` |');
      expect(readFileSync(join(ROOT, 'apps/web/playwright.config.ts'), 'utf8')).toContain(
        "command: 'pnpm demo',",
      );
      outcomes.push({
        text: 'pnpm demo',
        did: "run by the browser suite: apps/web/playwright.config.ts's demo server is `pnpm demo`, in its own port and folder",
      });
      const example = /A scenario, from sign-up[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1];
      const spec = 'apps/web/e2e/qa-scenario.spec.ts';
      expect(example, "the README's QA kit example").toBeDefined();
      expect(readFileSync(join(ROOT, spec), 'utf8')).toBe(example);
      outcomes.push({
        text: "the README's QA kit scenario",
        did: `run by the browser suite, as ${spec} (the same text)`,
      });
    });

    it("contract:diff from the repository's root: a ref against the working tree, a consumer's reads, the gate", async () => {
      const folder = join(ROOT, '.contract-diff');
      rmSync(folder, { recursive: true, force: true });
      const compared = await typed('pnpm contract:diff --base HEAD', 120_000, ROOT);
      // 1 when the working tree breaks something since the last commit, which a developer may run it on.
      expect([0, 1], compared.output).toContain(compared.code);
      expect(compared.output).toContain('contract:diff HEAD → worktree (compared on the zod contracts)');
      const recorded = await typed(
        'pnpm contract:diff usage --project apps/web/tsconfig.json --name web --out .contract-diff/web.json',
        300_000,
        ROOT,
      );
      expect(recorded.code, recorded.output).toBe(0);
      const usage = JSON.parse(readFileSync(join(folder, 'web.json'), 'utf8')) as SiteUsage;
      expectTheSiteReads(usage);
      const withReaders = await typed(
        'pnpm contract:diff --base HEAD --consumers .contract-diff/web.json --json .contract-diff/changes.json',
        120_000,
        ROOT,
      );
      expect([0, 1]).toContain(withReaders.code);
      expect(JSON.parse(readFileSync(join(folder, 'changes.json'), 'utf8'))).toMatchObject({
        consumers: ['web'],
      });
      const gate = await typed('pnpm contract:diff gate', 120_000, ROOT);
      expect(gate.code, gate.output).toBe(0);
      rmSync(folder, { recursive: true, force: true });
    }, 600_000);

    it('every command the docs print was run above or is marked as not runnable here, with its reason', () => {
      for (const [text, reason] of Object.entries(NOT_RUN)) {
        expect(DOCUMENTED.has(text), `not-run.ts names a command the docs no longer print: ${text}`).toBe(
          true,
        );
        outcomes.push({ text, did: `not run: ${reason}` });
      }
      const accounted = new Set(outcomes.map(({ text }) => text));
      expect([...DOCUMENTED.keys()].filter((text) => !accounted.has(text))).toEqual([]);
    });
  },
);
