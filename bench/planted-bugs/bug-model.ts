/** What a planted bug is made of, and the small pieces its transforms share. */

/** A call as the proxy received it (headers without the connection's own). */
export interface Call {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** An answer, the backend's or the bug's own. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface BugContext {
  /** The demo learner's token, signed in by the proxy itself (only when the bug asks for it). */
  token: string;
  /** What the bug keeps from one call to the next (ids it saw, comments it deleted…). */
  memory: Map<string, unknown>;
  /** Sends a call on to the backend. */
  forward(call: Call): Promise<Answer>;
}

export interface PlantedBug {
  name: string;
  /** The defect, as a backend team would file it. */
  description: string;
  /**
   * The contract's calls that reach it, `METHOD /path/{}` (parameters as `{}`), or `*` for any call: a
   * checker finds the bug when it reports something new on one of them.
   */
  operations: readonly string[];
  /**
   * For a bug that shows on any call (`*`): which findings are its symptoms (the words the checkers
   * use for them), so that a checker's run-to-run noise elsewhere is not taken for it.
   */
  symptom?: RegExp;
  /** The proxy signs the demo learner in first, for `context.token`. */
  needsToken?: boolean;
  /** Before the backend: the call rewritten, or an answer given in the backend's place. */
  request?(call: Call, context: BugContext): Call | Answer;
  /** After the backend: its answer rewritten (`call` as the client sent it). */
  answer?(call: Call, answer: Answer, context: BugContext): Answer | Promise<Answer>;
}

export function pathOf(call: Call): string {
  return new URL(call.url, 'http://proxy').pathname;
}

export function queryOf(call: Call): URLSearchParams {
  return new URL(call.url, 'http://proxy').searchParams;
}

export function isJson(headers: Record<string, string>): boolean {
  return (headers['content-type'] ?? '').includes('json');
}

/** The body read as JSON, or undefined when it is not JSON. */
export function readJson(message: Call | Answer): unknown {
  if (message.body.length === 0 || !isJson(message.headers)) return undefined;
  try {
    return JSON.parse(message.body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The same answer with another JSON body (its ETag dropped: it named the other body). */
export function withJson(answer: Answer, value: unknown, status = answer.status): Answer {
  const { etag: _etag, ...headers } = answer.headers;
  return {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
    body: Buffer.from(JSON.stringify(value)),
  };
}

/** A JSON answer of the bug's own. */
export function jsonAnswer(status: number, value: unknown): Answer {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: Buffer.from(JSON.stringify(value)),
  };
}

/** The contract's one error body (NestJS-style). */
export function errorAnswer(status: number, error: string, message: string): Answer {
  return jsonAnswer(status, { statusCode: status, error, message });
}

/** A 2xx JSON answer whose body passes through `change` (other answers untouched). */
export function changeJson(answer: Answer, change: (body: unknown) => unknown): Answer {
  if (answer.status < 200 || answer.status > 299) return answer;
  const body = readJson(answer);
  return body === undefined ? answer : withJson(answer, change(body));
}

/** Each object of a list (or the one object) passed through `change`. */
export function eachRecord(body: unknown, change: (item: Record<string, unknown>) => unknown): unknown {
  if (Array.isArray(body)) return (body as unknown[]).map((item) => (isRecord(item) ? change(item) : item));
  return isRecord(body) ? change(body) : body;
}
