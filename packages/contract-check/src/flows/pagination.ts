import { isZodType } from '@ts-rest/core';

import { resolveRoute, type Samples } from '../discover-samples';
import type { CallResult, RouteCaller } from '../route-caller';
import type { PlannedRoute } from '../route-plan';
import { answered, isRecord, type Json } from './flow';

/** A list the contract pages: its query takes `page` and `limit`, the limit up to `maxLimit`. */
export interface PagedRoute {
  route: PlannedRoute;
  maxLimit: number;
}

/** The walk asks for the whole list at once with at most this many items. */
const WHOLE_LIST_LIMIT = 1000;
/** The pages a whole list is cut into (the last one short or empty, which shows where it ends). */
const PAGES = 3;

interface ZodDefinition {
  typeName?: string;
  innerType?: unknown;
  schema?: unknown;
  checks?: readonly { kind: string; value?: number }[];
}
const definitionOf = (schema: unknown): ZodDefinition =>
  isZodType(schema) ? (schema._def as ZodDefinition) : {};

/** The largest value a query's number field takes (through default, optional, effects), or null. */
function maxOf(field: unknown): number | null {
  let definition = definitionOf(field);
  for (let depth = 0; depth < 8 && definition.typeName !== 'ZodNumber'; depth += 1) {
    const inner = definition.innerType ?? definition.schema;
    if (inner === undefined) return null;
    definition = definitionOf(inner);
  }
  const max = definition.checks?.find((check) => check.kind === 'max')?.value;
  return typeof max === 'number' ? max : null;
}

/** The read routes whose query takes `page` and `limit`: the lists the contract pages. */
export function pagedRoutes(plan: readonly PlannedRoute[]): PagedRoute[] {
  return plan.flatMap((route) => {
    const query: unknown = 'query' in route.route ? route.route.query : undefined;
    const shape: unknown = isZodType(query) ? (query as { shape?: unknown }).shape : undefined;
    if (route.kind !== 'read' || !isRecord(shape) || !('page' in shape) || !('limit' in shape)) return [];
    const maxLimit = Math.min(maxOf(shape.limit) ?? WHOLE_LIST_LIMIT, WHOLE_LIST_LIMIT);
    return [{ route, maxLimit }];
  });
}

/** The items of a page: the answer itself when it is an array, else its `results`, `data` or `items`. */
export function itemsOf(json: unknown): unknown[] | null {
  const lists: unknown[] = isRecord(json) ? [json.results, json.data, json.items] : [json];
  const list = lists.find((value): value is unknown[] => Array.isArray(value));
  return list ?? null;
}

/** What tells items apart: the id, else the slug, else the whole item. */
function keyOf(item: unknown): string {
  if (isRecord(item)) {
    if (typeof item.id === 'number' || typeof item.id === 'string') return `id ${String(item.id)}`;
    if (typeof item.slug === 'string') return `slug ${item.slug}`;
  }
  return JSON.stringify(item);
}

const listed = (keys: readonly string[]) =>
  keys.length <= 5 ? keys.join(', ') : `${keys.slice(0, 5).join(', ')} and ${keys.length - 5} more`;

/**
 * Walks the pages of one paged list with a small page size, after reading it whole: the pages must not
 * overlap, together they must hold the whole list, each holds what its limit allows, and the totals
 * the answer gives (`total`, `page`, `limit`, `totalPages`, fields of ours) must agree with what was
 * walked. Read-only: runs without --allow-writes.
 */
