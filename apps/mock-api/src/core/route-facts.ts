import type { ErrorStatus } from '@formation/contract';

import type { ApiError } from '../api-error';

/**
 * What a public read shows, by kind of data: a write drops only the kept answers that show what it
 * changes (a comment moves one course's rating and its comments, not the blog; a sign-in nothing).
 */
export const TOPICS = ['courses', 'comments', 'blog'] as const;
export type Topic = (typeof TOPICS)[number];

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
   * The business failures its handler answers, by status, so an injected fault reads like the real one
   * (`fault-answers.test.ts` provokes each real answer and compares).
   */
  readonly failures?: Partial<Record<ErrorStatus, () => ApiError>>;
}

/** A route that says nothing of itself: the default of every fact. */
export const NO_FACTS: RouteFacts = {};
