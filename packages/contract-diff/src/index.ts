// contract:diff: two versions of the contract compared, each change with its kind and class.
import type { DiffReport } from './change.js';
import { compareApis } from './compare/operations.js';
import { readDocument } from './openapi/read-document.js';

export type { Change, ChangeClass, ChangePart, ConsumerUsage, DiffReport } from './change.js';
export { worstClass } from './compare/verdict.js';

/** Compares two OpenAPI 3.x documents (parsed). Throws UnreadableInput on a document it cannot read. */
export function diffDocuments(
  base: unknown,
  head: unknown,
  names = { base: 'base', head: 'head' },
): DiffReport {
  const changes = compareApis(readDocument(base, names.base), readDocument(head, names.head));
  return { base: names.base, head: names.head, mode: 'openapi', changes };
}
export { diffSources } from './diff-sources.js';
export { withConsumers } from './consumers.js';
export { UnreadableInput } from './openapi/read-document.js';
