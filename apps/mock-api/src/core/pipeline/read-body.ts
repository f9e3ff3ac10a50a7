import { ApiError } from '../../api-error';
import { BODY_LIMIT_BYTES } from '../route-facts';
import { transportErrors, withinContract } from '../transport-errors';
import type { Step } from './exchange';
import { bodyKindOf, formBody, readValue } from './request-body';

/**
 * The body, as the route takes it: the contract's route whose content type the request has (a form to
 * PATCH /users/:id is its multipart route), then the body read for it. A multipart form is read when
 * its handler asks, once it knows who calls. The transport's refusals (415, 413) keep to the statuses
 * the route declares; a form's own refusals are the route's.
 */
export const readBody: Step = {
  name: 'read-body',
  async run(exchange, next) {
    const operation = exchange.routed?.operation;
    if (operation === undefined || operation.plain !== undefined) {
      await next();
      return;
    }
    const contentType = exchange.headers['content-type'];
    const kind = bodyKindOf(contentType);
    const form = kind === 'multipart' ? operation.variants.find((v) => v.takes.has('multipart')) : undefined;
    if (form?.form !== undefined && contentType !== undefined) {
      exchange.variant = form;
      exchange.requestBody = formBody(contentType, exchange.input.body, form.form);
      await next();
      return;
    }
    const variant = operation.variants.find((v) => !v.takes.has('multipart'));
    try {
      if (variant === undefined) throw transportErrors.unsupportedType();
      exchange.variant = variant;
      exchange.requestBody = await readValue(
        exchange.method,
        contentType,
        exchange.input.body,
        variant.takes,
        operation.facts.bodyLimit ?? BODY_LIMIT_BYTES,
      );
    } catch (err) {
      throw err instanceof ApiError ? withinContract(err, exchange.method, operation.pattern) : err;
    }
    await next();
  },
};
