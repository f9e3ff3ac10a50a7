import type { ServerResponse } from 'node:http';

import type { Rewritten } from './drifting-proxy';
import { listenLocal, readBody, type LocalServer } from './local-server';
import type { RunningMock } from './mock-server';

/** A 1×1 PNG: what the recorder takes for a picture. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface HostileRules {
  /** Changes a course as GET /courses/slug/{slug} sends it; `index` is its place in the catalogue. */
  course?: (course: Record<string, unknown>, index: number) => void;
  /** What GET /health says the time is. */
  now?: string;
  /** The answer to a path the mock does not serve (a redirect, an address that never answers). */
  extra?: (path: string) => Rewritten | 'hang' | null;
}

export interface HostileBackend extends LocalServer {
  /** The published courses' slugs, in the catalogue's order. */
  slugs: string[];
}

/** Sends `body` (JSON unless `contentType` says otherwise) with `status`. */
function send(response: ServerResponse, answer: Rewritten): void {
  response.writeHead(answer.status, {
    'content-type': answer.contentType ?? 'application/json; charset=utf-8',
    ...answer.headers,
  });
  response.end(answer.body);
}

/**
 * A backend on 127.0.0.1 that answers as the mock does, bytes for bytes (so its answers pass the
 * contract and its pictures are pictures), except where `rules` say: a course's picture elsewhere, a
 * huge description, a clock in the year 9999.
 */
export async function startHostileBackend(mock: RunningMock, rules: HostileRules): Promise<HostileBackend> {
  const list = (await (await fetch(`${mock.url}/courses/AllCourses?status=PUBLISHED`)).json()) as {
    slug: string;
  }[];
  const slugs = list.map((course) => course.slug);
  const server = await listenLocal(async (request, response) => {
    const url = new URL(request.url ?? '/', mock.url);
    if (url.pathname === '/health' && rules.now !== undefined) {
      send(response, { status: 200, body: JSON.stringify({ status: 'ok', now: rules.now }) });
      return;
    }
    const upstream = await fetch(url, {
      method: request.method ?? 'GET',
      headers: Object.fromEntries(
        ['authorization', 'content-type', 'accept'].flatMap((name) => {
          const value = request.headers[name];
          return typeof value === 'string' ? [[name, value]] : [];
        }),
      ),
      ...(request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH'
        ? { body: await readBody(request) }
        : {}),
      redirect: 'manual',
    });
    const slug = /^\/courses\/slug\/([^/]+)$/.exec(url.pathname)?.[1];
    if (slug !== undefined && upstream.status === 200 && rules.course !== undefined) {
      const course = (await upstream.json()) as Record<string, unknown>;
      rules.course(course, slugs.indexOf(decodeURIComponent(slug)));
      send(response, { status: 200, body: JSON.stringify(course) });
      return;
    }
    const extra = upstream.status === 404 ? (rules.extra?.(url.pathname) ?? null) : null;
    if (extra === 'hang') return;
    if (extra !== null) {
      send(response, extra);
      return;
    }
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
    });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  return { ...server, slugs };
}

/** A server on another loopback port that holds a picture nobody outside should get, and counts who asks. */
export function startSecretServer(): Promise<LocalServer> {
  return listenLocal((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'x-internal': 'yes' });
    response.end(Buffer.concat([ONE_PIXEL_PNG, Buffer.from('INTERNAL-ONLY')]));
  });
}
