import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  url: string;
  port: number;
  /** Each request seen, as "METHOD /path?query". */
  hits: string[];
  close(): Promise<void>;
}

/** A node:http server on 127.0.0.1 and a free port; `close` drops open connections (hanging ones too). */
export async function listenLocal(
  handler: (request: IncomingMessage, response: ServerResponse) => void | Promise<void>,
): Promise<LocalServer> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(`${request.method ?? '?'} ${request.url ?? ''}`);
    void Promise.resolve(handler(request, response)).catch((error: unknown) => {
      response.statusCode = 599;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error === undefined) resolve();
          else reject(error);
        });
      }),
  };
}

/** A port nobody listens on: a server is opened on a free port, then closed. */
export async function closedPort(): Promise<number> {
  const server = await listenLocal(() => undefined);
  await server.close();
  return server.port;
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
