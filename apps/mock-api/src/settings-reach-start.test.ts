import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

import { configSchema } from './config-schema';
import { freePort } from './process/free-port';
import { answering, startProcess } from './process/started-process';

/**
 * `pnpm start` at the root runs turbo, whose strict mode hands a task only the variables turbo.json
 * lists: a setting missing there never reaches the mock, which then starts on its defaults and says
 * nothing. These tests hold turbo.json to the mock's one list of settings, and run the root command.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const turbo = JSON.parse(readFileSync(join(root, 'turbo.json'), 'utf8')) as {
  globalEnv?: string[];
  globalPassThroughEnv?: string[];
};
const reachesTasks = new Set([...(turbo.globalEnv ?? []), ...(turbo.globalPassThroughEnv ?? [])]);

describe("the mock's settings, through the root start command", () => {
  it('lists every setting of the mock in turbo.json, and where the command was typed', () => {
    const settings = [...Object.keys(configSchema('/').shape), 'TYPED_IN'];
    expect(settings.filter((name) => !reachesTasks.has(name))).toEqual([]);
  });

  const scratch = mkdtempSync(join(tmpdir(), 'root-start-'));
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('starts the mock on PORT, behind MOCK_ADMIN_TOKEN, on the MOCK_DATA_SET folder named from the root', async () => {
    const port = await freePort();
    const key = 'a-key-typed-before-pnpm-start';
    // As a reader types it: pnpm start at the root, the folder named from there.
    const start = startProcess('the root pnpm start', 'pnpm', ['start', '--filter=@formation/mock-api'], {
      cwd: root,
      env: {
        // As from a shell: where the command was typed is pnpm's and turbo.sh's to say, not this run's.
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !['TYPED_IN', 'INIT_CWD'].includes(name)),
        ),
        PORT: String(port),
        MOCK_ADMIN_TOKEN: key,
        MOCK_DATA_SET: 'apps/web/e2e/data-sets/recorded-backend',
        DATABASE_FILE: ':memory:',
        UPLOADS_DIR: join(scratch, 'uploads'),
      },
    });
    const url = `http://127.0.0.1:${String(port)}`;
    try {
      await answering(start, `${url}/health`, 'the root pnpm start', 60_000);
      expect((await fetch(`${url}/__mock/state`)).status).toBe(401);
      expect((await fetch(`${url}/__mock/state`, { headers: { 'x-mock-admin-token': key } })).status).toBe(
        200,
      );
      const courses = (await (await fetch(`${url}/courses/AllCourses`)).json()) as { slug: string }[];
      expect(courses.map((course) => course.slug)).toContain('conduite-changement-adkar');
      expect(courses).toHaveLength(4);
    } finally {
      // turbo, pnpm and the mock: the whole group goes.
      await start.stop();
    }
  }, 120_000);
});
