import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runCliProcess } from '../testing/cli-process';
import { startMock, type RunningMock } from '../testing/mock-server';

let mock: RunningMock;
const root = mkdtempSync(join(tmpdir(), 'compare-exports-'));

beforeAll(async () => {
  mock = await startMock();
}, 60_000);
afterAll(async () => {
  await mock.close();
  rmSync(root, { recursive: true, force: true });
});

/** The data set `x-mock-session: id` holds, written as a folder. */
async function exportInto(id: string): Promise<string> {
  const answer = await fetch(`${mock.url}/__mock/export`, { headers: { 'x-mock-session': id } });
  expect(answer.status).toBe(200);
  const dir = join(root, id);
  await mkdir(dir, { recursive: true });
  for (const [name, content] of Object.entries((await answer.json()) as Record<string, unknown>)) {
    writeFileSync(join(dir, name), JSON.stringify(content));
  }
  return dir;
}

describe('pnpm contract:check --compare, on two exports of the mock', () => {
  it('says no drift between two copies of the seed', async () => {
    const run = await runCliProcess(['--compare', await exportInto('seed-a'), await exportInto('seed-b')]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/no drift\n$/);
    expect(run.code).toBe(0);
  });

  it('lists each course whose places changed when every session is sold out, and nothing else', async () => {
    const before = await exportInto('before-sold-out');
    const soldOut = await fetch(`${mock.url}/__mock/scenario/sold-out`, {
      method: 'POST',
      headers: { 'x-mock-session': 'sold-out' },
    });
    expect(soldOut.status).toBe(200);
    const run = await runCliProcess(['--compare', before, await exportInto('sold-out'), '--json']);
    expect(run.code).toBe(1);
    const drift = JSON.parse(run.stdout) as {
      changes: { file: string; kind: string; fields: { field: string }[] }[];
    };
    expect(drift.changes.length).toBeGreaterThan(10);
    expect(new Set(drift.changes.map((change) => change.file))).toEqual(new Set(['courses.json']));
    expect(new Set(drift.changes.flatMap((change) => change.fields.map((field) => field.field)))).toEqual(
      new Set(['enrolledCount']),
    );
  });
});
