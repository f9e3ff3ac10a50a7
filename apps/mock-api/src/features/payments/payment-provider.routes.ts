import { CompleteCheckoutBodySchema, IdParamSchema, contract } from '@formation/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, notFound } from '../../api-error';
import { configOf, storeOf } from '../../context';
import { mountRouter, s } from '../../plugins/mount-router';
import { findEnrollment } from '../enrollments/enrollments.repository';
import { findCourse } from '../../views/course.view';
import { checkoutPolicy, renderCheckoutPage } from './checkout-page';
import { completePayment, onlinePayment, toPayment } from './payments.service';
import { returnUrlWithOutcome } from './return-url';

const { checkoutPage, completeCheckout } = contract.mock;
const providerContract = { checkoutPage, completeCheckout };

const FormRequestSchema = z.object({
  params: z.object({ id: IdParamSchema }),
  body: CompleteCheckoutBodySchema,
});

function invalid(error: z.ZodError): ApiError {
  return new ApiError(
    400,
    'VALIDATION_FAILED',
    'Validation failed',
    error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

function wantsRedirect(request: FastifyRequest): boolean {
  const query: unknown = request.query;
  return typeof query === 'object' && query !== null && 'redirect' in query && query.redirect === '1';
}

/**
 * The page's plain HTML form posts to /complete?redirect=1 and expects the provider's 303 back to the
 * site. The contract declares only 200 for this route (strict status codes, so ts-rest's typed handler
 * cannot answer 303): this variant answers from a preHandler hook of the same route, before the ts-rest
 * handler, checking the same params and body with the contract's schemas. Without ?redirect=1 the
 * hook does nothing and the ts-rest handler answers 200 with the payment.
 */
async function redirectVariant(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (!wantsRedirect(request)) return undefined;
  const parsed = FormRequestSchema.safeParse({ params: request.params, body: request.body });
  if (!parsed.success) throw invalid(parsed.error);
  const { params, body } = parsed.data;
  const store = storeOf(request);
  const { returnUrl } = onlinePayment(store.db, params.id);
  // Online payments always carry one (POST /payments/online requires it); checked before settling.
  if (returnUrl === null) throw notFound('Return URL');
  const payment = completePayment(store, params.id, body.outcome);
  const status = payment.status === 'succeeded' ? 'succeeded' : 'failed';
  await reply.redirect(returnUrlWithOutcome(returnUrl, payment.id, status), 303);
  return reply;
}

const router = s.router(providerContract, {
  checkoutPage: async ({ params, request, reply }) => {
    const { db } = storeOf(request);
    const payment = onlinePayment(db, params.id);
    const enrollment = findEnrollment(db, payment.enrollmentId);
    const course = findCourse(db, payment.courseId);
    if (enrollment === undefined || course === undefined) throw notFound('Payment');
    void reply.header('content-security-policy', checkoutPolicy(payment.returnUrl));
    void reply.header('cache-control', 'no-store');
    const html = renderCheckoutPage({
      paymentId: payment.id,
      courseTitle: course.title,
      payerName: enrollment.fullName,
      amount: payment.amount,
      status: payment.status,
    });
    return { status: 200, body: html };
  },
  completeCheckout: {
    hooks: { preHandler: redirectVariant },
    handler: async ({ params, body, request }) => {
      const payment = completePayment(storeOf(request), params.id, body.outcome);
      return { status: 200, body: toPayment(payment, configOf(request).publicUrl) };
    },
  },
});

/**
 * The payment provider's stand-in under /__mock (off when MOCK_ADMIN=false). Its form posts
 * application/x-www-form-urlencoded: the parser is registered in this scope only.
 */
export function registerPaymentProvider(app: FastifyInstance): void {
  app.register((scope, _opts, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, raw, parsed) => {
        const text = typeof raw === 'string' ? raw : raw.toString('utf8');
        parsed(null, Object.fromEntries(new URLSearchParams(text)));
      },
    );
    mountRouter(scope, providerContract, router);
    done();
  });
}
