import type { Schema } from '../model/api.js';
import type { Finding } from './verdict.js';

/** Null accepted where it was not (wider), or no longer (narrower). */
export function compareNullability(base: Schema, head: Schema, path: string): Finding[] {
  if (base.types.has('null') === head.types.has('null')) return [];
  return [
    head.types.has('null')
      ? { what: 'became-nullable', path, direction: 'widens' }
      : { what: 'lost-nullability', path, direction: 'narrows' },
  ];
}
