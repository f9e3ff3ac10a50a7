import { DataSetInvalid } from '@formation/contract';

import { isAllowedReturnUrl, RETURN_URL_OFF_SITE, type ReturnUrlSettings } from '../commerce/return-url';
import { fileOf, type CheckedDataSet } from './data-set-files';
import { payments } from './schema';

/**
 * A data set's payments send the learner back only where POST /payments/online would: the same
 * function, under this mock's settings (SITE_URL, CORS_ORIGINS), which a folder does not know. Checked
 * when a mock starts on the folder and when one is loaded over HTTP, before anything changes.
 */
export function assertReturnUrlsAllowed(data: CheckedDataSet, settings: ReturnUrlSettings): void {
  const problems = (data.rows.get(payments) ?? []).flatMap((row, index) =>
    typeof row.returnUrl === 'string' && !isAllowedReturnUrl(row.returnUrl, settings)
      ? [`${fileOf(payments)}: row ${String(index)}, returnUrl: ${RETURN_URL_OFF_SITE}`]
      : [],
  );
  if (problems.length > 0) throw new DataSetInvalid(problems);
}
