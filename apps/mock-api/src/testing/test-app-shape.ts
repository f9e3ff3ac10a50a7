import type { MockHost } from '../core/call';
import type { InjectOptions, LightMyRequestResponse } from '../fastify/fastify-app';

/** What a test reads of an answer, whichever adapter gave it. */
export type TestResponse = Pick<
  LightMyRequestResponse,
  'statusCode' | 'headers' | 'body' | 'payload' | 'rawPayload' | 'json'
>;

/** What a test uses of the mock: light-my-request's `inject`, `close`, and the host. */
export interface TestApp {
  inject(options: InjectOptions): Promise<TestResponse>;
  close(): Promise<unknown>;
  readonly ctx: MockHost;
}
