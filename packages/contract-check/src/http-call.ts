import { readBytes, type ByteBudget } from './byte-budget';

/** Bodies past this size are not read in full: no answer of the contract comes near it. */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

export interface CallRequest {
  method: string;
  /** The path with its parameters already in place and encoded, e.g. `/courses/slug/pmp`. */
  path: string;
  query?: Readonly<Record<string, string>>;
  body?: unknown;
  token?: string;
}

export interface Answer {
  kind: 'answer';
  url: string;
  status: number;
  contentType: string | null;
  location: string | null;
  /** The answer's Date header: the server's time. */
  date: string | null;
  /** The answer's Retry-After header (seconds or a date): when a refused call may be made again. */
  retryAfter: string | null;
  bodyText: string;
  /** The body was longer than MAX_BODY_BYTES and was cut there. */
  truncated: boolean;
  durationMs: number;
}

export type CallOutcome =
  | Answer
  | {
      kind: 'timeout';
      url: string;
      durationMs: number;
      /** `call`: --timeout-ms fired; `budget`: what was left of --max-time-ms ran out first. */
      limit: 'call' | 'budget';
      limitMs: number;
    }
  | { kind: 'network'; url: string; code: string; message: string; durationMs: number }
  | { kind: 'refused-url'; url: string; reason: string };

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface HttpClientOptions {
  timeoutMs: number;
  maxTimeMs: number;
  fetch?: FetchLike;
  now?: () => number;
  /** MAX_BODY_BYTES unless a test wants a smaller limit. */
  maxBodyBytes?: number;
  /** What the whole run may read (a recording's --max-record-bytes); none when absent. */
  byteBudget?: ByteBudget;
}

function causeOf(error: unknown): { code: string; message: string } {
  let current: unknown = error;
  // fetch wraps the socket error: TypeError('fetch failed', { cause: Error & { code } }).
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string') return { code, message: current.message };
    current = current.cause;
  }
  return { code: 'UNKNOWN', message: error instanceof Error ? error.message : String(error) };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * Calls one origin and nothing else: every URL is built on the base URL and checked to keep its origin,
 * redirects are returned as answers (never followed), and each call is bounded by --timeout-ms and by
 * what remains of --max-time-ms, and its body by what remains of the byte budget when there is one.
 */
export class HttpClient {
  readonly origin: string;
  private readonly basePath: string;
  private readonly fetch: FetchLike;
  private readonly now: () => number;
  private readonly deadline: number;

  constructor(
    readonly baseUrl: URL,
    private readonly options: HttpClientOptions,
  ) {
    this.origin = baseUrl.origin;
    this.basePath = baseUrl.pathname.replace(/(?<!\/)\/+$/, '');
    this.fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.now = options.now ?? Date.now;
    this.deadline = this.now() + options.maxTimeMs;
  }

  remainingMs(): number {
    return Math.max(0, this.deadline - this.now());
  }

  /** Whether an answer was cut short by the run's byte budget: no further call is made. */
  bytesSpent(): boolean {
    return this.options.byteBudget?.spent ?? false;
  }

  /** The absolute URL of a request, or a reason to refuse it when it would leave the origin. */
  urlOf(request: Pick<CallRequest, 'path' | 'query'>): { url: string } | { refused: string } {
    if (!request.path.startsWith('/') || request.path.startsWith('//')) {
      return { refused: `path "${request.path}" is not a path on the base URL` };
    }
    const url = new URL(`${this.basePath}${request.path}`, this.origin);
    if (url.origin !== this.origin) return { refused: `${url.origin} is not ${this.origin}` };
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
    return { url: url.toString() };
  }

  async call(request: CallRequest): Promise<CallOutcome> {
    const target = this.urlOf(request);
    if ('refused' in target) return { kind: 'refused-url', url: request.path, reason: target.refused };
    const { url } = target;
    const remaining = this.remainingMs();
    const limit = remaining < this.options.timeoutMs ? 'budget' : 'call';
    const limitMs = Math.min(remaining, this.options.timeoutMs);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`;
    const started = this.now();
    try {
      const response = await this.fetch(url, {
        method: request.method,
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        redirect: 'manual',
        signal: AbortSignal.timeout(Math.max(1, limitMs)),
      });
      // Node's fetch types its body loosely; it yields bytes.
      const body = response.body as AsyncIterable<Uint8Array> | null;
      const read = await readBytes(
        body,
        this.options.maxBodyBytes ?? MAX_BODY_BYTES,
        this.options.byteBudget ?? null,
      );
      const text = new TextDecoder().decode(read.bytes);
      const truncated = read.cut !== 'no';
      return {
        kind: 'answer',
        url,
        status: response.status,
        contentType: response.headers.get('content-type'),
        location: response.headers.get('location'),
        date: response.headers.get('date'),
        retryAfter: response.headers.get('retry-after'),
        bodyText: text,
        truncated,
        durationMs: this.now() - started,
      };
    } catch (error) {
      const durationMs = this.now() - started;
      if (isAbort(error)) return { kind: 'timeout', url, durationMs, limit, limitMs };
      const { code, message } = causeOf(error);
      return { kind: 'network', url, code, message, durationMs };
    }
  }
}
