// Two versions named as the command names them, compared: on their zod contracts when both are
// contracts, on their OpenAPI documents otherwise.
import type { DiffReport } from './change.js';
import { compareApis } from './compare/operations.js';
import { UnreadableInput } from './openapi/read-document.js';
import { loadSource, type Side, type SourceOptions } from './sources/load-source.js';

const documentOf = (side: Side, other: Side) => {
  if (side.document === undefined) {
    throw new UnreadableInput(
      `${side.name} has no OpenAPI document to compare with the document ${other.name}`,
    );
  }
  return side.document;
};

export async function diffSources(base: string, head: string, options: SourceOptions): Promise<DiffReport> {
  const [before, after] = [await loadSource(base, options), await loadSource(head, options)];
  if (before.zod !== undefined && after.zod !== undefined) {
    return { base, head, mode: 'zod', changes: compareApis(before.zod, after.zod) };
  }
  const changes = compareApis(documentOf(before, after), documentOf(after, before));
  return { base, head, mode: 'openapi', changes };
}
