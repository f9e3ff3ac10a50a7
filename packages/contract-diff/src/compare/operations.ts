// Two versions of the API, operation by operation: which went, which came, and for each kept one its
// security, parameters, request body and answers.
import type { Change } from '../change.js';
import { operationKey, type Api, type Operation } from '../model/api.js';
import { compareAnswers } from './answers.js';
import { compareSchemas } from './schemas.js';
import { changeAt, type Finding, type Place } from './verdict.js';

/** An operation's key with its path parameters unnamed: renaming `{id}` to `{courseId}` keeps the URL. */
const urlKey = (operation: Operation): string =>
  `${operation.method} ${operation.path.replace(/\{[^{}]*\}/g, '{}')}`;

const isPublic = (security: string[][]): boolean =>
  security.length === 0 || security.some((s) => s.length === 0);

function compareSecurity(base: Operation, head: Operation): Finding[] {
  // Alternatives in any order are the same requirement.
  const text = (s: string[][]) =>
    isPublic(s)
      ? 'public'
      : s
          .map((a) => a.join(' + '))
          .sort()
          .join(' or ');
  const [before, after] = [text(base.security), text(head.security)];
  if (before === after) return [];
  const changed: Finding = { what: 'changed', path: '', class: 'breaking-clients', before, after };
  if (isPublic(base.security)) return [{ ...changed, what: 'added' }];
  if (isPublic(head.security)) return [{ ...changed, what: 'removed', class: 'breaking-servers' }];
  return [changed];
}

function compareParameters(key: string, base: Operation, head: Operation): Change[] {
  const place: Place = { operation: key, part: 'parameter', side: 'request', prefix: 'parameter' };
  const changes: Change[] = [];
  // Path parameters by their place in the path, since their names are not part of the URL.
  const keyed = (operation: Operation) => {
    const names = [...operation.path.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
    return new Map(
      [...operation.parameters].map(([k, p]) => [
        p.location === 'path' ? `path.#${names.indexOf(p.name)}` : k,
        p,
      ]),
    );
  };
  const before = keyed(base);
  const after = keyed(head);
  for (const [k, old] of before) {
    const now = after.get(k);
    const path = `${old.location}.${old.name}`;
    if (now === undefined) {
      changes.push(changeAt(place, { what: 'removed', path, class: 'breaking-clients' }));
      continue;
    }
    if (now.name !== old.name) {
      changes.push(
        changeAt(place, { what: 'renamed', path, class: 'safe', before: old.name, after: now.name }),
      );
    }
    if (old.required !== now.required) {
      changes.push(
        changeAt(
          place,
          now.required
            ? { what: 'became-required', path, class: 'breaking-clients' }
            : { what: 'became-optional', path, class: 'breaking-servers' },
        ),
      );
    }
    changes.push(...compareSchemas(old.schema, now.schema, 'request', path).map((f) => changeAt(place, f)));
  }
  for (const [k, now] of after) {
    if (before.has(k)) continue;
    const path = `${now.location}.${now.name}`;
    changes.push(
      changeAt(
        place,
        now.required
          ? { what: 'required-added', path, class: 'breaking-clients' }
          : { what: 'added', path, class: 'safe' },
      ),
    );
  }
  return changes;
}

function compareRequestBodies(key: string, base: Operation, head: Operation): Change[] {
  const place: Place = { operation: key, part: 'request', side: 'request', prefix: 'request' };
  const [before, after] = [base.requestBody, head.requestBody];
  if (before === undefined && after === undefined) return [];
  if (before === undefined || after === undefined) {
    const finding: Finding =
      before === undefined
        ? {
            what: after?.required === true ? 'body-required-added' : 'body-added',
            path: '',
            class: after?.required === true ? 'breaking-clients' : 'safe',
          }
        : { what: 'body-removed', path: '', class: 'breaking-clients' };
    return [changeAt(place, finding)];
  }
  const changes: Change[] = [];
  if (before.required !== after.required) {
    changes.push(
      changeAt(
        place,
        after.required
          ? { what: 'body-became-required', path: '', class: 'breaking-clients' }
          : { what: 'body-became-optional', path: '', class: 'breaking-servers' },
      ),
    );
  }
  for (const [type, old] of before.content) {
    const now = after.content.get(type);
    if (now === undefined) {
      changes.push(
        changeAt(place, { what: 'content-type-removed', path: '', class: 'breaking-clients', before: type }),
      );
    } else changes.push(...compareSchemas(old, now, 'request', '').map((f) => changeAt(place, f)));
  }
  for (const type of after.content.keys()) {
    if (!before.content.has(type)) {
      changes.push(changeAt(place, { what: 'content-type-added', path: '', class: 'safe', after: type }));
    }
  }
  return changes;
}

function compareOperation(key: string, base: Operation, head: Operation): Change[] {
  const place: Place = { operation: key, part: 'operation', side: 'request', prefix: 'operation' };
  const changes: Change[] = [];
  if (base.summary !== head.summary || base.description !== head.description) {
    changes.push(changeAt(place, { what: 'description-changed', path: '', class: 'safe' }));
  }
  const security: Place = { ...place, part: 'security', prefix: 'security' };
  changes.push(...compareSecurity(base, head).map((f) => changeAt(security, f)));
  changes.push(...compareParameters(key, base, head), ...compareRequestBodies(key, base, head));
  changes.push(...compareAnswers(key, base, head));
  return changes;
}

export function compareApis(base: Api, head: Api): Change[] {
  const byUrl = (api: Api) => new Map([...api.operations.values()].map((o) => [urlKey(o), o]));
  const before = byUrl(base);
  const after = byUrl(head);
  const changes: Change[] = [];
  for (const [url, old] of before) {
    const key = operationKey(old.method, old.path);
    const now = after.get(url);
    const place: Place = { operation: key, part: 'operation', side: 'request', prefix: 'operation' };
    if (now === undefined)
      changes.push(changeAt(place, { what: 'removed', path: '', class: 'breaking-clients' }));
    else changes.push(...compareOperation(key, old, now));
  }
  for (const [url, now] of after) {
    if (before.has(url)) continue;
    const place: Place = {
      operation: operationKey(now.method, now.path),
      part: 'operation',
      side: 'request',
      prefix: 'operation',
    };
    changes.push(changeAt(place, { what: 'added', path: '', class: 'safe' }));
  }
  return changes;
}
