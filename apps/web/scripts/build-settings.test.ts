import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { BUILD_SETTINGS, SHARED_WITH_THE_MOCK } from './build-settings';

// jsdom's environment gives import.meta.url an http address; dirname stays the file's folder.
const webRoot = join(import.meta.dirname, '..');
const turbo = JSON.parse(readFileSync(join(webRoot, '../../turbo.json'), 'utf8')) as {
  globalEnv?: string[];
  globalPassThroughEnv?: string[];
};

/** The tooling that reads the environment: the build's configurations and its scripts. */
const TOOLING = [
  'vite.config.ts',
  'vite.demo.config.ts',
  'scripts/prerender.ts',
  'scripts/prerender-api.ts',
  'scripts/write-nginx-conf.ts',
  'scripts/security-headers.ts',
];

/** The variables a file reads: `process.env.X`, `process.env['X']`, `setting('X')`. */
function variablesRead(file: string): string[] {
  const source = readFileSync(join(webRoot, file), 'utf8');
  const found = source.matchAll(
    /process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*'([A-Z][A-Z0-9_]*)'\s*\])|setting\('([A-Z][A-Z0-9_]*)'\)/g,
  );
  return [...found].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

describe("the site's build settings", () => {
  it('are all handed to the tasks that turbo runs', () => {
    // Build settings change what is built: they are part of turbo's cache key (globalEnv).
    expect(BUILD_SETTINGS.filter((name) => !(turbo.globalEnv ?? []).includes(name))).toEqual([]);
    const passed = new Set([...(turbo.globalEnv ?? []), ...(turbo.globalPassThroughEnv ?? [])]);
    expect(SHARED_WITH_THE_MOCK.filter((name) => !passed.has(name))).toEqual([]);
  });

  it('name every variable the tooling reads', () => {
    const listed = new Set<string>([...BUILD_SETTINGS, ...SHARED_WITH_THE_MOCK, 'CI', 'NODE_ENV']);
    const read = TOOLING.flatMap((file) => variablesRead(file).map((name) => `${file}: ${name}`));
    expect(read.length).toBeGreaterThan(5);
    expect(read.filter((entry) => !listed.has(entry.split(': ')[1] ?? ''))).toEqual([]);
  });

  it('find a variable read in any of the three ways', () => {
    expect(variablesRead('scripts/prerender.ts')).toContain('PRERENDER_NOW');
    expect(variablesRead('vite.demo.config.ts')).toContain('DEMO_BASE');
  });
});
