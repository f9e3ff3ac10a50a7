/**
 * An HTTP proxy (node:http, in the bench's process, 127.0.0.1, a port the system picks) in front of a
 * mock API, planting one bug: the bug may rewrite a call before it goes on, answer in the backend's
 * place, or rewrite the backend's answer. With no bug it forwards every byte untouched.
 */
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Answer, BugContext, Call, PlantedBug } from './bug-model';

/** Headers that belong to one connection, not to the message. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
]);

const MAX_BODY = 8 * 1024 * 1024;

function messageHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

export interface RunningProxy {
  url: string;
  /** Calls the proxy itself could not carry (answered 502): they are not the bug's doing. */
  errors: readonly string[];
  close(): Promise<void>;
}

/** Signs the demo learner in on the backend itself: the token a bug may use in a caller's place. */
async function signIn(backend: string, credentials: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${backend}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json()) as { token?: { access_token?: unknown } };
  const token = body.token?.access_token;
  if (typeof token !== 'string') throw new Error(`the proxy could not sign in (status ${res.status})`);
  return token;
}

export async function startBugProxy(
  backend: string,
  bug: PlantedBug,
  credentials: { email: string; password: string },
): Promise<RunningProxy> {
  const target = new URL(backend);
  const agent = new Agent({ keepAlive: true });

  const forward = (call: Call): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: call.method,
          path: call.url,
          headers: { ...call.headers, 'content-length': String(call.body.length) },
          timeout: 60_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            resolve({
              status: res.statusCode ?? 502,
              headers: messageHeaders(res.headers),
              body: Buffer.concat(chunks),
            });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('the backend did not answer within 60 s')));
      req.on('error', reject);
      req.end(call.body);
    });

  const context: BugContext = {
    token: bug.needsToken === true ? await signIn(backend, credentials) : '',
    memory: new Map(),
    forward,
  };

  const errors: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      const call: Call = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: messageHeaders(req.headers),
        body: Buffer.concat(chunks),
      };
      void (async () => {
        let answer: Answer;
        try {
          const changed = bug.request === undefined ? call : bug.request(call, context);
          if ('status' in changed) {
            answer = changed;
          } else {
            answer = await forward(changed);
            if (bug.answer !== undefined) answer = await bug.answer(call, answer, context);
          }
        } catch (error) {
          errors.push(
            `${call.method} ${call.url}: ${error instanceof Error ? error.message : String(error)}`,
          );
          answer = {
            status: 502,
            headers: { 'content-type': 'text/plain; charset=utf-8' },
            body: Buffer.from(`bench proxy: ${error instanceof Error ? error.message : String(error)}`),
          };
        }
        if (res.destroyed) return;
        res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
        res.end(answer.body);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    errors,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
      agent.destroy();
    },
  };
}
