import type { MockProfile } from '@formation/contract';

import { ApiError } from '../api-error';
import type { Call, MockHost, Store } from '../core/call';
import type { Feature } from '../core/handlers';
import { isPublicRead } from '../core/public-reads';
import { runRoute, type RouteAnswer } from '../core/run-route';
import { routeNotFound, transportErrors, withinContract } from '../core/transport-errors';
import { API_FEATURES, MOCK_FEATURES } from '../features';
import { adminAccessOf, adminBodyRefusal } from '../features/mock-admin/admin-access';
import { dataSetIdFrom } from '../features/mock-admin/data-set-hook';
import { FAULT_HEADER } from '../features/mock-admin/fault-answers';
import { injectedFault } from '../features/mock-admin/faults';
import { DATA_SET_HEADER } from '../features/mock-admin/private-data-sets';
import type { StatusRecorder } from '../features/mock-admin/status-coverage';
import { isApiRoute } from '../features/mock-admin/status-coverage';
import { profileFormOf } from '../features/users/profile-form';
import { UPLOAD_HEADERS, uploadedFile } from '../features/users/uploads.routes';
import { updateProfile } from '../features/users/users.routes';
import { hexOf, sha256Of } from '../portable/crypto';
import { PROFILE_HEADER, profileFrom } from '../profiles/mock-profile';
import { documentedAnswer } from '../profiles/spec-replies';
import { readBody, type ExtraBody, type ReadBody } from './request-body';
import { createRouteTable } from './route-table';

/** The same body limit as the Fastify adapter's. */
const BODY_LIMIT_BYTES = 256 * 1024;

interface Input {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: ReadBody;
  headers: Record<string, string | undefined>;
  call: Call;
}

/** What answers a matched route: a feature's route, or one of the two the users feature answers itself. */
interface Target {
  extraBody?: ExtraBody;
  answer(input: Input): Promise<RouteAnswer>;
}

const valueOf = (body: ReadBody): unknown => (body.kind === 'value' ? body.value : undefined);

function featureTargets(feature: Feature): { method: string; pattern: string; target: Target }[] {
  return Object.entries(feature.routes).map(([key, route]) => {
    const handler = feature.handlers[key];
    if (handler === undefined) throw new Error(`No handler for the route ${key}`);
    return {
      method: route.method,
      pattern: route.path,
      target: {
        ...(feature.forms === undefined ? {} : { extraBody: feature.forms }),
        answer: ({ params, query, headers, body, call }) =>
          runRoute(route, handler, { params, query, headers, body: valueOf(body) }, call),
      },
    };
  });
}

const profileUpdate: Target = {
  extraBody: 'multipart',
  answer: async ({ params, headers, body, call }) => ({
    status: 200,
    headers: {},
    body: await updateProfile(
      call,
      params,
      body.kind === 'form'
        ? { kind: 'form', read: () => Promise.resolve(profileFormOf(body.parts)) }
        : { kind: 'json', contentType: headers['content-type'], body: body.value },
    ),
  }),
};

const uploads: Target = {
  answer: async ({ params, call }) => {
    const file = await uploadedFile(call, params['*'] ?? '');
    return {
      status: 200,
      headers: { ...UPLOAD_HEADERS, 'content-type': file.contentType },
      body: file.bytes,
    };
  },
};

