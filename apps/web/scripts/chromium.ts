/**
 * Debian's Chromium, as the browser tests and the benches launch it (Playwright's own browser
 * download is never used): no sandbox (CI runs as root), no GPU, and none of the background calls a
 * fresh profile makes.
 */
export const CHROMIUM_PATH = '/usr/lib/chromium/chromium';
/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell), the browser
 * Playwright itself runs headless tests on: the same engine without the desktop browser around it,
 * at half the CPU per test on a 2-core host (docs/decisions/0033-browser-tests-on-the-headless-shell.md).
 */
export const CHROMIUM_HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser for a test run: the headless shell, unless the run shows its windows (`--headed`,
 * `--debug`, `--ui` or PWDEBUG), which only the desktop browser can. The runner reads its flags when
 * it loads the config and leaves the answer in E2E_HEADED, since its workers load the config again
 * without them.
 */
export function testBrowserPath(argv: readonly string[], env: NodeJS.ProcessEnv): string {
  const headed = ['--headed', '--debug', '--ui'].some((flag) => argv.includes(flag)) || Boolean(env.PWDEBUG);
  if (headed) env.E2E_HEADED = '1';
  return env.E2E_HEADED === '1' ? CHROMIUM_PATH : CHROMIUM_HEADLESS_SHELL_PATH;
}
