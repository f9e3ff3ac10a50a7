import { randomBytes } from 'node:crypto';

import { positiveId, type CourseSample } from '../discover-samples';
import type { RouteCaller } from '../route-caller';
import { createdId } from './created-id';
import { answered, entriesOf, Flow, isSuccess, type Step } from './flow';

export const COMMENT_ROUND = 'comment round';
export const COMMENT_STEPS: readonly Step[] = [
  ['comments.create', 'create'],
  ['comments.listForCourse', 'read back'],
  ['comments.update', 'update'],
  ['comments.remove', 'delete'],
  ['comments.listForCourse', 'read after delete'],
];

/** The comment's text, the run's own: the round finds the comment by it, whatever the create answered. */
export function roundCommentText(tag: string = randomBytes(4).toString('hex')): string {
  return `contract-check ${tag}: temporary comment, deleted by the same run`;
}

/**
 * A comment: create it, find it in the course's list, edit it, delete it, and check it left the list.
 * Its id is taken wherever the create's answer gives it (the body, a nested object, `Location`), else
 * from the list, where the comment is found by its text. What the round created it deletes; when it
 * cannot, the report says which comment was left and how to remove it.
 */
export async function commentRound(caller: RouteCaller, course: CourseSample): Promise<void> {
  const flow = new Flow(caller, COMMENT_ROUND, COMMENT_STEPS, true);
  const text = roundCommentText();
  const listPath = flow.pathOf(1, { courseId: course.id });
  const created = await flow.call(0, { body: { courseId: course.id, content: text, rate: 5 } });
  if (created === null) {
    flow.skipFrom(1, 'not run (the run stopped)');
    return;
  }
  // A create that timed out may still have made the comment: the list tells.
  const mayHaveMade = created.status === null || isSuccess(created.status);
  let id = isSuccess(created.status) ? createdId(created, 'comment') : null;

  const readBack = await flow.call(1, { path: listPath });
  const entries = entriesOf(readBack);
  const listed = entries?.find((entry) => (id === null ? entry.content === text : entry.id === id));
  id ??= positiveId(listed?.id);
  const inList = `the course's list (GET ${listPath})`;
  const byHand = `find the comment with text "${text}" on course ${course.id} in ${inList} and delete it (DELETE /comments/<its id>)`;

  if (readBack === null) {
    if (mayHaveMade) flow.leftBehind(created, `maybe a comment on course ${course.id}`, byHand);
    flow.skipFrom(2, 'not run (the run stopped)');
    return;
  }
  if (entries !== null && listed === undefined && isSuccess(created.status)) {
    const which = id === null ? 'comment' : `comment ${id}`;
    flow.finding(readBack, `the created ${which} is not in the course's list`, id ?? text);
  }
  if (!mayHaveMade) {
    if (listed === undefined) {
      flow.skipFrom(2, `the create step created nothing (${answered(created)})`);
      return;
    }
    flow.finding(
      readBack,
      `the create answered ${answered(created)}, yet the comment is in the course's list`,
      id ?? text,
    );
  }
  if (id === null) {
    flow.leftBehind(
      created,
      `a comment on course ${course.id}: its id is in neither the create's answer (id, data.id, comment.id, Location) nor ${inList}`,
      byHand,
    );
    flow.skipFrom(2, "the comment's id is unknown: see the create step");
    return;
  }

  await flow.call(2, { path: flow.pathOf(2, { id }), body: { content: `${text} (edited)`, rate: 4 } });
  const deletePath = flow.pathOf(3, { id });
  const removed = await flow.call(3, { path: deletePath });
  const after = await flow.call(4, { path: listPath });
  const still = entriesOf(after)?.some((entry) => entry.id === id);
  const removal = `remove it with: ${flow.removal(3, deletePath)}`;
  if (still === true) {
    flow.finding(after, `the deleted comment ${id} is still in the course's list`, id);
    flow.leftBehind(after, `the comment ${id} on course ${course.id}`, removal);
  } else if (still === undefined && !isSuccess(removed?.status ?? null)) {
    // Neither the delete nor the list after it says the comment is gone.
    flow.leftBehind(removed ?? created, `maybe the comment ${id} on course ${course.id}`, removal);
  }
}
