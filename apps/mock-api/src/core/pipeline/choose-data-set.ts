import { DATA_SET_HEADER, DATA_SET_ID_PATTERN } from '@formation/contract';

import { validationFailed } from '../../api-error';
import type { Step } from './exchange';

/** The data set id of an x-mock-session header; a malformed one is refused with a 400. */
export function dataSetIdFrom(header: string): string {
  if (!DATA_SET_ID_PATTERN.test(header)) {
    throw validationFailed([
      {
        path: `headers.${DATA_SET_HEADER}`,
        message: 'A session id is 1 to 80 letters, digits, dots, colons, dashes or underscores',
      },
    ]);
  }
  return header;
}

/**
 * x-mock-session: a request that names a data set works on that private copy (made on first use), so
 * faults and handlers all see the right data set. Absent when MOCK_ADMIN=false.
 */
export const chooseDataSet: Step = {
  name: 'choose-data-set',
  enabled: (host) => host.dataSets !== undefined,
  async run(exchange, next) {
    const header = exchange.headers[DATA_SET_HEADER];
    const { dataSets } = exchange.host;
    if (header !== undefined && dataSets !== undefined) {
      exchange.dataSetId = dataSetIdFrom(header);
      exchange.privateStore = await dataSets.acquire(exchange.dataSetId);
    }
    await next();
  },
};
