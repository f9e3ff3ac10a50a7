/**
 * Which API the prerendered pages' data comes from, and what time it is there. The HTML must show
 * what the site will show once it talks to its API: the data of that API, on that API's day.
 */

/** The build's settings that choose the API (an empty value counts as unset, as Docker passes it). */
export interface PrerenderSettings {
  PRERENDER?: string | undefined;
  PRERENDER_API_URL?: string | undefined;
  VITE_API_BASE_URL?: string | undefined;
}

export type PrerenderPlan =
  | { kind: 'off' }
  | { kind: 'seeded-mock'; why: string }
  | { kind: 'api'; url: string; from: 'PRERENDER_API_URL' | 'VITE_API_BASE_URL' };

const set = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/**
 * `PRERENDER=off`: the plain single page, on purpose. `PRERENDER=seeded-mock`: a seeded mock the
 * build starts (for a site that will talk to a seeded mock, as in docker-compose). Otherwise the API
 * `PRERENDER_API_URL` names, else the one the site calls (`VITE_API_BASE_URL`), else, with neither
 * set, a seeded mock: the site's default API is the mock on localhost.
 */
export function prerenderPlan(settings: PrerenderSettings): PrerenderPlan {
  const mode = set(settings.PRERENDER);
  if (mode === 'off') return { kind: 'off' };
  if (mode === 'seeded-mock') return { kind: 'seeded-mock', why: 'PRERENDER=seeded-mock' };
  if (mode !== undefined) {
    throw new PrerenderStop(`PRERENDER is "${mode}": leave it unset, or set it to off or seeded-mock`);
  }
  const prerenderApi = set(settings.PRERENDER_API_URL);
  if (prerenderApi !== undefined) return { kind: 'api', url: prerenderApi, from: 'PRERENDER_API_URL' };
  const siteApi = set(settings.VITE_API_BASE_URL);
  if (siteApi !== undefined) return { kind: 'api', url: siteApi, from: 'VITE_API_BASE_URL' };
  return { kind: 'seeded-mock', why: 'neither PRERENDER_API_URL nor VITE_API_BASE_URL is set' };
}

/** The API answered: its address without a trailing slash, and its clock. */
export interface ReachedApi {
  url: string;
  now: Date;
  /** Where `now` came from: the API's /health, its Date header, or this machine's clock. */
  clock: 'health' | 'date-header' | 'local';
}

const TIMEOUT_MS = 10_000;

/** A build stopped on purpose: its message says what to do, and no stack is needed. */
export class PrerenderStop extends Error {}

/** An API to reach, and what named it (a variable, or the seeded mock the build started). */
export interface ApiToReach {
  url: string;
  from: string;
}

function unreachable(plan: ApiToReach, reason: string): Error {
  return new PrerenderStop(
    `prerender: ${plan.from} is ${plan.url}, and ${reason}. The pages' HTML must come from the API ` +
      'the site talks to: start that API, or set PRERENDER_API_URL to a running API with the same ' +
      'data, PRERENDER=seeded-mock to prerender from a seeded mock, or PRERENDER=off to build the ' +
      'plain single page.',
  );
}

/**
 * Calls the API's /health once: any HTTP answer means the API runs. Its clock is the `now` of a
 * health answer (what the mock gives, `MOCK_NOW` included), else the answer's Date header.
 */
export async function reachApi(plan: ApiToReach, fetchImpl: typeof fetch = fetch): Promise<ReachedApi> {
  let base: URL;
  try {
    base = new URL(plan.url);
  } catch {
    throw unreachable(plan, 'that is not an absolute address a build can call');
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw unreachable(plan, 'that is not an http(s) address');
  }
  const url = plan.url.replace(/\/$/, '');
  let answer: Response;
  try {
    answer = await fetchImpl(`${url}/health`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw unreachable(plan, `it did not answer (${cause})`);
  }
  const health = answer.ok ? ((await answer.json().catch(() => null)) as { now?: unknown } | null) : null;
  await answer.body?.cancel().catch(() => undefined);
  if (typeof health?.now === 'string' && !Number.isNaN(Date.parse(health.now))) {
    return { url, now: new Date(health.now), clock: 'health' };
  }
  const dated = Date.parse(answer.headers.get('date') ?? '');
  if (!Number.isNaN(dated)) return { url, now: new Date(dated), clock: 'date-header' };
  return { url, now: new Date(), clock: 'local' };
}
