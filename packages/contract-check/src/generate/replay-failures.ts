import { KIND_LABELS } from '../findings';
import { NO_PROGRESS, type Progress } from '../progress';
import type { RouteCaller } from '../route-caller';
import { callInputOf, intentLabel } from './generated-call';
import { judgeCall } from './judge-call';
import { requestSchemasOf } from './route-schemas';
import { tamperedTokenOf } from './run-generated';
import type { SavedFailure } from './saved-failures';

/**
 * Sends each saved failing call again and says whether it is fixed: still failing when its answer shows
 * any kind of finding it showed before (the findings of now are recorded), fixed otherwise.
 */
export async function replayFailures(
  caller: RouteCaller,
  failures: readonly SavedFailure[],
  {
    allowWrites,
    maxResponseMs,
    progress = NO_PROGRESS,
  }: { allowWrites: boolean; maxResponseMs: number; progress?: Progress },
): Promise<void> {
  const tampered = caller.token === null ? null : tamperedTokenOf(caller.token);
  if (tampered !== null) caller.redactor.addSecret(tampered);
  for (const [i, failure] of failures.entries()) {
    // Counted as it starts: a failure left out goes as fast as one sent, and both are done.
    if (i > 0) progress.step();
    const label = `replay ${i + 1}/${failures.length}: ${intentLabel(failure.call)}`;
    let route;
    try {
      route = caller.route(failure.route);
    } catch {
      caller.skip(
        { key: failure.route, method: failure.method, path: failure.path },
        'the contract has no such route any more',
        label,
      );
      continue;
    }
    if (route.method !== 'GET' && !allowWrites) {
      caller.skip(route, 'write: needs --allow-writes (a sandbox only)', label);
      continue;
    }
    if (requestSchemasOf(route).signedIn && caller.token === null) {
      caller.skip(route, 'needs sign-in: --email and --password, or --token', label);
      continue;
    }
    const exchange = await caller.exchange(route, callInputOf(route, failure.call, tampered), label);
    if (exchange === null) break;
    const findings = judgeCall(failure.call, exchange, maxResponseMs);
    const before = new Set(failure.findings.map((finding) => finding.kind));
    const still = findings.some((finding) => before.has(finding.kind));
    exchange.step = `${label}: ${still ? 'still failing' : `fixed (was: ${[...before].map((kind) => KIND_LABELS[kind]).join(', ')})`}`;
    caller.record(exchange, still ? findings : []);
  }
  if (failures.length > 0) progress.step();
}