/** The query as Fastify reads it: one text per key, an array for a repeated key. */
function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of search) {
    const known = query[key];
    query[key] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  return query;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function toResponse(answer: RouteAnswer): Response {
  const headers = new Headers(answer.headers);
  // As the server's security headers say it: no answer is read as anything but its declared type.
  headers.set('x-content-type-options', 'nosniff');
  const { body } = answer;
  if (body === undefined || body === null) return new Response(null, { status: answer.status, headers });
  if (body instanceof Uint8Array)
    return new Response(new Uint8Array(body), { status: answer.status, headers });
  if (typeof body === 'string') {
    if (!headers.has('content-type')) headers.set('content-type', 'text/plain; charset=utf-8');
    return new Response(body, { status: answer.status, headers });
  }
  headers.set('content-type', JSON_TYPE);
  return new Response(JSON.stringify(body), { status: answer.status, headers });
}

function errorAnswer(error: ApiError, headers: Record<string, string> = {}): RouteAnswer {
  return { status: error.status, headers: { ...headers, 'content-type': JSON_TYPE }, body: error.toBody() };
}

export interface FetchAppOptions {
  host: MockHost;
  /** Records the statuses answered, for GET /__mock/coverage (absent when MOCK_ADMIN=false). */
  recorder?: StatusRecorder | undefined;
  /** A path every URL of the mock starts with ("/__api" when the mock answers on the site's origin). */
  basePath?: string | undefined;
  /** Told of a failure that is a bug of ours (an answer off the contract, an unexpected error): a 500. */
  onBug?: ((error: unknown) => void) | undefined;
}

/** A fault rule's dropped connection: the fetch fails with no answer at all. */
export class ConnectionDropped extends TypeError {
  constructor() {
    super('Failed to fetch: the mock dropped the connection (injected fault)');
    this.name = 'ConnectionDropped';
  }
}

/** The mock as a fetch handler: a Request in, a Response out; no server, no socket. */
export interface FetchApp {
  /** The answer, or a rejected promise when a fault drops the connection (fetch fails alike). */
  fetch(request: Request): Promise<Response>;
}

/**
 * The mock API as a fetch handler, over the same core, features and data sets as the Fastify
 * adapter: the browser's service worker hands it the site's calls, and tests call it under Node.
 * What only a network server needs stays with Fastify: CORS, security headers, rate limits, the
 * admin key (nothing outside the page reaches an in-page mock) and the read cache.
 */
export function createFetchApp({ host, recorder, basePath = '', onBug }: FetchAppOptions): FetchApp {
  const access = adminAccessOf(host.config);
  if (access === 'key' || access === 'locked') {
    throw new Error(
      'The fetch adapter answers only in its own page: it takes no admin key (MOCK_ADMIN_TOKEN)',
    );
  }
  const features = [...API_FEATURES, ...(host.config.MOCK_ADMIN ? MOCK_FEATURES : [])];
  const table = createRouteTable<Target>([
    ...features.flatMap(featureTargets),
    { method: 'PATCH', pattern: '/users/:id', target: profileUpdate },
    { method: 'GET', pattern: '/uploads/*', target: uploads },
  ]);

  async function answer(
    request: Request,
    url: URL,
    path: string,
    pattern: { value?: string },
  ): Promise<RouteAnswer> {
    const match = table.match(request.method, path);
    if (match === null) {
      return {
        status: 404,
        headers: { 'content-type': JSON_TYPE },
        body: routeNotFound(request.method, path),
      };
    }
    pattern.value = match.route.pattern;
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const profile: MockProfile = profileFrom(headers[PROFILE_HEADER], host.config.MOCK_PROFILE);
    let dataSetId: string | null = null;
    let privateStore: Store | null = null;
    const dataSetHeader = headers[DATA_SET_HEADER];
    if (host.dataSets !== undefined && dataSetHeader !== undefined) {
      dataSetId = dataSetIdFrom(dataSetHeader);
      privateStore = await host.dataSets.acquire(dataSetId);
    }
    const query = queryOf(url.searchParams);
    const call: Call = {
      host,
      config: host.config,
      get store() {
        return privateStore ?? host.store;
      },
      profile,
      dataSetId,
      headers,
      rawQuery: query,
      usePrivateStore: (store) => {
        privateStore = store;
      },
    };
    if (host.config.MOCK_ADMIN) {
      const refused = adminBodyRefusal(request.method, match.route.pattern, headers['content-type']);
      if (refused !== undefined) throw refused;
      const fault = await injectedFault(call.store, request.method, match.route.pattern);
      if (fault === 'drop') throw new ConnectionDropped();
      if (fault !== null) return errorAnswer(fault, { [FAULT_HEADER]: 'injected' });
    }
    const body = await readBody(request, match.route.target.extraBody, BODY_LIMIT_BYTES).catch(
      (err: unknown) => {
        // Refusals of the transport keep to the route's declared statuses, as on Fastify; a form's own
        // refusals are the route's (its handler reads the form there).
        const form =
          match.route.target.extraBody === 'multipart' &&
          request.headers.get('content-type')?.startsWith('multipart/') === true;
        throw err instanceof ApiError && !form
          ? withinContract(err, request.method, match.route.pattern)
          : err;
      },
    );
    const answered = await match.route.target.answer({
      params: match.params,
      query,
      body,
      headers,
      call,
    });
    const isValue =
      typeof answered.body === 'object' && answered.body !== null && !(answered.body instanceof Uint8Array);
    const sent =
      profile === 'spec' && isValue
        ? {
            ...answered,
            body: documentedAnswer(request.method, match.route.pattern, answered.status, answered.body),
          }
        : answered;
    if (sent.status === 200 && isPublicRead(request.method, match.route.pattern, headers)) {
      // A validator of the answer as sent (the server's cache numbers its own): a match is a 304.
      const etag = `W/"${hexOf(sha256Of(JSON.stringify(sent.body))).slice(0, 16)}"`;
      if (headers['if-none-match'] === etag) return { status: 304, headers: { etag }, body: undefined };
      sent.headers.etag = etag;
    }
    return sent;
  }

  return {
    async fetch(request) {
      const url = new URL(request.url);
      const path =
        basePath !== '' && url.pathname.startsWith(basePath)
          ? url.pathname.slice(basePath.length)
          : url.pathname;
      const pattern: { value?: string } = {};
      let answered: RouteAnswer;
      try {
        answered = await answer(request, url, path, pattern);
      } catch (err) {
        if (err instanceof ConnectionDropped) throw err;
        if (!(err instanceof ApiError)) onBug?.(err);
        answered = errorAnswer(err instanceof ApiError ? err : transportErrors.internal());
      }
      if (recorder !== undefined && pattern.value !== undefined && isApiRoute(pattern.value)) {
        recorder.record(request.method, pattern.value, answered.status, FAULT_HEADER in answered.headers);
      }
      return toResponse(answered);
    },
  };
}