async function walk(caller: RouteCaller, paged: PagedRoute, samples: Samples): Promise<void> {
  const { route, maxLimit } = paged;
  const name = `pagination of ${route.method} ${route.path}`;
  const resolved = resolveRoute(route, samples);
  if (!resolved.ok) {
    caller.skip(route, `no sample for ${resolved.missing.join(', ')}`, `${name}: pages`);
    return;
  }
  if (route.needsUser && caller.token === null) {
    caller.skip(route, 'needs sign-in: --email and --password, or --token', `${name}: pages`);
    return;
  }
  const call = (label: string, page: number, limit: number) =>
    caller.call(
      route,
      {
        path: resolved.path,
        query: { ...resolved.query, page: String(page), limit: String(limit) },
        authenticated: route.needsUser,
      },
      `${name}: ${label}`,
    );
  const finding = (answer: CallResult, message: string, seen: unknown, path = '$') => {
    const shown = caller.redactor.value(seen, []);
    caller.addFinding(answer.result, { kind: 'round', path, message, seen: shown });
  };

  const whole = await call(`the whole list (limit ${maxLimit})`, 1, maxLimit);
  if (whole === null) return;
  const all = whole.status === 200 ? itemsOf(whole.json) : null;
  if (all === null) {
    caller.skip(route, `the whole list gave no items to page through (${answered(whole)})`, `${name}: pages`);
    return;
  }
  // A whole list as long as the limit may have more beyond it: then only the pages it covers are compared.
  const complete = all.length < maxLimit;
  checkTotals(whole, { page: 1, limit: maxLimit, count: complete ? all.length : null }, finding);
  if (all.length < 2) {
    caller.skip(
      route,
      `${all.length} item${all.length === 1 ? '' : 's'}: nothing to page through`,
      `${name}: pages`,
    );
    return;
  }
  const size = Math.ceil(all.length / PAGES);
  const pages = complete ? Math.floor(all.length / size) + 1 : PAGES;
  const expected = all.slice(0, complete ? all.length : pages * size).map(keyOf);
  const firstSeenOn = new Map<string, number>();
  let last: CallResult | null = null;

  for (let page = 1; page <= pages; page += 1) {
    const answer = await call(`page ${page} of ${pages} (limit ${size})`, page, size);
    if (answer === null) return;
    const items = answer.status === 200 ? itemsOf(answer.json) : null;
    if (items === null) return; // the call's own findings say why
    last = answer;
    const keys = items.map(keyOf);
    const should = complete ? Math.max(0, Math.min(size, all.length - (page - 1) * size)) : size;
    if (keys.length !== should) {
      const of = complete ? ` of ${all.length} in all` : '';
      finding(
        answer,
        `page ${page} holds ${keys.length} items; with limit ${size}${of} it should hold ${should}`,
        keys.length,
      );
    }
    const repeated = keys.filter((key) => firstSeenOn.has(key));
    if (repeated.length > 0) {
      const earlier = [...new Set(repeated.map((key) => firstSeenOn.get(key)))].join(', ');
      finding(
        answer,
        `page ${page} repeats ${repeated.length} items of page ${earlier}: ${listed(repeated)}`,
        repeated,
      );
    }
    const foreign = complete ? keys.filter((key) => !expected.includes(key)) : [];
    if (foreign.length > 0) {
      finding(answer, `page ${page} holds items the whole list does not: ${listed(foreign)}`, foreign);
    }
    for (const key of keys) if (!firstSeenOn.has(key)) firstSeenOn.set(key, page);
    checkTotals(answer, { page, limit: size, count: complete ? all.length : null }, finding);
  }
  const missing = expected.filter((key) => !firstSeenOn.has(key));
  if (last !== null && missing.length > 0) {
    finding(last, `${missing.length} items of the whole list are on no page: ${listed(missing)}`, missing);
  }
}

/**
 * The totals a page gives, where it gives them (`total`, `page`, `limit`, `totalPages` are fields of
 * ours: a real backend may leave them out), against the page asked for and the items walked.
 */
function checkTotals(
  answer: CallResult,
  asked: { page: number; limit: number; count: number | null },
  finding: (answer: CallResult, message: string, seen: unknown, path?: string) => void,
): void {
  if (answer.status !== 200 || !isRecord(answer.json)) return;
  const body: Json = answer.json;
  const numberAt = (key: string) => (typeof body[key] === 'number' ? body[key] : null);
  const [total, page, limit, totalPages] = [
    numberAt('total'),
    numberAt('page'),
    numberAt('limit'),
    numberAt('totalPages'),
  ];
  if (page !== null && page !== asked.page) {
    finding(answer, `the answer says page ${page}; page ${asked.page} was asked for`, page, '$.page');
  }
  if (limit !== null && limit !== asked.limit) {
    finding(answer, `the answer says limit ${limit}; limit ${asked.limit} was asked for`, limit, '$.limit');
  }
  if (total !== null && asked.count !== null && total !== asked.count) {
    finding(answer, `total says ${total}; the whole list holds ${asked.count}`, total, '$.total');
  }
  if (total !== null && totalPages !== null && totalPages !== Math.ceil(total / asked.limit)) {
    const should = Math.ceil(total / asked.limit);
    finding(
      answer,
      `totalPages says ${totalPages}; ${total} items at limit ${asked.limit} make ${should}`,
      totalPages,
      '$.totalPages',
    );
  }
}

/** Every paged list of the contract, walked. */
export async function paginationFlows(
  caller: RouteCaller,
  samples: Samples,
  plan: readonly PlannedRoute[],
): Promise<void> {
  for (const paged of pagedRoutes(plan)) await walk(caller, paged, samples);
}
