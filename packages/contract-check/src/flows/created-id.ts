import { positiveId } from '../discover-samples';
import { isRecord } from './flow';

/** Where a create's answer may say what it made: its body and its `Location` header. */
export interface CreateAnswer {
  json: unknown;
  location?: string | null;
}

/** The id at the end of a Location (`/comments/163`, `https://api/comments/163?x=1`), or null. */
function idOfLocation(location: string | null | undefined): number | null {
  if (location === null || location === undefined || location.trim() === '') return null;
  let path: string;
  try {
    path = new URL(location, 'http://location.invalid/').pathname;
  } catch {
    return null;
  }
  const last = path.split('/').findLast((segment) => segment !== '');
  return last !== undefined && /^\d{1,15}$/.test(last) ? positiveId(Number(last)) : null;
}

/**
 * The id of what a create made, wherever its answer carries it: the body's `id`, a nested
 * `{ data: { id } }` or `{ <resource>: { id } }` (also under `data`), or the last segment of the
 * `Location` header. Null when none holds a positive integer.
 */
export function createdId(answer: CreateAnswer, resource: string): number | null {
  const body = isRecord(answer.json) ? answer.json : {};
  const data = isRecord(body.data) ? body.data : {};
  const nested = [body, data, body[resource], data[resource]];
  for (const holder of nested) {
    const id = isRecord(holder) ? positiveId(holder.id) : null;
    if (id !== null) return id;
  }
  return idOfLocation(answer.location);
}
