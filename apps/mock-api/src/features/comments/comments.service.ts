import type { Comment, CreateCommentBody, UpdateCommentBody } from '@formation/contract';

import { forbidden, notFound } from '../../api-error';
import type { UserRow } from '../../auth/current-user';
import type { Store } from '../../core/call';
import type { Db } from '../../db/database';
import {
  commentsOfCourse,
  commentWithAuthor,
  deleteComment,
  findComment,
  insertComment,
  updateComment,
  type CommentRow,
  type CommentWithAuthor,
} from '../../repositories/comments.repository';
import { findCourseById } from '../../repositories/courses.repository';
import { publishedCourse } from '../../views/course.view';

/** A comment as the API sends it. The text is plain text, as typed: never escaped nor interpreted here. */
export function toComment({ comment, author }: CommentWithAuthor): Comment {
  return {
    id: comment.id,
    content: comment.content,
    rate: comment.rate,
    courseId: comment.courseId,
    userId: comment.userId,
    user: { id: author.id, fullName: author.fullName, image: author.image },
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt,
  };
}

function answer(store: Store, id: number): Comment {
  const row = commentWithAuthor(store.db, id);
  if (row === undefined) throw notFound('Comment');
  return toComment(row);
}

export function listComments(store: Store, courseId: number): Comment[] {
  if (findCourseById(store.db, courseId) === undefined) throw notFound('Course');
  return commentsOfCourse(store.db, courseId).map(toComment);
}

export function createComment(store: Store, user: UserRow, body: CreateCommentBody): Comment {
  const course = publishedCourse(store.db, body.courseId);
  const now = store.clock.nowIso();
  const row = insertComment(store.db, {
    courseId: course.id,
    userId: user.id,
    content: body.content,
    rate: body.rate,
    createdAt: now,
    updatedAt: now,
  });
  if (row === undefined) throw new Error('comment not stored');
  return answer(store, row.id);
}

/** The course of a comment, by the id a path gives; undefined when there is no such comment. */
export function courseOfComment(db: Db, id: string | undefined): number | undefined {
  const n = Number(id);
  return Number.isSafeInteger(n) ? findComment(db, n)?.courseId : undefined;
}

/** A change of someone else's comment. */
export const notYourComment = () => forbidden('You may only change your own comments');

/** Product rules 6: only the author edits or deletes a comment. */
function ownComment(store: Store, user: UserRow, id: number): CommentRow {
  const comment = findComment(store.db, id);
  if (comment === undefined) throw notFound('Comment');
  if (comment.userId !== user.id) throw notYourComment();
  return comment;
}

export function editComment(store: Store, user: UserRow, id: number, body: UpdateCommentBody): Comment {
  ownComment(store, user, id);
  updateComment(store.db, id, { content: body.content, rate: body.rate, updatedAt: store.clock.nowIso() });
  return answer(store, id);
}

export function removeComment(store: Store, user: UserRow, id: number): { id: number; deleted: true } {
  ownComment(store, user, id);
  if (!deleteComment(store.db, id)) throw notFound('Comment');
  return { id, deleted: true };
}
