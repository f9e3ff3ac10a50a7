import { loadConfig } from '../config';
import { sqlJsDriver } from '../db/sql-js-client';
import type { InjectOptions } from '../fastify/fastify-app';
import { createFetchApp } from '../fetch/fetch-app';
import { createHost } from '../host';
import type { TestApp, TestResponse } from './test-app-shape';

function requestOf(options: InjectOptions): Request {
  const url = new URL(typeof options.url === 'string' ? options.url : '/', 'http://localhost:80');
  if (options.query !== undefined && typeof options.query === 'object') {
    for (const [key, value] of Object.entries(options.query)) {
      for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(key, one);
    }
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const method = (options.method ?? 'GET').toUpperCase();
  const { payload } = options;
  let body: Uint8Array<ArrayBuffer> | undefined;
  // As light-my-request sends a payload: an object as JSON, text and bytes as they are.
  if (payload !== undefined && method !== 'GET' && method !== 'HEAD') {
    // Bytes, not text: a text body would get a content type light-my-request does not add.
    if (typeof payload === 'string') body = new TextEncoder().encode(payload);
    else if (Buffer.isBuffer(payload)) body = new Uint8Array(payload);
    else {
      body = new TextEncoder().encode(JSON.stringify(payload));
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
  }
  return new Request(url, { method, headers, ...(body === undefined ? {} : { body }) });
}

async function responseOf(response: Response): Promise<TestResponse> {
  const rawPayload = Buffer.from(await response.arrayBuffer());
  const body = rawPayload.toString('utf8');
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return {
    statusCode: response.status,
    headers,
    body,
    payload: body,
    rawPayload,
    // light-my-request's own signature: the caller names what it expects.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
    json: <T>() => JSON.parse(body) as T,
  };
}

/**
 * The mock on its fetch adapter and sql.js (SQLite in WebAssembly), as a browser runs it, behind the
 * `inject` the tests call: the same tests prove both adapters give the same answers.
 */
export async function buildFetchTestApp(env: Record<string, string | undefined>): Promise<TestApp> {
  const config = loadConfig({ ...process.env, ...env });
  const driver = await sqlJsDriver();
  const database = driver.openMemory();
  const { host, dataSets } = await createHost(config, database, driver);
  const app = createFetchApp({ host });
  return {
    ctx: host,
    inject: async (options) => responseOf(await app.fetch(requestOf(options))),
    close: () => {
      dataSets?.closeAll();
      database.close();
      return Promise.resolve();
    },
  };
}
