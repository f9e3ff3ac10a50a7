/**
 * What a documented command names that a test run does not have, and what stands in for it: the
 * seeded mock of `pnpm start` for the firm's backend and its staging copy, a seeded learner for the
 * reader's own account. The run lists each one it used.
 */

/** The mock `pnpm start` starts, as the docs name it. */
export const MOCK_URL = 'http://127.0.0.1:3001';
/** The site `pnpm start` serves (the dev server listens on the loopback address only). */
export const SITE_URL = 'http://127.0.0.1:5173';

export const SEEDED_EMAIL = 'amira.bensalah@example.tn';
export const SEEDED_PASSWORD = 'Apprenant2026!';

/** Texts of the docs replaced before a command runs: [as written, as run]. */
export const STAND_INS: readonly (readonly [string, string])[] = [
  ['https://api.staging.example.tn', MOCK_URL],
  ['https://api.example.tn', MOCK_URL],
  ['you@example.tn', SEEDED_EMAIL],
  ['qa.learner@example.tn', SEEDED_EMAIL],
  ["--password '…'", `--password '${SEEDED_PASSWORD}'`],
  ['CONTRACT_CHECK_PASSWORD=…', `CONTRACT_CHECK_PASSWORD='${SEEDED_PASSWORD}'`],
];

/** The variables a CI job would set for the commands written with them. */
export const CI_VARIABLES: Readonly<Record<string, string>> = {
  API_URL: MOCK_URL,
  SANDBOX_URL: MOCK_URL,
  STAGING_API_URL: MOCK_URL,
  CHECK_EMAIL: SEEDED_EMAIL,
  CHECK_PASSWORD: SEEDED_PASSWORD,
  // A command given --email and no --password reads it here, as in CI (no terminal to ask on).
  CONTRACT_CHECK_PASSWORD: SEEDED_PASSWORD,
  GITHUB_RUN_NUMBER: '42',
};

/** The command as it runs here, and the stand-ins it took. */
export function asRunHere(text: string): { command: string; used: string[] } {
  let command = text;
  const used: string[] = [];
  for (const [written, stand] of STAND_INS) {
    if (!command.includes(written)) continue;
    command = command.replaceAll(written, stand);
    used.push(`${written} → ${stand}`);
  }
  return { command, used };
}
