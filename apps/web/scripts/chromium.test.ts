import { describe, expect, it } from 'vitest';

import { CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH, testBrowserPath } from './chromium';

describe('the browser a test run launches', () => {
  it('is the headless shell for a headless run, in the runner and in its workers', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(testBrowserPath(['node', 'playwright', 'test', 'e2e/blog.spec.ts'], env)).toBe(
      CHROMIUM_HEADLESS_SHELL_PATH,
    );
    expect(testBrowserPath(['node', 'worker'], env)).toBe(CHROMIUM_HEADLESS_SHELL_PATH);
  });

  it.each([['--headed'], ['--debug'], ['--ui']])(
    'is the desktop browser when the run shows its windows (%s), in its workers too',
    (flag) => {
      const env: NodeJS.ProcessEnv = {};
      expect(testBrowserPath(['node', 'playwright', 'test', flag], env)).toBe(CHROMIUM_PATH);
      // A worker loads the config again without the runner's flags, with the runner's environment.
      expect(testBrowserPath(['node', 'worker'], env)).toBe(CHROMIUM_PATH);
    },
  );

  it('is the desktop browser under PWDEBUG, or when E2E_HEADED=1 asks for it', () => {
    expect(testBrowserPath(['node', 'playwright', 'test'], { PWDEBUG: '1' })).toBe(CHROMIUM_PATH);
    expect(testBrowserPath(['node', 'playwright', 'test'], { E2E_HEADED: '1' })).toBe(CHROMIUM_PATH);
  });
});
