import type { MockHost } from '../call';
import type { Feature } from '../handlers';
import { type Reply } from '../reply';
import { AnswerCaches } from './answer-cache';
import { answerErrors } from './answer-errors';
import { answerRoute } from './answer-route';
import { answerSpecProfile } from './answer-spec-profile';
import { chooseDataSet } from './choose-data-set';
import { chooseProfile } from './choose-profile';
import { dropChangedReads } from './drop-changed-reads';
import { Exchange, type ExchangeInput, type Step } from './exchange';
import { findRoute } from './find-route';
import { injectFault } from './inject-fault';
import { keepPublicReads } from './keep-public-reads';
import { readBody } from './read-body';
import { recordStatus } from './record-status';
import { refuseAdminBody } from './refuse-admin-body';
import { createRouteTable, operationsOf, type Operation } from './route-table';
import { stampDate } from './stamp-date';

/**
 * Every request's way through the mock, whichever transport carried it (Fastify on Node, a fetch
 * handler in a page), in order. A step may answer and stop, or pass the request on and then look at
 * the reply on its way back: record-status sees the last word, answer-route the first.
 */
export const REQUEST_STEPS: readonly Step[] = [
  recordStatus, // after the reply: the status it gave, for GET /__mock/coverage
  stampDate, // the reply's Date header: the clock of its data set
  answerErrors, // a thrown ApiError → its one error body; anything else → 500
  findRoute, // the operation and its path parameters; none → 404 ROUTE_NOT_FOUND
  chooseProfile, // x-mock-profile, else MOCK_PROFILE
  refuseAdminBody, // an admin write that is not JSON → 415
  chooseDataSet, // x-mock-session → the private data set
  injectFault, // QA's fault rule: latency, an error answer, a dropped connection
  keepPublicReads, // anonymous public reads: kept per data set until a write drops them, ETag, 304
  answerSpecProfile, // the spec profile cuts a success answer to the documented shapes
  readBody, // the body the route takes (a form is read when its handler asks)
  dropChangedReads, // a write: the kept reads of what it changes go, before and after it runs
  answerRoute, // the contract's checks around the handler
];

/** The mock as one function of a request, for a transport to call. */
export interface Pipeline {
  /** What the transport mounts, when it has a router of its own. */
  readonly operations: readonly Operation[];
  /** The reply; rejects with ConnectionDropped when a fault drops the connection. */
  answer(input: ExchangeInput): Promise<Reply>;
}

export interface PipelineOptions {
  host: MockHost;
  /** The features this mock answers (features/index.ts: `featuresFor(config)`). */
  features: readonly Feature[];
}

/** The pipeline of one mock: its steps (those its settings turn on), its routes and its kept reads. */
export function createPipeline({ host, features }: PipelineOptions): Pipeline {
  const steps = REQUEST_STEPS.filter((step) => step.enabled?.(host) ?? true);
  const table = createRouteTable(operationsOf(features));
  const context = { host, table, caches: new AnswerCaches() };
  return {
    operations: table.operations,
    async answer(input) {
      const exchange = new Exchange(context, input);
      const run = (index: number): Promise<void> => {
        const step = steps[index];
        return step === undefined ? Promise.resolve() : step.run(exchange, () => run(index + 1));
      };
      await run(0);
      if (exchange.reply === null) throw new Error(`No step answered ${input.method} ${input.path}`);
      return exchange.reply;
    },
  };
}
