import type { FastifyRequest } from 'fastify';

import type { MockProfile } from '@formation/contract';

import type { Call, MockHost, Store } from '../core/call';

declare module 'fastify' {
  interface FastifyInstance {
    /** What outlives one request: the config and the data sets. */
    ctx: MockHost;
  }
  interface FastifyRequest {
    /** The private data set this request selected with x-mock-session. */
    mockStore: Store | null;
    dataSetId: string | null;
    /** What this request is answered with: its x-mock-profile, else MOCK_PROFILE. */
    mockProfile: MockProfile;
  }
}

/** The data set a request works on: its private one, else the shared one. */
export function storeOf(request: FastifyRequest): Store {
  return request.mockStore ?? request.server.ctx.store;
}

/** A header's first value: the core reads one value per name. */
function firstValues(headers: FastifyRequest['headers']): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) values[name] = Array.isArray(value) ? value[0] : value;
  return values;
}

/** A Fastify request as the core's handlers see a call. */
export function callOf(request: FastifyRequest): Call {
  const host = request.server.ctx;
  return {
    host,
    config: host.config,
    get store() {
      return storeOf(request);
    },
    profile: request.mockProfile,
    dataSetId: request.dataSetId,
    headers: firstValues(request.headers),
    rawQuery: (request.query ?? {}) as Record<string, unknown>,
    usePrivateStore: (store) => {
      request.mockStore = store;
    },
  };
}
