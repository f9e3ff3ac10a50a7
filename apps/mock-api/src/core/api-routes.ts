/** Not the API: the admin surface, liveness and the docs are neither faulted nor counted. */
export const NOT_API_PREFIXES = ['/__mock', '/health', '/docs'];

export const isApiRoute = (pattern: string): boolean => !NOT_API_PREFIXES.some((p) => pattern.startsWith(p));

/**
 * The identity and payment providers' stand-ins are part of the site's own flows (a visitor's
 * browser opens them), so they answer without the admin key wherever the mock runs.
 */
const STAND_IN_PREFIXES = ['/__mock/identity/', '/__mock/payments/'];

/** A route of the /__mock surface: QA's levers and the providers' stand-ins. */
export const isMockRoute = (pattern: string | undefined): pattern is string =>
  pattern?.startsWith('/__mock/') === true;

/** A route of QA's levers (not a provider's stand-in), by its pattern. */
export function isAdminPattern(pattern: string | undefined): boolean {
  return isMockRoute(pattern) && !STAND_IN_PREFIXES.some((p) => pattern.startsWith(p));
}
