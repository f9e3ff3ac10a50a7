// An operation's answers, version to version: statuses, content types, headers and bodies.
import type { Change } from '../change.js';
import type { Answer, Operation } from '../model/api.js';
import { compareSchemas } from './schemas.js';
import { changeAt, type Finding, type Place } from './verdict.js';

const isSuccess = (status: string): boolean => status.startsWith('2');

function compareHeaders(place: Place, before: Answer, after: Answer): Change[] {
  const at: Place = { ...place, part: 'answer-header', prefix: 'answer-header' };
  const changes: Change[] = [];
  for (const [name, old] of before.headers) {
    const now = after.headers.get(name);
    if (now === undefined) {
      changes.push(changeAt(at, { what: 'removed', path: name, class: 'breaking-clients' }));
      continue;
    }
    if (old.required !== now.required) {
      changes.push(
        changeAt(
          at,
          now.required
            ? { what: 'became-required', path: name, class: 'breaking-servers' }
            : { what: 'became-optional', path: name, class: 'breaking-clients' },
        ),
      );
    }
    changes.push(...compareSchemas(old.schema, now.schema, 'answer', name).map((f) => changeAt(at, f)));
  }
  for (const [name, now] of after.headers) {
    if (before.headers.has(name)) continue;
    const finding: Finding = now.required
      ? { what: 'required-added', path: name, class: 'breaking-servers' }
      : { what: 'added', path: name, class: 'safe' };
    changes.push(changeAt(at, finding));
  }
  return changes;
}

function compareAnswer(place: Place, before: Answer, after: Answer): Change[] {
  const changes: Change[] = [];
  const removedTypes = [...before.content.keys()].filter((t) => !after.content.has(t));
  const addedTypes = [...after.content.keys()].filter((t) => !before.content.has(t));
  if (before.content.size > 0 && after.content.size === 0) {
    changes.push(changeAt(place, { what: 'body-removed', path: '', class: 'breaking-clients' }));
  } else if (before.content.size === 0 && after.content.size > 0) {
    changes.push(changeAt(place, { what: 'body-added', path: '', class: 'safe' }));
  } else {
    for (const type of removedTypes) {
      const replaced = addedTypes.length > 0 && after.content.size === addedTypes.length;
      changes.push(
        changeAt(place, {
          what: replaced ? 'content-type-changed' : 'content-type-removed',
          path: '',
          class: 'breaking-clients',
          before: type,
          ...(replaced ? { after: addedTypes.join(', ') } : {}),
        }),
      );
    }
    if (removedTypes.length === 0) {
      for (const type of addedTypes)
        changes.push(changeAt(place, { what: 'content-type-added', path: '', class: 'safe', after: type }));
    }
  }
  for (const [type, old] of before.content) {
    const now = after.content.get(type);
    if (now !== undefined)
      changes.push(...compareSchemas(old, now, 'answer', '').map((f) => changeAt(place, f)));
  }
  return [...changes, ...compareHeaders(place, before, after)];
}

export function compareAnswers(key: string, base: Operation, head: Operation): Change[] {
  const changes: Change[] = [];
  const place = (status: string): Place => ({
    operation: key,
    part: 'answer',
    side: 'answer',
    prefix: 'answer',
    status,
  });
  for (const [status, old] of base.answers) {
    const now = head.answers.get(status);
    if (now !== undefined) {
      changes.push(...compareAnswer(place(status), old, now));
      continue;
    }
    // A success that goes fails the clients that wait for it; an error that goes is one a client of
    // tomorrow no longer expects from today's server.
    const finding: Finding = isSuccess(status)
      ? { what: 'success-status-removed', path: '', class: 'breaking-clients' }
      : { what: 'error-status-removed', path: '', class: 'breaking-servers' };
    changes.push(changeAt(place(status), finding));
  }
  for (const status of head.answers.keys()) {
    if (base.answers.has(status)) continue;
    const finding: Finding = isSuccess(status)
      ? { what: 'success-status-added', path: '', class: 'breaking-clients' }
      : { what: 'error-status-added', path: '', class: 'safe' };
    changes.push(changeAt(place(status), finding));
  }
  return changes;
}
