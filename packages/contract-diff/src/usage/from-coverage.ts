// What a QA run exercised, as a consumer's usage: the mock counts each (method, route, status) it
// answered (`GET /__mock/coverage`, or the browser suite's status-coverage.json), so a run's file
// says which operations and statuses its scenarios went through. A run does not say which fields it
// read (its pages read what the site reads): each answered status counts as read whole ("").
import { z } from 'zod';

import type { ConsumerUsage } from '../change.js';
import { routeOperationKey } from '../model/api.js';

const CoverageSchema = z.object({
  routes: z.array(
    z.object({
      method: z.string(),
      path: z.string(),
      exercised: z.array(z.number().int()),
      successes: z.array(z.number().int()),
    }),
  ),
});

/** The usage of a run from the mock's status coverage; throws one line when the file is not one. */
export function usageFromCoverage(coverage: unknown, consumer: string): ConsumerUsage {
  const parsed = CoverageSchema.safeParse(coverage);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(
      `not the mock's status coverage (GET /__mock/coverage): ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  const operations: ConsumerUsage['operations'] = {};
  for (const route of parsed.data.routes) {
    const statuses = [...route.successes, ...route.exercised].sort((a, b) => a - b);
    if (statuses.length === 0) continue;
    operations[routeOperationKey(route.method, route.path)] = {
      answers: Object.fromEntries(statuses.map((status) => [String(status), ['']])),
    };
  }
  return { consumer, operations };
}
