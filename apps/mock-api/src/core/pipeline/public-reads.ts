import { PROFILE_HEADER } from '@formation/contract';

import { TOPICS, type Topic } from '../route-facts';
import type { AnswerCache } from './answer-cache';
import type { Exchange } from './exchange';
import type { Operation } from './route-table';

/** The kept answers of the data set this request works on (its private one, else the shared one). */
export const keptAnswersOf = (exchange: Exchange): AnswerCache =>
  exchange.context.caches.of(exchange.store, exchange.privateStore === null);

/** The topics a write changes: all of them unless its route says less (route-facts.ts). */
export const changedBy = (operation: Operation | undefined): readonly Topic[] =>
  operation?.facts.changes ?? TOPICS;

/**
 * What an anonymous GET of a public read shows, in the start profile (on the shared data set or a
 * private one); undefined for any other request, whose answer is never kept.
 */
export function publicReadTopics(
  method: string,
  operation: Operation | undefined,
  headers: Readonly<Record<string, string | undefined>>,
): readonly Topic[] | undefined {
  if (method !== 'GET' || headers.authorization !== undefined || headers[PROFILE_HEADER] !== undefined) {
    return undefined;
  }
  return operation?.facts.shows;
}
