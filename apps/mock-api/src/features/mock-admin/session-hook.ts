import type { FastifyInstance } from 'fastify';

import { ApiError } from '../../api-error';
import type { MockSessions } from './mock-sessions';
import { SESSION_HEADER, SESSION_ID_PATTERN } from './mock-sessions';

/** How often idle private data sets are looked for. */
const SWEEP_EVERY_MS = 30_000;

/**
 * x-mock-session: a request that names a session works on that private data set (made on first use).
 * Runs before every other hook, so faults, rate limits and handlers all see the right data set.
 */
/** The data set id of an x-mock-session header; a malformed one is refused with a 400. */
export function sessionIdFrom(header: string): string {
  if (!SESSION_ID_PATTERN.test(header)) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'Validation failed', [
      {
        path: `headers.${SESSION_HEADER}`,
        message: 'A session id is 1 to 80 letters, digits, dots, colons, dashes or underscores',
      },
    ]);
  }
  return header;
}

export function registerSessionHook(app: FastifyInstance, sessions: MockSessions, idleMs: number): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers[SESSION_HEADER];
    if (header === undefined) return;
    const id = sessionIdFrom((Array.isArray(header) ? header[0] : header) ?? '');
    request.mockSessionId = id;
    request.mockStore = await sessions.acquire(id);
  });
  const sweeper = setInterval(() => sessions.sweep(), Math.min(SWEEP_EVERY_MS, idleMs));
  sweeper.unref();
  app.addHook('onClose', () => {
    clearInterval(sweeper);
    sessions.closeAll();
  });
}
