import type { ErrorStatus } from '@formation/contract';

import type { ApiError } from '../api-error';
import type { Db } from '../db/database';

/**
 * What a public read shows, by kind of data: a write drops only the kept answers that show what it
 * changes (a comment moves one course's rating and its comments, not the blog; a sign-in nothing).
 */
export const TOPICS = ['courses', 'comments', 'blog'] as const;
export type Topic = (typeof TOPICS)[number];

/** One thing a kept answer is about, as reads and writes name it: `course 12`. */
export type Subject = `course ${number}`;

/** A course's subject, from an id as a path or a body gives it; undefined when it is no id. */
export function courseSubject(id: unknown): Subject | undefined {
  const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? `course ${n}` : undefined;
}

/** The most a request body may hold unless its route says more (a multipart form: its own rules). */
export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * What the pipeline's steps need to know of one route, declared beside its handler (the feature's
 * routes file) and carried to the steps by the route table.
 */
export interface RouteFacts {
  /** The most its body may hold; BODY_LIMIT_BYTES when unsaid. */
  readonly bodyLimit?: number;
  /**
   * A public read every visitor makes (nothing user-specific): what its answer shows. Its anonymous
   * GETs are kept until a write changes one of these; a read that does not say is never kept.
   */
  readonly shows?: readonly Topic[];
  /**
   * A write: what it changes of what public reads show. Unsaid, it drops every kept answer of its data
   * set: forgetting it costs speed, never a stale answer (`keep-public-reads.writes.test.ts` makes
   * each write and reads every public read, kept and unkept: saying less than it changes fails there).
   */
  readonly changes?: readonly Topic[];
  /**
   * A kept read about one thing (a course): the subject of its answer. A write whose subject is
   * another one leaves it; unsaid, the answer is about everything it shows (a list) and any write to
   * those topics drops it.
   */
  readonly about?: (read: {
    params: Readonly<Record<string, string>>;
    answer: unknown;
  }) => Subject | undefined;
  /**
   * A write that changes one thing (a comment, its course): its subject, worked out before the handler
   * runs from the path, the body as sent (not yet checked) and the data set. It drops only the kept
   * answers about that subject and those about everything; undefined, or unsaid, drops all of them.
   */
  readonly changesOnly?: (write: {
    params: Readonly<Record<string, string>>;
    body: unknown;
    db: Db;
  }) => Subject | undefined;
  /**
   * The business failures its handler answers, by status, so an injected fault reads like the real one
   * (`fault-answers.test.ts` provokes each real answer and compares).
   */
  readonly failures?: Partial<Record<ErrorStatus, () => ApiError>>;
}

/** A route that says nothing of itself: the default of every fact. */
export const NO_FACTS: RouteFacts = {};
