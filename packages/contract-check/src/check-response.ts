import {
  isAppRouteNoBody,
  isAppRouteOtherResponse,
  isZodType,
  type AppRoute,
  type AppRouteResponse,
} from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';

import type { FieldRules } from './field-rules';
import { isNote, type Finding } from './findings';
import type { Answer } from './http-call';
import { formatPath } from './json-path';
import type { Redactor } from './redaction';
import { checkStrict } from './strict-schema';

export interface AnswerCheck {
  findings: Finding[];
  /** Fields of ours the answer left out (see RouteResult.notes). */
  notes: Finding[];
  /** The parsed body when it was JSON (drift or not): samples are read from it. */
  json: unknown;
  hasJson: boolean;
}

const JSON_CONTENT_TYPE = /^application\/(?:.+\+)?json\b/i;

export function declaredStatuses(route: AppRoute): number[] {
  return Object.keys(route.responses)
    .map(Number)
    .sort((a, b) => a - b);
}

function schemaOf(response: AppRouteResponse): ZodTypeAny | 'no-body' | null {
  if (isAppRouteNoBody(response)) return 'no-body';
  const body: unknown = isAppRouteOtherResponse(response) ? response.body : response;
  return isZodType(body) ? body : null;
}

/**
 * A field of ours absent from 60 courses is one note, at `$[*].programme`: notes say what the server
 * leaves out, not where. Drift keeps its exact path.
 */
function onceEachNote(notes: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return notes.flatMap((finding) => {
    const path = (finding.path ?? '$').replace(/\[\d+\]/g, '[*]');
    if (seen.has(path)) return [];
    seen.add(path);
    return [{ ...finding, path }];
  });
}

/**
 * Checks one answer against its route: the status must be one the route declares, the body JSON
 * (by content type and by syntax), and the JSON must match that status's schema strictly.
 */
export function checkAnswer(
  route: AppRoute,
  answer: Answer,
  rules: FieldRules,
  redactor: Redactor,
): AnswerCheck {
  const none = { notes: [], json: undefined, hasJson: false };
  const response = (route.responses as Record<number, AppRouteResponse | undefined>)[answer.status];
  if (response === undefined) {
    const redirect =
      answer.location === null ? '' : ` (redirect to ${redactor.text(answer.location)}, not followed)`;
    const finding: Finding = {
      kind: 'status',
      path: null,
      message: `status ${answer.status} is not declared for this route (declared: ${declaredStatuses(route).join(', ')})${redirect}`,
      seen: redactor.body(answer.bodyText),
    };
    return { findings: [finding], ...none };
  }

  const schema = schemaOf(response);
  if (schema === 'no-body') {
    if (answer.bodyText === '') return { findings: [], ...none };
    const finding: Finding = {
      kind: 'not-json',
      path: '$',
      message: 'the contract declares no body for this status',
      seen: redactor.body(answer.bodyText),
    };
    return { findings: [finding], ...none };
  }

  const notJson = (message: string): AnswerCheck => ({
    findings: [{ kind: 'not-json', path: '$', message, seen: redactor.body(answer.bodyText) }],
    ...none,
  });
  if (answer.truncated) return notJson('body too large to read in full');
  if (answer.contentType === null || !JSON_CONTENT_TYPE.test(answer.contentType)) {
    return notJson(`content type is ${answer.contentType ?? 'missing'}, not application/json`);
  }
  let json: unknown;
  try {
    json = JSON.parse(answer.bodyText);
  } catch {
    return notJson(answer.bodyText.trim() === '' ? 'empty body' : 'body is not valid JSON');
  }
  // A response typed with c.type<T>() has no runtime schema: its status is checked, its body cannot be.
  if (schema === null) return { findings: [], notes: [], json, hasJson: true };

  const findings = checkStrict(schema, json, rules).map((issue): Finding => ({
    kind: issue.kind,
    path: formatPath(issue.path),
    message: issue.message,
    seen: redactor.value(issue.value, issue.path, issue.absent),
  }));
  return {
    findings: findings.filter((finding) => !isNote(finding)),
    notes: onceEachNote(findings.filter(isNote)),
    json,
    hasJson: true,
  };
}
