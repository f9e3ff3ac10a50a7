import type { Exchange } from '../call-exchange';
import type { Finding, FindingKind } from '../findings';
import { intentLabel, type GeneratedCall } from './generated-call';

/** What the schema walk finds in a body: in an error answer, the one error body was not kept. */
const SHAPE_KINDS: ReadonlySet<FindingKind> = new Set([
  'missing',
  'extra',
  'wrong-type',
  'not-allowed',
  'format',
  'not-json',
]);

function declares(exchange: Exchange, status: number): boolean {
  return Object.hasOwn(exchange.route.route.responses, status);
}

/**
 * Everything wrong with the answer to one generated call: what the route's contract finds (an
 * undeclared status, a body not as declared, where an error body becomes `error-shape`), plus what the
 * call's intent asks: no 5xx ever, a refused call refused with a 4xx, an unknown id answered 404 (or
 * 403 where the route checks the owner first), a signed-in route refusing a call without its token,
 * and an answer within `maxResponseMs`.
 */
export function judgeCall(call: GeneratedCall, exchange: Exchange, maxResponseMs: number): Finding[] {
  const { outcome } = exchange;
  if (outcome.kind !== 'answer') return exchange.findings;
  const status = outcome.status;
  const findings: Finding[] = exchange.findings.map((finding) =>
    status >= 400 && SHAPE_KINDS.has(finding.kind)
      ? {
          ...finding,
          kind: 'error-shape',
          message: `the ${status} answer is not the one error body: ${finding.message}`,
        }
      : finding,
  );
  const add = (kind: FindingKind, message: string) =>
    findings.push({
      kind,
      path: null,
      message: `${intentLabel(call)}: ${message}`,
      seen: `status ${status}`,
    });

  // A rate limit says nothing of the call: only whether 429 is declared (above) is judged.
  if (status === 429) return findings;
  if (status >= 500) add('server-error', `the server failed (${status})`);
  switch (call.intent.kind) {
    // A valid call may still be refused: the product rules ask more than a schema says (an appointment
    // in the future, a return URL on the site), so a 4xx to it is no finding.
    case 'valid':
      break;
    case 'invalid':
      if (status < 400)
        add('accepted-invalid', `the contract refuses this call; the server answered ${status}, not a 4xx`);
      break;
    case 'unknown-id': {
      const owner = status === 403 && declares(exchange, 403);
      if (status < 500 && status !== 404 && !owner) {
        add(
          'not-found',
          `no resource has this ${call.intent.param}; the contract declares 404, the server answered ${status}`,
        );
      }
      break;
    }
    case 'no-token':
    case 'tampered-token':
      if (status < 400) add('auth', `a signed-in route answered ${status}; it must refuse the call (401)`);
      break;
  }
  if (outcome.durationMs > maxResponseMs) {
    add('slow', `answered in ${outcome.durationMs} ms, more than --max-response-ms (${maxResponseMs})`);
  }
  return findings;
}
