import type { FastifyInstance } from 'fastify';

import { ApiError } from '../../api-error';
import type { PrivateDataSets } from './private-data-sets';
import { DATA_SET_HEADER, DATA_SET_ID_PATTERN } from './private-data-sets';

/** How often idle private data sets are looked for. */
const SWEEP_EVERY_MS = 30_000;

/** The data set id of an x-mock-session header; a malformed one is refused with a 400. */
export function dataSetIdFrom(header: string): string {
  if (!DATA_SET_ID_PATTERN.test(header)) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'Validation failed', [
      {
        path: `headers.${DATA_SET_HEADER}`,
        message: 'A session id is 1 to 80 letters, digits, dots, colons, dashes or underscores',
      },
    ]);
  }
  return header;
}

/**
 * x-mock-session: a request that names a data set works on that private copy (made on first use).
 * Runs before every other hook, so faults, rate limits and handlers all see the right data set.
 */
export function registerDataSetHook(app: FastifyInstance, dataSets: PrivateDataSets, idleMs: number): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers[DATA_SET_HEADER];
    if (header === undefined) return;
    const id = dataSetIdFrom((Array.isArray(header) ? header[0] : header) ?? '');
    request.dataSetId = id;
    request.mockStore = await dataSets.acquire(id);
  });
  const sweeper = setInterval(() => dataSets.sweep(), Math.min(SWEEP_EVERY_MS, idleMs));
  sweeper.unref();
  app.addHook('onClose', () => {
    clearInterval(sweeper);
    dataSets.closeAll();
  });
}
