// An OpenAPI 3.x document (parsed JSON or YAML) as the model: every operation of every path, with the
// path's own parameters, references followed, the document's security where an operation has none.
import {
  operationKey,
  parameterKey,
  type Answer,
  type Api,
  type Operation,
  type Parameter,
  type Property,
  type Schema,
} from '../model/api.js';
import { readJsonSchema, type Resolve } from './json-schema.js';
import { isRecord } from './records.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** What a reader cannot read: the command says it and exits 2. */
export class UnreadableInput extends Error {}

export function readDocument(doc: unknown, name = 'the document'): Api {
  if (!isRecord(doc) || !isRecord(doc.paths) || typeof doc.openapi !== 'string') {
    throw new UnreadableInput(`${name} is not an OpenAPI 3 document (no "openapi" version or no "paths")`);
  }
  const resolve: Resolve = (ref) => {
    if (!ref.startsWith('#/'))
      throw new UnreadableInput(`${name}: only references within it are read (${ref})`);
    let node: unknown = doc;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
      node = isRecord(node) ? node[key] : undefined;
    }
    if (node === undefined) throw new UnreadableInput(`${name}: the reference ${ref} leads nowhere`);
    return node;
  };
  const follow = (value: unknown): unknown =>
    isRecord(value) && typeof value.$ref === 'string' ? follow(resolve(value.$ref)) : value;
  const schemaOf = (value: unknown): Schema => readJsonSchema(value, resolve);
  const defaultSecurity = securityOf(doc.security) ?? [];

  const operations = new Map<string, Operation>();
  for (const [path, rawItem] of Object.entries(doc.paths)) {
    const item = follow(rawItem);
    if (!isRecord(item)) continue;
    const shared: unknown[] = Array.isArray(item.parameters) ? (item.parameters as unknown[]) : [];
    for (const method of METHODS) {
      const raw = item[method];
      if (!isRecord(raw)) continue;
      const parameters = new Map<string, Parameter>();
      const own: unknown[] = Array.isArray(raw.parameters) ? (raw.parameters as unknown[]) : [];
      for (const entry of [...shared, ...own]) {
        const parameter = follow(entry);
        if (!isRecord(parameter) || typeof parameter.name !== 'string' || typeof parameter.in !== 'string')
          continue;
        const location = parameter.in as Parameter['location'];
        parameters.set(parameterKey(location, parameter.name), {
          location,
          name: parameter.name,
          required: parameter.required === true || location === 'path',
          schema: schemaOf(parameter.schema ?? contentSchema(parameter.content)),
        });
      }
      const operation: Operation = {
        method: method.toUpperCase(),
        path,
        parameters,
        answers: answersOf(raw.responses, follow, schemaOf),
        security: securityOf(raw.security) ?? defaultSecurity,
      };
      if (typeof raw.summary === 'string') operation.summary = raw.summary;
      if (typeof raw.description === 'string') operation.description = raw.description;
      const body = follow(raw.requestBody);
      if (isRecord(body)) {
        operation.requestBody = {
          required: body.required === true,
          content: contentOf(body.content, schemaOf),
        };
      }
      operations.set(operationKey(method, path), operation);
    }
  }
  return { operations };
}

const contentSchema = (content: unknown): unknown =>
  isRecord(content) ? Object.values(content).map((c) => (isRecord(c) ? c.schema : undefined))[0] : undefined;

function contentOf(content: unknown, schemaOf: (value: unknown) => Schema): Map<string, Schema> {
  const byType = new Map<string, Schema>();
  if (!isRecord(content)) return byType;
  for (const [type, media] of Object.entries(content)) {
    byType.set(type.toLowerCase(), schemaOf(isRecord(media) ? media.schema : undefined));
  }
  return byType;
}

function answersOf(
  responses: unknown,
  follow: (value: unknown) => unknown,
  schemaOf: (value: unknown) => Schema,
): Map<string, Answer> {
  const answers = new Map<string, Answer>();
  if (!isRecord(responses)) return answers;
  for (const [status, raw] of Object.entries(responses)) {
    const response = follow(raw);
    if (!isRecord(response)) continue;
    const headers = new Map<string, Property>();
    for (const [name, rawHeader] of Object.entries(isRecord(response.headers) ? response.headers : {})) {
      const header = follow(rawHeader);
      if (!isRecord(header)) continue;
      headers.set(name.toLowerCase(), {
        required: header.required === true,
        schema: schemaOf(header.schema ?? contentSchema(header.content)),
      });
    }
    const answer: Answer = { content: contentOf(response.content, schemaOf), headers };
    if (typeof response.description === 'string') answer.description = response.description;
    answers.set(status.toUpperCase(), answer);
  }
  return answers;
}

/** OpenAPI's security: a list of alternatives, each the schemes it needs together; `{}` is "none". */
function securityOf(raw: unknown): string[][] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter(isRecord).map((alternative) => Object.keys(alternative).sort());
}
