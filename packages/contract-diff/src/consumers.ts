// Who a change touches: a consumer that calls an operation is touched by a change of its requests, its
// security or its very existence; by a change in an answer only when it reads the field (or below it).
import type { Change, ConsumerUsage } from './change.js';

/**
 * Whether a read touches a changed path: a read at or below it (`items[].title` lies below
 * `items[]`), or a read of the whole body ("").
 */
export function liesWithin(read: string, changed: string): boolean {
  if (read === '' || changed === '' || read === changed) return true;
  return read.startsWith(changed) && (read[changed.length] === '.' || read[changed.length] === '[');
}

function touches(usage: ConsumerUsage, change: Change): boolean {
  const operation = usage.operations[change.operation];
  if (operation === undefined) return false;
  if (change.part !== 'answer' || change.status === undefined) return true;
  const reads = operation.answers[change.status];
  if (reads === undefined) return false;
  return reads.some((read) => liesWithin(read, change.path ?? ''));
}

/** Each change with the consumers it touches (`readBy`, empty when none does). */
export function withConsumers(changes: Change[], usages: ConsumerUsage[]): Change[] {
  return changes.map((change) => ({
    ...change,
    readBy: usages.filter((usage) => touches(usage, change)).map((usage) => usage.consumer),
  }));
}
