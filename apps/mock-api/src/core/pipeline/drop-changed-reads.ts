import { READ_METHODS } from '../request-guard';
import { type Step } from './exchange';
import { changedBy, keptAnswersOf } from './public-reads';

/**
 * A write drops the kept public reads (keep-public-reads.ts) of the topics it changes (its route's
 * facts), before it runs (no read during it keeps an old answer) and after (for the reads made
 * meanwhile). When its route names the one thing it changes (a comment, its course), the answers
 * about other things stay. It runs once the body is read, so that the subject can come from it, and a
 * write refused before that (415, 413) drops nothing.
 */
export const dropChangedReads: Step = {
  name: 'drop-changed-reads',
  async run(exchange, next) {
    if (READ_METHODS.has(exchange.method)) {
      await next();
      return;
    }
    const operation = exchange.routed?.operation;
    const topics = changedBy(operation);
    const subject = operation?.facts.changesOnly?.({
      params: exchange.routed?.params ?? {},
      body: exchange.requestBody,
      db: exchange.store.db,
    });
    const before = keptAnswersOf(exchange);
    before.invalidate(topics, subject);
    try {
      await next();
    } finally {
      before.invalidate(topics, subject);
      // A write that made a new private data set (a scenario loaded into one) drops its answers too;
      // one that dropped its private data set leaves the shared one alone.
      if (exchange.privateStore !== null) keptAnswersOf(exchange).invalidate(topics, subject);
    }
  },
};
