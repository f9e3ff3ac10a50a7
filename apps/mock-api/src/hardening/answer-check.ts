import { isAppRouteNoBody, isAppRouteOtherResponse, isZodType } from '@ts-rest/core';

import { ErrorBodySchema, type RouteEntry } from '@formation/contract';

/** What the sweep needs of an answer (light-my-request's response has it). */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/**
 * Traces of the implementation no answer may show: stack frames, file paths, driver and framework
 * internals. The sweep's inputs never contain these, so an echo of the input cannot trip them.
 */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /\bat [\w$.<>[\] ]+ \(/, // "at handler (file:line:col)"
  /\bat (?:file:|node:|\/)/, // "at /path/file.js:1:2"
  /\.(?:ts|js|mjs|cjs):\d+(?::\d+)?/,
  /\/work\//,
  /node_modules/,
  /SqliteError|SQLITE_[A-Z]/,
  /FST_[A-Z_]+/,
  /drizzle/i,
];

/** Error class names: a leak in a JSON answer, ordinary words in the stand-ins' scripts and pages. */
export const JSON_LEAK_PATTERNS: readonly RegExp[] = [
  /ZodError/,
  /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|URIError)\b/,
];

export function leaksIn(answer: Answer): string[] {
  const places = { body: answer.body, headers: JSON.stringify(answer.headers) };
  const patterns = isJsonAnswer(answer) ? [...LEAK_PATTERNS, ...JSON_LEAK_PATTERNS] : LEAK_PATTERNS;
  return Object.entries(places).flatMap(([where, text]) =>
    patterns
      .filter((pattern) => pattern.test(text))
      .map(
        (pattern) => `leak in ${where}: ${String(pattern)} matched ${JSON.stringify(excerpt(text, pattern))}`,
      ),
  );
}

function excerpt(text: string, pattern: RegExp): string {
  const at = text.search(pattern);
  return text.slice(Math.max(0, at - 40), at + 80);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isJsonAnswer(answer: Answer): boolean {
  const type = answer.headers['content-type'];
  return typeof type === 'string' && /^application\/json\b/i.test(type);
}

function firstIssue(error: { issues: { path: (string | number)[]; message: string }[] }): string {
  const issue = error.issues[0];
  return issue === undefined ? '' : `${['$', ...issue.path].join('.')}: ${issue.message}`;
}

/**
 * Problems of one answer, judged against the contract routes that answered it (`null`: no route of
 * the contract did, e.g. an unknown path). Empty when the answer is a declared 2xx with its schema,
 * or a declared 4xx with the one error body whose statusCode is the HTTP status.
 */
export function problemsOf(answer: Answer, routes: readonly RouteEntry[] | null): string[] {
  const problems = leaksIn(answer);
  const status = answer.statusCode;
  const where = routes === null ? 'no contract route' : routes.map((r) => r.key).join('|');
  const declared = routes?.flatMap((r) => {
    const response = (r.route.responses as Record<number, unknown>)[status];
    return response === undefined ? [] : [response];
  });

  if (status >= 500) return [...problems, `${status} answered (${where}): ${answer.body.slice(0, 300)}`];

  if (status >= 200 && status < 300) {
    if (declared === undefined || declared.length === 0) {
      return [...problems, `undeclared ${status} (${where})`];
    }
    const json = parseJson(answer.body);
    const fits = declared.some((response) => {
      if (isAppRouteNoBody(response as never)) return answer.body === '';
      if (isAppRouteOtherResponse(response as never)) {
        const other = response as { contentType: string };
        return String(answer.headers['content-type'] ?? '').startsWith(other.contentType);
      }
      return isJsonAnswer(answer) && json.ok && isZodType(response) && response.safeParse(json.value).success;
    });
    if (!fits) {
      const schema = declared.find(isZodType);
      const detail =
        schema !== undefined && json.ok
          ? firstIssue(schema.safeParse(json.value).error ?? { issues: [] })
          : '';
      problems.push(`${status} body off the contract (${where}) ${detail}: ${answer.body.slice(0, 200)}`);
    }
    return problems;
  }

  if (status >= 400 && status < 500) {
    // Without a route, only the 404 of an unknown path or the 400 of a malformed URL make sense.
    const statusOk = routes === null ? status === 404 || status === 400 : (declared?.length ?? 0) > 0;
    if (!statusOk) problems.push(`undeclared ${status} (${where}): ${answer.body.slice(0, 200)}`);
    const json = parseJson(answer.body);
    const body = json.ok ? ErrorBodySchema.safeParse(json.value) : null;
    if (!isJsonAnswer(answer))
      problems.push(`${status} is not JSON: ${String(answer.headers['content-type'])}`);
    if (body === null || !body.success) {
      problems.push(`${status} body is not the one error shape: ${answer.body.slice(0, 200)}`);
    } else if (body.data.statusCode !== status) {
      problems.push(`${status} body says statusCode ${body.data.statusCode}`);
    }
    return problems;
  }

  return [...problems, `undeclared ${status} (${where})`];
}
