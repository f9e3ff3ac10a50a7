import { listRoutes, siteContract, type ErrorDetail, type FaultRule } from '@formation/contract';

import { validationFailed } from '../../api-error';
import { isApiRoute } from '../../core/api-routes';
import { contractOperations, type ContractOperation } from './status-coverage';

const SITE_OPERATIONS: readonly ContractOperation[] = contractOperations(listRoutes(siteContract));

const list = (statuses: readonly number[]) => statuses.join(', ');

/** The contract's operations a rule's method and path reach. */
function operationsOf(rule: Pick<FaultRule, 'method' | 'path'>): ContractOperation[] {
  return SITE_OPERATIONS.filter(
    (op) =>
      (rule.method === '*' || op.method === rule.method) && (rule.path === '*' || op.path === rule.path),
  );
}

function pathProblem(rule: FaultRule): string {
  if (!isApiRoute(rule.path)) return `${rule.path} is not faulted: only the API's own routes are`;
  const methods = SITE_OPERATIONS.filter((op) => op.path === rule.path).map((op) => op.method);
  if (methods.length > 0)
    return `No route ${rule.method} ${rule.path} in the contract (it has ${methods.join(', ')})`;
  return `No route of the contract has the path "${rule.path}" (write patterns as the contract does, e.g. "/courses/:id")`;
}

/**
 * Each rule must fit the contract: its path a route for its method, its status one every route it
 * reaches declares, so the site only ever meets answers the real API may give.
 */
export function faultRuleProblems(rules: readonly FaultRule[]): ErrorDetail[] {
  return rules.flatMap((rule, i): ErrorDetail[] => {
    const reached = operationsOf(rule);
    if (reached.length === 0) return [{ path: `body.rules.${String(i)}.path`, message: pathProblem(rule) }];
    if (rule.status === undefined) return [];
    const allowed = reached
      .map((op) => op.declared)
      .reduce((common, declared) => common.filter((status) => declared.includes(status)));
    if (allowed.includes(rule.status)) return [];
    const target =
      reached.length === 1
        ? `${rule.method === '*' ? '' : `${rule.method} `}${rule.path} declares`
        : `Every route ${rule.method} ${rule.path} reaches declares only`;
    return [
      {
        path: `body.rules.${String(i)}.status`,
        message: `${target} ${list(allowed)}; not ${String(rule.status)}`,
      },
    ];
  });
}

export function assertFaultRules(rules: readonly FaultRule[]): void {
  const problems = faultRuleProblems(rules);
  if (problems.length > 0) throw validationFailed(problems);
}
