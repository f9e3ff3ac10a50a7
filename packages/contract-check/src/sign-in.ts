import { extractAccessToken } from '@formation/domain';

import { harvest, positiveId, type Samples } from './discover-samples';
import { answered } from './flows/flow';
import { durationText, NO_PROGRESS, type Progress } from './progress';
import type { RouteCaller } from './route-caller';

export type AuthOption =
  | { kind: 'none' }
  | { kind: 'password'; email: string; password: string }
  | { kind: 'token'; token: string; userId: number | null };

/**
 * The user id a JWT-shaped token names (`sub`, `id` or `userId` of its payload), or null. The
 * signature is not checked: the id only fills parameters, and the server judges the token.
 */
export function userIdFromToken(token: string): number | null {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || payload === undefined) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const record = claims as Record<string, unknown>;
  for (const key of ['sub', 'id', 'userId']) {
    const value = record[key];
    const id = positiveId(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
    if (id !== null) return id;
  }
  return null;
}

/** The longest a sign-in waits when the server's brake asks it to (an auth rate limit's window). */
const MAX_SIGN_IN_WAIT_MS = 60_000;

/**
 * Signs in through the contract's login route (checked like any answer) or takes the given token.
 * The token is read with the domain's extractAccessToken, the one reader of the places the real
 * backend may put it. Returns the samples with the user id when it is known.
 */
export async function signIn(
  caller: RouteCaller,
  auth: AuthOption,
  samples: Samples,
  progress: Progress = NO_PROGRESS,
): Promise<Samples> {
  if (auth.kind === 'none') return samples;
  if (auth.kind === 'token') {
    caller.redactor.addSecret(auth.token);
    caller.token = auth.token;
    return { ...samples, userId: auth.userId ?? userIdFromToken(auth.token) };
  }
  caller.redactor.addSecret(auth.password);
  const login = caller.route('auth.login');
  const send = () =>
    caller.call(
      login,
      { path: login.path, body: { email: auth.email, password: auth.password }, authenticated: false },
      'sign-in',
    );
  let answer = await send();
  // A sign-in brake (429) that says when to come back: a run just before this one (generated calls
  // on the auth routes, a CI job's previous step) spent the allowance. Waited for once, if it is soon.
  const wait = answer?.status === 429 ? answer.retryAfterMs : null;
  if (wait !== null && wait <= Math.min(MAX_SIGN_IN_WAIT_MS, caller.client.remainingMs())) {
    progress.stage(`sign-in refused for now (429): waiting ${durationText(wait)} as the server asks`);
    await new Promise((resolve) => setTimeout(resolve, wait + 250));
    answer = await send();
  }
  if (answer === null) return samples;
  if (answer.status !== 200) {
    const why = answered(answer);
    caller.addFinding(answer.result, {
      kind: 'sign-in',
      path: null,
      message: `sign-in refused (${why}): the signed-in reads are skipped`,
      seen: auth.email,
    });
    return samples;
  }
  try {
    const token = extractAccessToken(answer.json);
    caller.redactor.addSecret(token);
    caller.token = token;
  } catch (error) {
    caller.addFinding(answer.result, {
      kind: 'sign-in',
      path: '$',
      message: `${error instanceof Error ? error.message : String(error)}: the signed-in reads are skipped`,
      seen: '(no token)',
    });
    return samples;
  }
  return harvest('auth.login', answer.json, samples);
}
