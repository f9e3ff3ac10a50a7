import { listenLocal, readBody, type LocalServer } from './local-server';

export interface ProxiedRequest {
  method: string;
  /** The path without the query. */
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  /** The request's body as text ('' for none). */
  body: string;
  /** Whether the call carried an Authorization header. */
  authorized: boolean;
}

export interface UpstreamAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

export interface Rewritten {
  status: number;
  contentType?: string;
  body: string;
  headers?: Record<string, string>;
  /** Answer this much later: a slow backend. */
  delayMs?: number;
}

/** What to send instead of the upstream answer: a rewrite, `hang` (never answer), or null (as is). */
export type Rewrite = (request: ProxiedRequest, upstream: UpstreamAnswer) => Rewritten | 'hang' | null;

/** JSON of an answer, changed by `change` (which may mutate it in place). */
export function changeJson(upstream: UpstreamAnswer, change: (json: unknown) => unknown): Rewritten {
  const json: unknown = JSON.parse(upstream.body);
  const changed = change(json) ?? json;
  return {
    status: upstream.status,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify(changed),
  };
}

/**
 * A server on 127.0.0.1 that forwards every call to `target` (the mock) and lets `rewrite` change
 * the answer: the "real backend" of the tests, drifting in known ways.
 */
export function startDriftingProxy(target: string, rewrite: Rewrite): Promise<LocalServer> {
  return listenLocal(async (request, response) => {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', target);
    const body = await readBody(request);
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'accept']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const upstream = await fetch(url, {
      method,
      headers,
      ...(body === '' ? {} : { body }),
      redirect: 'manual',
    });
    const answer: UpstreamAnswer = {
      status: upstream.status,
      contentType: upstream.headers.get('content-type'),
      body: await upstream.text(),
    };
    const rewritten = rewrite(
      {
        method,
        path: url.pathname,
        query: url.searchParams,
        body,
        authorized: headers.authorization !== undefined,
      },
      answer,
    );
    if (rewritten === 'hang') return;
    const out = rewritten ?? {
      status: answer.status,
      body: answer.body,
      ...(answer.contentType === null ? {} : { contentType: answer.contentType }),
    };
    if (rewritten?.delayMs !== undefined)
      await new Promise((resolve) => setTimeout(resolve, rewritten.delayMs));
    response.writeHead(out.status, {
      ...(out.contentType === undefined ? {} : { 'content-type': out.contentType }),
      ...out.headers,
    });
    response.end(out.body);
  });
}
