/**
 * What bench/limit-server answers: the mock's own answers to every request of the mix, recorded once
 * from a freshly seeded mock (statuses, headers and bytes), and the limit server started on them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { answering, freePort, startProcess } from '@formation/mock-api/process';

import { KINDS, loopOf } from './mixed-load-requests';
import { LEARNERS, type Catalogue } from './seeded-data';

export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  /** The answer's bytes, in base64. */
  body: string;
}

export interface RecordedAnswers {
  /** Every read of the mix, by path (query included). */
  reads: Record<string, RecordedAnswer>;
  signIn: RecordedAnswer;
  comment: RecordedAnswer;
  removal: RecordedAnswer;
}

/** Headers of one connection, not of the answer: node:http writes its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

async function record(answer: Response): Promise<RecordedAnswer> {
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  });
  const body = Buffer.from(await answer.arrayBuffer()).toString('base64');
  return { status: answer.status, headers, body };
}

const bodyText = (answer: RecordedAnswer) => Buffer.from(answer.body, 'base64').toString();

/**
 * Every path the mix reads: each kind's loop asked for its requests over enough turns to go through
 * every course and article, the catalogue reads the bench makes itself, and /health, which a
 * balancer waits for.
 */
function readPaths(catalogue: Catalogue): Set<string> {
  const turns = 2 * Math.max(catalogue.courses.length, catalogue.articles.length, 1);
  const paths = new Set(['/health', '/courses/AllCourses?status=PUBLISHED', '/blog?limit=100', '/blog']);
  for (const kind of KINDS) {
    for (const build of loopOf(kind, 'shared', catalogue, ['token'])) {
      for (let n = 0; n < turns; n += 1) {
        const request = build({ slot: 0 }, n);
        if (request.method === 'GET' && request.path !== undefined) paths.add(request.path);
      }
    }
  }
  return paths;
}

/** The mock's answers to the mix at `url` (its shared data set; the comment it writes is deleted). */
export async function recordAnswers(url: string, catalogue: Catalogue): Promise<RecordedAnswers> {
  const reads: Record<string, RecordedAnswer> = {};
  for (const path of readPaths(catalogue)) reads[path] = await record(await fetch(`${url}${path}`));
  const signInAnswer = await record(
    await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LEARNERS[0]),
    }),
  );
  if (signInAnswer.status !== 200) throw new Error(`sign-in to record: ${String(signInAnswer.status)}`);
  const { token } = JSON.parse(bodyText(signInAnswer)) as { token: { access_token: string } };
  const auth = { authorization: `Bearer ${token.access_token}` };
  const course = catalogue.courses[0];
  if (course === undefined) throw new Error('the mock lists no course');
  const created = await fetch(`${url}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ courseId: course.id, content: 'Avis de mesure', rate: 4 }),
  });
  const comment = await record(created);
  const { id } = JSON.parse(bodyText(comment)) as { id: number };
  const removal = await record(
    await fetch(`${url}/comments/${String(id)}`, { method: 'DELETE', headers: auth }),
  );
  return { reads, signIn: signInAnswer, comment, removal };
}

/** The answers in a file of their own, for limit servers to read; the file goes when the bench ends. */
export function answersFile(answers: RecordedAnswers): string {
  const folder = mkdtempSync(join(tmpdir(), 'bench-limit-'));
  process.once('exit', () => {
    rmSync(folder, { recursive: true, force: true });
  });
  const file = join(folder, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  return file;
}

export interface RunningLimit {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

const BENCH = fileURLToPath(new URL('.', import.meta.url));
const START_MS = 20_000;

/**
 * A limit server on the recorded answers, in its own process on a loopback port, started as the
 * mock is (`@formation/mock-api/process`): ready once it answers the recorded /health.
 */
export async function startLimit(file: string): Promise<RunningLimit> {
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  const started = startProcess(
    'the limit server',
    process.execPath,
    ['--import', 'tsx', 'limit-server.ts', file, String(port)],
    { cwd: BENCH, env: process.env },
  );
  await answering(started, `${url}/health`, 'the limit server', START_MS);
  const { pid } = started.child;
  if (pid === undefined) throw new Error('the limit server has no pid');
  return { url, port, pid, stop: started.stop };
}
