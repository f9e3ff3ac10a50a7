import type { CourseSample } from '../discover-samples';
import type { CallResult, RouteCaller } from '../route-caller';
import { entriesOf, Flow, isRecord, isSuccess, type Step } from './flow';

export const FAVORITE_ROUND = 'favorite round';
export const FAVORITE_STEPS: readonly Step[] = [
  ['favorites.add', 'add'],
  ['favorites.listForUser', 'read back'],
  ['favorites.remove', 'remove'],
  ['favorites.listForUser', 'read after remove'],
];

/**
 * A favorite: add a course that is not one yet, find it in the list, remove it, check it left. A
 * course that turns out to be a favorite already is never removed: the round stops instead. When the
 * removal fails, the report says which favorite was left and how to remove it.
 */
export async function favoriteRound(
  caller: RouteCaller,
  course: CourseSample,
  userId: number,
): Promise<void> {
  const flow = new Flow(caller, FAVORITE_ROUND, FAVORITE_STEPS, true);
  const coursePath = flow.pathOf(0, { courseId: course.id });
  const added = await flow.call(0, { path: coursePath, body: { userId } });
  if (added?.status !== 201) {
    if (added?.status === 200) {
      flow.finding(added, `course ${course.id} was a favorite already, though the list said not`, course.id);
    }
    flow.skipFrom(
      1,
      added === null
        ? 'not run (the run stopped)'
        : added.status === 200
          ? `course ${course.id} was a favorite already: left as it was`
          : 'the add step did not create a favorite',
    );
    return;
  }
  const listPath = flow.pathOf(1, { userId });
  const holdsCourse = (answer: CallResult | null) =>
    entriesOf(answer)?.some(
      (entry) => entry.courseId === course.id || (isRecord(entry.course) && entry.course.id === course.id),
    );
  const readBack = await flow.call(1, { path: listPath });
  if (holdsCourse(readBack) === false) {
    flow.finding(readBack, `the added course ${course.id} is not in the favorites`, course.id);
  }
  const removed = await flow.call(2, { path: coursePath, body: { userId } });
  const after = await flow.call(3, { path: listPath });
  const still = holdsCourse(after);
  const removal = `remove it with: ${flow.removal(2, coursePath, { userId })}`;
  if (still === true) {
    flow.finding(after, `the removed course ${course.id} is still in the favorites`, course.id);
    flow.leftBehind(after, `course ${course.id} in the favorites of user ${userId}`, removal);
  } else if (still === undefined && !isSuccess(removed?.status ?? null)) {
    flow.leftBehind(
      removed ?? added,
      `maybe course ${course.id} in the favorites of user ${userId}`,
      removal,
    );
  }
}
