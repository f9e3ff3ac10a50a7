import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { resolveAuthSecret } from './auth-secret';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-secret-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the token secret', () => {
  it('is made at random on first start, kept in the data folder for the owner only, and read back', () => {
    const database = join(dir, 'data', 'mock.db');
    const first = resolveAuthSecret(undefined, database);
    const file = join(dir, 'data', 'auth-secret');
    expect(first.from).toEqual({ file });
    expect(first.secret).toMatch(/^[\w-]{43}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(undefined, database).secret).toBe(first.secret);
  });

  it('differs between two data folders', () => {
    const a = resolveAuthSecret(undefined, join(dir, 'a', 'mock.db')).secret;
    const b = resolveAuthSecret(undefined, join(dir, 'b', 'mock.db')).secret;
    expect(a).not.toBe(b);
  });

  it('comes from AUTH_SECRET when set, and nothing is written', () => {
    const database = join(dir, 'mock.db');
    expect(resolveAuthSecret('a-secret-of-my-own-choosing', database)).toEqual({
      secret: 'a-secret-of-my-own-choosing',
      from: 'environment',
    });
    expect(() => statSync(join(dir, 'auth-secret'))).toThrow(/ENOENT/);
  });

  it('lives in memory with a database in memory: a new one each time', () => {
    const a = resolveAuthSecret(undefined, ':memory:');
    const b = resolveAuthSecret(undefined, ':memory:');
    expect(a.from).toBe('memory');
    expect(a.secret).not.toBe(b.secret);
  });

  it('refuses a kept file that holds no usable secret, and says how to recover', () => {
    writeFileSync(join(dir, 'auth-secret'), 'short\n');
    expect(() => resolveAuthSecret(undefined, join(dir, 'mock.db'))).toThrow(
      /holds no usable secret.*delete it.*or set AUTH_SECRET/,
    );
  });
});
