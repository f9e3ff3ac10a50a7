import { ApiError } from '../../api-error';
import { errorReply } from '../reply';
import { transportErrors } from '../transport-errors';
import { ConnectionDropped, type Step } from './exchange';

/**
 * Every failure of the steps after it in the contract's one error body: an ApiError as it says, anything
 * else (an answer off the contract, an unexpected error) is a bug of ours, reported and answered 500.
 * A dropped connection is no answer at all: the transport drops it.
 */
export const answerErrors: Step = {
  name: 'answer-errors',
  async run(exchange, next) {
    try {
      await next();
    } catch (err) {
      if (err instanceof ConnectionDropped) throw err;
      if (err instanceof ApiError) {
        exchange.reply = errorReply(err);
        return;
      }
      exchange.input.report?.(err);
      exchange.reply = errorReply(transportErrors.internal());
    }
  },
};
