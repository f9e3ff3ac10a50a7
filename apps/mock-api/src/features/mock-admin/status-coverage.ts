import type { RouteEntry, RouteStatusCoverage, StatusCoverage } from '@formation/contract';

import type { AnsweredStatus, StatusLog } from '../../core/call';

/** One method and path of the contract, with every route key that shares it (PATCH /users/:id twice). */
export interface ContractOperation {
  method: RouteStatusCoverage['method'];
  path: string;
  keys: string[];
  /** The error statuses any of its routes declares, ascending. */
  declared: number[];
}

const ascending = (values: Iterable<number>): number[] => [...new Set(values)].sort((a, b) => a - b);

/** The error statuses a route declares: its own and the router's common ones (ts-rest merges them in). */
export function declaredErrorStatuses(entry: RouteEntry): number[] {
  return ascending(
    Object.keys(entry.route.responses)
      .map(Number)
      .filter((status) => status >= 400),
  );
}

export function contractOperations(entries: readonly RouteEntry[]): ContractOperation[] {
  const operations = new Map<string, ContractOperation>();
  for (const entry of entries) {
    const id = `${entry.method} ${entry.path}`;
    const known = operations.get(id);
    if (known === undefined) {
      operations.set(id, {
        method: entry.method,
        path: entry.path,
        keys: [entry.key],
        declared: declaredErrorStatuses(entry),
      });
    } else {
      known.keys.push(entry.key);
      known.declared = ascending([...known.declared, ...declaredErrorStatuses(entry)]);
    }
  }
  return [...operations.values()];
}

/**
 * The (method, route pattern, status) triples the mock answered, over every data set. Patterns are
 * the registered routes' (never raw URLs), so the set stays small; the cap is a guard all the same.
 */
export class StatusRecorder implements StatusLog {
  private readonly seen = new Map<string, AnsweredStatus>();

  constructor(private readonly maxEntries = 5_000) {}

  record({ method, path, status, injected }: AnsweredStatus): void {
    const id = `${method} ${path} ${String(status)}`;
    const known = this.seen.get(id);
    if (known !== undefined) {
      if (!injected) known.injected = false;
      return;
    }
    if (this.seen.size >= this.maxEntries) return;
    this.seen.set(id, { method, path, status, injected });
  }

  entries(): AnsweredStatus[] {
    return [...this.seen.values()].map((entry) => ({ ...entry }));
  }
}

/** For every route of the contract: what it declares against what was answered. Pure. */
export function buildStatusCoverage(
  entries: readonly RouteEntry[],
  answered: Iterable<AnsweredStatus>,
): StatusCoverage {
  const byOperation = new Map<string, AnsweredStatus[]>();
  for (const answer of answered) {
    const id = `${answer.method} ${answer.path}`;
    byOperation.set(id, [...(byOperation.get(id) ?? []), answer]);
  }
  const routes = contractOperations(entries).map((operation): RouteStatusCoverage => {
    const seen = byOperation.get(`${operation.method} ${operation.path}`) ?? [];
    const errors = seen.filter((a) => a.status >= 400);
    const declared = new Set(operation.declared);
    const exercised = ascending(errors.filter((a) => declared.has(a.status)).map((a) => a.status));
    return {
      method: operation.method,
      path: operation.path,
      keys: operation.keys,
      declared: operation.declared,
      exercised,
      missing: operation.declared.filter((status) => !exercised.includes(status)),
      injectedOnly: ascending(
        errors.filter((a) => a.injected && declared.has(a.status)).map((a) => a.status),
      ),
      undeclared: ascending(errors.filter((a) => !declared.has(a.status)).map((a) => a.status)),
      successes: ascending(seen.filter((a) => a.status < 400).map((a) => a.status)),
    };
  });
  const touched = routes.filter(
    (r) => r.exercised.length + r.undeclared.length + r.successes.length > 0,
  ).length;
  const sum = (pick: (r: RouteStatusCoverage) => number[]) =>
    routes.reduce((total, r) => total + pick(r).length, 0);
  return {
    totals: {
      routes: routes.length,
      touched,
      untouched: routes.length - touched,
      declared: sum((r) => r.declared),
      exercised: sum((r) => r.exercised),
      undeclared: sum((r) => r.undeclared),
    },
    routes,
  };
}
