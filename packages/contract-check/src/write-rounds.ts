import { pickCourse, positiveId, type CourseSample, type Samples } from './discover-samples';
import { fillPath, type CallResult, type RouteCaller } from './route-caller';

type Steps = readonly (readonly [routeKey: string, label: string])[];

const COMMENT_STEPS: Steps = [
  ['comments.create', 'comment round 1/5: create'],
  ['comments.listForCourse', 'comment round 2/5: read back'],
  ['comments.update', 'comment round 3/5: update'],
  ['comments.remove', 'comment round 4/5: delete'],
  ['comments.listForCourse', 'comment round 5/5: read after delete'],
];
const FAVORITE_STEPS: Steps = [
  ['favorites.add', 'favorite round 1/4: add'],
  ['favorites.listForUser', 'favorite round 2/4: read back'],
  ['favorites.remove', 'favorite round 3/4: remove'],
  ['favorites.listForUser', 'favorite round 4/4: read after remove'],
];

/** The routes the rounds call, so the report can say why they were not called when they are not. */
export const ROUND_ROUTES: readonly string[] = [
  ...new Set([...COMMENT_STEPS, ...FAVORITE_STEPS].map(([key]) => key)),
];

export const ROUND_COMMENT_TEXT = 'contract-check: temporary comment, deleted by the same run';

/** Runs the steps of one round in order; `label(i)` and `skipFrom(i)` keep the report's lines in step. */
class Round {
  constructor(
    private readonly caller: RouteCaller,
    private readonly steps: Steps,
  ) {}

  private step(i: number): readonly [string, string] {
    const step = this.steps[i];
    if (step === undefined) throw new Error(`No step ${i} in this round`);
    return step;
  }

  call(i: number, path: string, body?: unknown): Promise<CallResult | null> {
    const [key, label] = this.step(i);
    const route = this.caller.route(key);
    return this.caller.call(
      route,
      { path, ...(body === undefined ? {} : { body }), authenticated: true },
      label,
    );
  }

  pathOf(i: number, params: Readonly<Record<string, number>>): string {
    return fillPath(this.caller.route(this.step(i)[0]), params);
  }

  skipFrom(i: number, reason: string): void {
    for (const [key, label] of this.steps.slice(i)) this.caller.skip(this.caller.route(key), reason, label);
  }

  /** A read-back that disagrees with the write before it: drift of the route's behaviour. */
  finding(answer: CallResult | null, message: string, seen: number): void {
    if (answer !== null)
      this.caller.addFinding(answer.result, { kind: 'round', path: '$', message, seen: String(seen) });
  }
}

/** Whether a list answer holds an entry, or null when the answer is no list. */
function listHolds(
  answer: CallResult | null,
  matches: (entry: Record<string, unknown>) => boolean,
): boolean | null {
  if (answer?.hasJson !== true || !Array.isArray(answer.json)) return null;
  return answer.json.some(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      !Array.isArray(entry) &&
      matches(entry as Record<string, unknown>),
  );
}

function idOf(answer: CallResult | null): number | null {
  const json = answer?.json;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  return positiveId((json as Record<string, unknown>).id);
}

/**
 * A comment: create it, find it in the course's list, edit it, delete it, and check it left the list.
 * Once created it is always deleted, whatever the steps between answered.
 */
async function commentRound(caller: RouteCaller, course: CourseSample): Promise<void> {
  const round = new Round(caller, COMMENT_STEPS);
  const created = await round.call(0, round.pathOf(0, {}), {
    courseId: course.id,
    content: ROUND_COMMENT_TEXT,
    rate: 5,
  });
  const id = created?.status === 201 ? idOf(created) : null;
  if (id === null) {
    round.skipFrom(1, created === null ? 'not run (the run stopped)' : 'the create step gave no comment id');
    return;
  }
  const listPath = round.pathOf(1, { courseId: course.id });
  const isCreated = (entry: Record<string, unknown>) => entry.id === id;
  const readBack = await round.call(1, listPath);
  if (listHolds(readBack, isCreated) === false) {
    round.finding(readBack, `the created comment ${id} is not in the course's list`, id);
  }
  await round.call(2, round.pathOf(2, { id }), { content: `${ROUND_COMMENT_TEXT} (edited)`, rate: 4 });
  await round.call(3, round.pathOf(3, { id }));
  const after = await round.call(4, listPath);
  if (listHolds(after, isCreated) === true) {
    round.finding(after, `the deleted comment ${id} is still in the course's list`, id);
  }
}

/**
 * A favorite: add a course that is not one yet, find it in the list, remove it, check it left. A
 * course that turns out to be a favorite already is never removed: the round stops instead.
 */
async function favoriteRound(caller: RouteCaller, course: CourseSample, userId: number): Promise<void> {
  const round = new Round(caller, FAVORITE_STEPS);
  const added = await round.call(0, round.pathOf(0, { courseId: course.id }), { userId });
  if (added?.status !== 201) {
    if (added?.status === 200) {
      round.finding(added, `course ${course.id} was a favorite already, though the list said not`, course.id);
    }
    round.skipFrom(
      1,
      added === null
        ? 'not run (the run stopped)'
        : added.status === 200
          ? `course ${course.id} was a favorite already: left as it was`
          : 'the add step did not create a favorite',
    );
    return;
  }
  const listPath = round.pathOf(1, { userId });
  const holdsCourse = (entry: Record<string, unknown>) => entry.courseId === course.id;
  const readBack = await round.call(1, listPath);
  if (listHolds(readBack, holdsCourse) === false) {
    round.finding(readBack, `the added course ${course.id} is not in the favorites`, course.id);
  }
  await round.call(2, round.pathOf(2, { courseId: course.id }), { userId });
  const after = await round.call(3, listPath);
  if (listHolds(after, holdsCourse) === true) {
    round.finding(after, `the removed course ${course.id} is still in the favorites`, course.id);
  }
}

/**
 * The create → read → delete rounds, for the resources whose contract has a call to undo the
 * creation (comments, favorites). Called only with --allow-writes and a signed-in user.
 */
export async function runWriteRounds(caller: RouteCaller, samples: Samples, userId: number): Promise<void> {
  const commentCourse = pickCourse(samples);
  if (commentCourse?.published === true) await commentRound(caller, commentCourse);
  else new Round(caller, COMMENT_STEPS).skipFrom(0, 'no sample: no published course');

  const favorites = samples.favoriteCourseIds;
  const favoriteCourse = samples.courses.find((c) => c.published && favorites?.has(c.id) === false);
  if (favorites === null) {
    new Round(caller, FAVORITE_STEPS).skipFrom(0, 'the favorites list could not be read first');
  } else if (favoriteCourse === undefined) {
    const none = samples.courses.some((c) => c.published)
      ? 'every published course is a favorite already'
      : 'no published course';
    new Round(caller, FAVORITE_STEPS).skipFrom(0, `no sample: ${none}`);
  } else {
    await favoriteRound(caller, favoriteCourse, userId);
  }
}
