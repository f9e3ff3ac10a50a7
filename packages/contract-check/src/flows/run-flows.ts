import { pickCourse, type Samples } from '../discover-samples';
import type { RouteCaller } from '../route-caller';
import { planRoutes } from '../route-plan';
import { COMMENT_ROUND, COMMENT_STEPS, commentRound } from './comment-round';
import { ENROLMENT_FLOW, ENROLMENT_STEPS, enrolmentFlow } from './enrolment-flow';
import { FAVORITE_ROUND, FAVORITE_STEPS, favoriteRound } from './favorite-round';
import { Flow, type Step } from './flow';
import { paginationFlows } from './pagination';
import { SIGN_UP_FLOW, SIGN_UP_STEPS, signUpFlow } from './sign-up-flow';

export interface FlowOptions {
  /** --allow-writes: the flows that write (a sandbox only). Without it only the read-only ones run. */
  allowWrites: boolean;
  /** Whether a sign-in was asked for (--email/--password or --token), to say why a flow is skipped. */
  signInGiven: boolean;
  now: () => number;
}

const WRITE_FLOWS: readonly (readonly [name: string, steps: readonly Step[]])[] = [
  [SIGN_UP_FLOW, SIGN_UP_STEPS],
  [COMMENT_ROUND, COMMENT_STEPS],
  [FAVORITE_ROUND, FAVORITE_STEPS],
  [ENROLMENT_FLOW, ENROLMENT_STEPS],
];

/** The site routes the write flows call, so the report can say why the others were not called. */
export const FLOW_ROUTES: readonly string[] = [
  ...new Set(
    WRITE_FLOWS.flatMap(([, steps]) => steps.map(([route]) => route)).filter(
      (route): route is string => typeof route === 'string',
    ),
  ),
];

const NEEDS_WRITES = 'write: needs --allow-writes (a sandbox only)';

function skipFlow(caller: RouteCaller, name: string, reason: string): void {
  const steps = WRITE_FLOWS.find(([flow]) => flow === name)?.[1] ?? [];
  new Flow(caller, name, steps, false).skipFrom(0, reason);
}

/** Why the flows of a signed-in user cannot run, or null when they can. */
function signedInBlock(caller: RouteCaller, samples: Samples, options: FlowOptions): string | null {
  if (caller.token === null)
    return options.signInGiven
      ? 'write: not signed in: the sign-in failed'
      : 'write: needs sign-in: --email and --password, or --token';
  if (samples.userId === null) return 'write: the signed-in user id is unknown (pass --user-id)';
  return null;
}

async function commentAndFavoriteRounds(
  caller: RouteCaller,
  samples: Samples,
  userId: number,
): Promise<void> {
  const commentCourse = pickCourse(samples);
  if (commentCourse?.published === true) await commentRound(caller, commentCourse);
  else skipFlow(caller, COMMENT_ROUND, 'no sample: no published course');

  const favorites = samples.favoriteCourseIds;
  const favoriteCourse = samples.courses.find((c) => c.published && favorites?.has(c.id) === false);
  if (favorites === null) {
    skipFlow(caller, FAVORITE_ROUND, 'the favorites list could not be read first');
  } else if (favoriteCourse === undefined) {
    const none = samples.courses.some((c) => c.published)
      ? 'every published course is a favorite already'
      : 'no published course';
    skipFlow(caller, FAVORITE_ROUND, `no sample: ${none}`);
  } else {
    await favoriteRound(caller, favoriteCourse, userId);
  }
}

/**
 * The stateful flows of the product rules, after the reads: pagination (read-only, always), then with
 * --allow-writes sign-up → verification → sign-in (no user needed) and, for the signed-in user, the
 * comment and favorite rounds (which undo what they create) and enrol → pay on site → my courses
 * (which stay). Every step's answer is checked like any call, ids are carried from one answer to the
 * next, and a read-back that disagrees with the write before it is a `round` finding. A flow that
 * cannot run is recorded step by step as skipped, with the reason.
 */
export async function runFlows(caller: RouteCaller, samples: Samples, options: FlowOptions): Promise<void> {
  await paginationFlows(caller, samples, planRoutes());
  if (!options.allowWrites) {
    for (const [name] of WRITE_FLOWS) skipFlow(caller, name, NEEDS_WRITES);
    return;
  }
  await signUpFlow(caller);
  const block = signedInBlock(caller, samples, options);
  if (block !== null || samples.userId === null) {
    for (const name of [COMMENT_ROUND, FAVORITE_ROUND, ENROLMENT_FLOW]) skipFlow(caller, name, block ?? '');
    return;
  }
  await commentAndFavoriteRounds(caller, samples, samples.userId);
  await enrolmentFlow(caller, samples, options.now());
}
