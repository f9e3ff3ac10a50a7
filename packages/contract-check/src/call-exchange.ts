import type { Finding } from './findings';
import type { CallOutcome } from './http-call';
import type { PlannedRoute } from './route-plan';

/** What one call of a route is: its input, the path it fills in, and the exchange once made. */
export interface CallInput {
  /** The concrete path, parameters in place and encoded. */
  path: string;
  query?: Readonly<Record<string, string>>;
  body?: unknown;
  /** Send the bearer token. */
  authenticated: boolean;
  /** Another token than the run's (a tampered one), sent when `authenticated`. */
  token?: string;
}

/** One call made and checked against its route, not yet recorded in the report. */
export interface Exchange {
  route: PlannedRoute;
  step: string | null;
  outcome: CallOutcome;
  /** The URL called, redacted. */
  url: string;
  curl: string | null;
  /** What the route's contract finds in the answer (status, body), plus calls that could not be made. */
  findings: Finding[];
  notes: Finding[];
  json: unknown;
  hasJson: boolean;
}

/** A route's path with its parameters filled in, each encoded as one path segment. */
export function fillPath(
  route: Pick<PlannedRoute, 'path'>,
  params: Readonly<Record<string, string | number>>,
): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
