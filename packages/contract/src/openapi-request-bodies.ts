import { isZodType, type AppRoute } from '@ts-rest/core';

/**
 * Whether a call must carry its body: its zod schema refuses an absent one (`undefined`), as every
 * server built on the contract does (the mock answers 400 VALIDATION_FAILED at `body`). A body that
 * is no zod schema (`c.noBody()`, a type alone) says nothing a server checks: not required.
 */
export function bodyIsRequired(route: AppRoute): boolean {
  const body: unknown = 'body' in route ? route.body : undefined;
  return isZodType(body) && !body.safeParse(undefined).success;
}
