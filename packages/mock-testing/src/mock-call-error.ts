/** A call of the QA kit that the mock did not answer as the scenario needed. */
export class MockCallError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The mock answered ${String(status)} to ${call}${describeBody(body)}`);
    this.name = 'MockCallError';
  }
}

/** The one error body's code, message and field details, when the answer has them. */
function describeBody(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const { code, message, details } = body as { code?: unknown; message?: unknown; details?: unknown };
  const parts = [code, message].filter((part): part is string => typeof part === 'string');
  if (Array.isArray(details)) {
    for (const detail of details as { path?: unknown; message?: unknown }[])
      if (typeof detail.path === 'string' && typeof detail.message === 'string')
        parts.push(`(${detail.path}: ${detail.message})`);
  }
  return parts.length === 0 ? '' : `: ${parts.join(' ')}`;
}

/** The body of a 200 answer, or a MockCallError that says which call got what. */
export async function okBody<Reply extends { status: number; body: unknown }>(
  call: string,
  reply: Promise<Reply>,
): Promise<Extract<Reply, { status: 200 }>['body']> {
  const answer = await reply;
  if (answer.status !== 200) throw new MockCallError(call, answer.status, answer.body);
  return answer.body;
}
