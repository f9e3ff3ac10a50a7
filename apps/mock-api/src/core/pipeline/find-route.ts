import { JSON_TYPE } from '../reply';
import { routeNotFound } from '../transport-errors';
import { type Step } from './exchange';

/** The operation of the method and path (unless the transport's router found it); none is a 404. */
export const findRoute: Step = {
  name: 'find-route',
  run(exchange, next) {
    exchange.routed ??= exchange.context.table.match(exchange.method, exchange.input.path);
    if (exchange.routed !== null) return next();
    exchange.reply = {
      status: 404,
      headers: { 'content-type': JSON_TYPE },
      body: routeNotFound(exchange.method, exchange.input.path),
    };
    return Promise.resolve();
  },
};
