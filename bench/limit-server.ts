/**
 * The limit of bench/mixed-load on this host: a bare `node:http` server answering the mix's routes
 * with the bytes, statuses and headers the mock gave, from memory, in a process of its own. Nothing
 * per request but a lookup: the same load generator in the same run measures what the host, the
 * loopback and the generator allow, which the mock's figures are then a fraction of.
 *
 *   node --import tsx limit-server.ts ANSWERS.json PORT   (on 127.0.0.1)
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

import type { RecordedAnswer, RecordedAnswers } from './limit-answers';

interface Ready {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const ready = ({ status, headers, body }: RecordedAnswer): Ready => {
  const bytes = Buffer.from(body, 'base64');
  return { status, headers: { ...headers, 'content-length': String(bytes.length) }, body: bytes };
};

const [file, port] = process.argv.slice(2);
if (file === undefined || port === undefined) throw new Error('usage: limit-server.ts ANSWERS.json PORT');
const recorded = JSON.parse(readFileSync(file, 'utf8')) as RecordedAnswers;
const reads = new Map(Object.entries(recorded.reads).map(([path, answer]) => [path, ready(answer)]));
const signIn = ready(recorded.signIn);
const comment = ready(recorded.comment);
const removal = ready(recorded.removal);
const missing: Ready = { status: 404, headers: { 'content-length': '0' }, body: Buffer.alloc(0) };

/** The recorded answer of a request: a read by its path, a write by its route (fixed answers). */
function answerOf(method: string, path: string): Ready {
  if (method === 'GET') return reads.get(path) ?? missing;
  if (method === 'POST' && path === '/auth/login') return signIn;
  if (method === 'POST' && path === '/comments') return comment;
  if (method === 'DELETE' && path.startsWith('/comments/')) return removal;
  return missing;
}

const server = createServer((request, response) => {
  const answer = answerOf(request.method ?? 'GET', request.url ?? '/');
  // A write's body is read to its end before the answer, as any server does.
  request.resume();
  request.once('end', () => {
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
});
server.keepAliveTimeout = 10_000;
server.listen(Number(port), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
