import { documentedAnswer } from '../../answer-profiles/spec-replies';
import type { Step } from './exchange';

/**
 * The spec profile: a success answer cut to what the product rules document and laid out as the real
 * backend may lay it out, after the contract checked the full answer; error bodies keep the one shape.
 */
export const answerSpecProfile: Step = {
  name: 'answer-spec-profile',
  async run(exchange, next) {
    await next();
    const { reply, pattern } = exchange;
    if (exchange.profile !== 'spec' || reply === null || pattern === undefined) return;
    const { body } = reply;
    if (typeof body !== 'object' || body === null || body instanceof Uint8Array) return;
    reply.body = documentedAnswer(exchange.method, pattern, reply.status, body);
  },
};
