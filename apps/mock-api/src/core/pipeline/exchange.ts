import type { MockProfile } from '@formation/contract';

import type { Call, MockHost, Store } from '../call';
import type { Reply } from '../reply';
import type { AnswerCaches } from './answer-cache';
import type { BodySource } from './request-body';
import type { Operation, RouteTable, RouteVariant } from './route-table';

/** A fault rule's dropped connection: no answer at all (a fetch fails with a TypeError alike). */
export class ConnectionDropped extends TypeError {
  constructor() {
    super('Failed to fetch: the mock dropped the connection (injected fault)');
    this.name = 'ConnectionDropped';
  }
}

/** An operation of the table and the path parameters of this request. */
export interface Routed {
  operation: Operation;
  params: Record<string, string>;
}

/** One request as a transport hands it to the pipeline. */
export interface ExchangeInput {
  method: string;
  /** The path without the query, as sent (percent-encoded). */
  path: string;
  /** The path and the query as sent: what a kept public read is filed under. */
  url: string;
  /** The query as the transport reads it: one text per key, an array for a repeated key. */
  query: Readonly<Record<string, unknown>>;
  /** One value per header, names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
  body: BodySource;
  /** The operation, when the transport's own router found it (Fastify); else the pipeline's table does. */
  routed?: Routed | undefined;
  /** Told of a failure that is a bug of ours (an answer off the contract, an unexpected error): a 500. */
  report?: ((error: unknown) => void) | undefined;
}

/** What every request of one mock shares: its host, its route table and each data set's kept public reads. */
export interface PipelineContext {
  readonly host: MockHost;
  readonly table: RouteTable;
  readonly caches: AnswerCaches;
}

/**
 * One request and its reply, as the steps of the pipeline see and change them: the route found, the
 * answer profile, the data set, the body read, and the reply once a step has given one.
 */
export class Exchange {
  routed: Routed | null;
  profile: MockProfile;
  /** The x-mock-session id, or null on the shared data set. */
  dataSetId: string | null = null;
  /** The private data set of x-mock-session, or null on the shared one. */
  privateStore: Store | null = null;
  /** The contract's route that answers (PATCH /users/:id has a JSON and a multipart one). */
  variant: RouteVariant | null = null;
  /** The body as read for the route: a value, or a multipart form read when its handler asks. */
  requestBody: unknown = undefined;
  reply: Reply | null = null;
  private callOfExchange: Call | null = null;

  constructor(
    readonly context: PipelineContext,
    readonly input: ExchangeInput,
  ) {
    this.routed = input.routed ?? null;
    this.profile = context.host.config.MOCK_PROFILE;
  }

  get host(): MockHost {
    return this.context.host;
  }

  get method(): string {
    return this.input.method;
  }

  get headers(): Readonly<Record<string, string | undefined>> {
    return this.input.headers;
  }

  /** The route pattern found, as the contract writes it (`/courses/:id`); undefined before or without one. */
  get pattern(): string | undefined {
    return this.routed?.operation.pattern;
  }

  /** The data set this request works on: its private one (x-mock-session), else the shared one. */
  get store(): Store {
    return this.privateStore ?? this.context.host.store;
  }

  /** The request as its handler sees it, whatever carried it. */
  get call(): Call {
    this.callOfExchange ??= new ExchangeCall(this);
    return this.callOfExchange;
  }
}

/**
 * An exchange as its handler's call. A class, not an object literal with getters: the getters of a
 * literal are new closures each time, and V8 keeps them in a hidden class of their own, in the old
 * generation. Through them every exchange that reached a handler (its request, its reply, its socket's
 * writes) lived until the next full collection, and each young collection copied it.
 */
class ExchangeCall implements Call {
  constructor(private readonly exchange: Exchange) {}

  get host(): MockHost {
    return this.exchange.host;
  }

  get config(): MockHost['config'] {
    return this.exchange.host.config;
  }

  get store(): Store {
    return this.exchange.store;
  }

  get profile(): MockProfile {
    return this.exchange.profile;
  }

  get dataSetId(): string | null {
    return this.exchange.dataSetId;
  }

  get headers(): Readonly<Record<string, string | undefined>> {
    return this.exchange.input.headers;
  }

  get rawQuery(): Readonly<Record<string, unknown>> {
    return this.exchange.input.query;
  }

  usePrivateStore(store: Store | null): void {
    this.exchange.privateStore = store;
  }
}

/**
 * One step of the pipeline: it may answer (set `exchange.reply`) and stop, or pass the request on with
 * `next()` and look at the reply once the steps after it have given one.
 */
export interface Step {
  readonly name: string;
  /** Whether a mock runs this step at all (QA's levers are absent when MOCK_ADMIN=false). */
  readonly enabled?: (host: MockHost) => boolean;
  run(exchange: Exchange, next: () => Promise<void>): Promise<void>;
}
