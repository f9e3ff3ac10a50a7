import { ApiError, validationFailed } from '../../api-error';

const MIB = 1024 * 1024;
const mib = (bytes: number): string => `${(bytes / MIB).toFixed(1)} MiB`;

/** Files refused (data-set-invalid.ts): a 400 whose details name each file, row and field. */
export const dataSetRefused = (problems: readonly string[]) =>
  validationFailed(
    problems.map((problem) => ({ path: 'body', message: problem })),
    'The data set cannot be loaded',
  );

/**
 * A data set that, once loaded, would take more than all private data sets may take together
 * (MOCK_SESSION_MAX_BYTES): no other data set could make room for it.
 */
export const dataSetOverBudget = (bytes: number, budget: number) =>
  new ApiError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The data set would take ${mib(bytes)} once loaded, more than the ${mib(budget)} all private ` +
      'data sets may take together (MOCK_SESSION_MAX_BYTES)',
  );
