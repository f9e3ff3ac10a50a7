import { runRoute } from '../run-route';
import type { Step } from './exchange';

/** The route's answer: the contract's checks around its handler, or a route outside the contract as is. */
export const answerRoute: Step = {
  name: 'answer-route',
  async run(exchange) {
    const routed = exchange.routed;
    if (routed === null) return;
    const { plain } = routed.operation;
    if (plain !== undefined) {
      exchange.reply = await plain.answer({ params: routed.params, call: exchange.call });
      return;
    }
    const { variant } = exchange;
    if (variant === null) return;
    exchange.reply = await runRoute(
      variant.route,
      variant.handler,
      {
        params: routed.params,
        query: exchange.input.query,
        headers: exchange.headers,
        body: exchange.requestBody,
      },
      exchange.call,
    );
  },
};
