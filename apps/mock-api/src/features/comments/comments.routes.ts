import { contract } from '@formation/contract';

import { notFound } from '../../api-error';
import { requireUser } from '../../auth/current-user';
import { feature } from '../../core/handlers';
import { courseSubject } from '../../core/route-facts';
import type { Db } from '../../db/database';
import {
  courseOfComment,
  createComment,
  editComment,
  listComments,
  notYourComment,
  removeComment,
} from './comments.service';

/** The course of the comment a path names, before it changes. */
const ofTheComment = ({ params, db }: { params: Readonly<Record<string, string>>; db: Db }) =>
  courseSubject(courseOfComment(db, params.id));

/** What a change of a comment answers when it is someone else's, or gone. */
const NOT_YOURS = {
  403: notYourComment,
  404: () => notFound('Comment'),
};

export const commentsFeature = feature(
  contract.comments,
  {
    listForCourse: async ({ params, call }) => ({
      status: 200,
      body: listComments(call.store, params.courseId),
    }),
    create: async ({ body, call }) => {
      const user = requireUser(call);
      return { status: 201, body: createComment(call.store, user, body) };
    },
    update: async ({ params, body, call }) => {
      const user = requireUser(call);
      return { status: 200, body: editComment(call.store, user, params.id, body) };
    },
    remove: async ({ params, call }) => {
      const user = requireUser(call);
      return { status: 200, body: removeComment(call.store, user, params.id) };
    },
  },
  {
    facts: {
      // A comment shows its author's name and photo.
      listForCourse: {
        shows: ['comments'],
        about: ({ params }) => courseSubject(params.courseId),
        failures: { 404: () => notFound('Course') },
      },
      // A comment moves its course's rating, which the lists and its course's answers show, and its
      // course's comments: the other courses' own answers stay.
      create: {
        changes: ['comments', 'courses'],
        changesOnly: ({ body }) => courseSubject((body as { courseId?: unknown } | undefined)?.courseId),
        failures: { 404: () => notFound('Course') },
      },
      update: { changes: ['comments', 'courses'], changesOnly: ofTheComment, failures: NOT_YOURS },
      remove: { changes: ['comments', 'courses'], changesOnly: ofTheComment, failures: NOT_YOURS },
    },
  },
);
