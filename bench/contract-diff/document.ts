/**
 * The OpenAPI document as the mutations see it, a labelled mutation, and the helpers that reach into
 * the document. Every helper throws when its target is missing (or already in the state it would set),
 * so a mutation whose operation or field went away fails loudly instead of testing nothing.
 */
import type { ChangeClass } from '@formation/contract-diff';

export type { ChangeClass };

/** A JSON Schema of the document (the keywords the mutations touch; any other is kept as it is). */
export type Schema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  $ref?: string;
  [keyword: string]: unknown;
};

export type Parameter = {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: Schema;
  [key: string]: unknown;
};

export type MediaType = { schema?: Schema; [key: string]: unknown };

export type Header = { required?: boolean; description?: string; schema: Schema };

export type Answer = {
  description?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, Header>;
  [key: string]: unknown;
};

export type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  operationId?: string;
  deprecated?: boolean;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { description?: string; required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Answer>;
  [key: string]: unknown;
};

export type OpenApiDoc = {
  openapi: string;
  info: Record<string, unknown>;
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Record<string, unknown>> };
  [key: string]: unknown;
};

export type Mutation = {
  id: string;
  description: string;
  /** The worst class of the pair: breaking-clients > breaking-servers > safe. */
  expected: ChangeClass;
  /**
   * Applied to base and head alike, before `apply` on head: the "before" of a change the real document
   * lacks (it declares no answer header and no nullable request field).
   */
  prepare?: (doc: OpenApiDoc) => void;
  apply: (doc: OpenApiDoc) => void;
  /** The head is the base, byte for byte (a no-op pair); any other mutation must change something. */
  identical?: true;
};

/** The operation "GET /courses/{id}". */
export function operation(doc: OpenApiDoc, id: string): Operation {
  const [method = '', path = ''] = id.split(' ');
  const found = doc.paths[path]?.[method.toLowerCase()];
  if (found === undefined) throw new Error(`no operation ${id}`);
  return found;
}

export function answer(doc: OpenApiDoc, id: string, status = '200'): Answer {
  const found = operation(doc, id).responses[status];
  if (found === undefined) throw new Error(`${id}: no answer ${status}`);
  return found;
}

function mediaSchema(content: Record<string, MediaType> | undefined, where: string, type: string): Schema {
  const schema = content?.[type]?.schema;
  if (schema === undefined) throw new Error(`${where}: no ${type} schema`);
  return schema;
}

/** The schema of an answer's body. */
export function answerSchema(doc: OpenApiDoc, id: string, status = '200', type = 'application/json'): Schema {
  return mediaSchema(answer(doc, id, status).content, `${id} ${status}`, type);
}

/** The schema of a request body. */
export function requestSchema(doc: OpenApiDoc, id: string, type = 'application/json'): Schema {
  return mediaSchema(operation(doc, id).requestBody?.content, `${id} request`, type);
}

export function parameter(doc: OpenApiDoc, id: string, where: Parameter['in'], name: string): Parameter {
  const found = operation(doc, id).parameters?.find((p) => p.in === where && p.name === name);
  if (found === undefined) throw new Error(`${id}: no ${where} parameter ${name}`);
  return found;
}

export function parameterSchema(doc: OpenApiDoc, id: string, where: Parameter['in'], name: string): Schema {
  const found = parameter(doc, id, where, name).schema;
  if (found === undefined) throw new Error(`${id}: ${where} parameter ${name} has no schema`);
  return found;
}

/** "courses[].programme[].topics" → courses, [], programme, [], topics; "" is the schema itself. */
function steps(path: string): string[] {
  if (path === '') return [];
  return path.split('.').flatMap((part) => {
    let name = part;
    let arrays = 0;
    while (name.endsWith('[]')) {
      name = name.slice(0, -2);
      arrays += 1;
    }
    return [...(name === '' ? [] : [name]), ...Array.from({ length: arrays }, () => '[]')];
  });
}

function walk(schema: Schema, path: string[], whole: string): Schema {
  let here = schema;
  for (const step of path) {
    const next = step === '[]' ? here.items : here.properties?.[step];
    if (next === undefined) throw new Error(`no ${step} on the way to ${whole}`);
    here = next;
  }
  return here;
}

/** The schema at a field path ("user.fullName", "[].course.title", "results[].tags"). */
export function field(schema: Schema, path: string): Schema {
  return walk(schema, steps(path), path);
}

/** The object holding the field at `path`, and the field's name. */
function owner(schema: Schema, path: string): { parent: Schema; name: string } {
  const all = steps(path);
  const name = all.pop();
  if (name === undefined || name === '[]') throw new Error(`${path} does not name a property`);
  const parent = walk(schema, all, path);
  if (parent.properties?.[name] === undefined) throw new Error(`no field ${path}`);
  return { parent, name };
}

export function removeField(schema: Schema, path: string): Schema {
  const { parent, name } = owner(schema, path);
  Reflect.deleteProperty(parent.properties ?? {}, name);
  if (parent.required !== undefined) parent.required = parent.required.filter((key) => key !== name);
  return schema;
}

/** Renames a property in place (same position, same required state). */
export function renameField(schema: Schema, path: string, to: string): Schema {
  const { parent, name } = owner(schema, path);
  parent.properties = Object.fromEntries(
    Object.entries(parent.properties ?? {}).map(([key, value]) => [key === name ? to : key, value]),
  );
  if (parent.required !== undefined)
    parent.required = parent.required.map((key) => (key === name ? to : key));
  return schema;
}

/** Adds a property to the object at `objectPath` ("" for the schema itself). */
export function addField(
  schema: Schema,
  objectPath: string,
  name: string,
  value: Schema,
  required: boolean,
): Schema {
  const target = field(schema, objectPath);
  if (target.properties === undefined) throw new Error(`${objectPath || 'the body'} has no properties`);
  if (name in target.properties) throw new Error(`${objectPath}.${name} exists already`);
  target.properties[name] = value;
  if (required) target.required = [...(target.required ?? []), name];
  return schema;
}

export function setRequired(schema: Schema, path: string, required: boolean): Schema {
  const { parent, name } = owner(schema, path);
  const list = parent.required ?? [];
  if (list.includes(name) === required)
    throw new Error(`${path} is already ${required ? '' : 'not '}required`);
  parent.required = required ? [...list, name] : list.filter((key) => key !== name);
  return schema;
}

function types(schema: Schema): string[] {
  if (schema.type === undefined) throw new Error('a schema without a type');
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

export function makeNullable(schema: Schema): Schema {
  const list = types(schema);
  if (list.includes('null')) throw new Error('already nullable');
  schema.type = [...list, 'null'];
  if (schema.enum !== undefined) schema.enum = [...schema.enum, null];
  return schema;
}

export function dropNull(schema: Schema): Schema {
  const list = types(schema);
  if (!list.includes('null')) throw new Error('not nullable');
  const rest = list.filter((type) => type !== 'null');
  const [only] = rest;
  schema.type = rest.length === 1 && only !== undefined ? only : rest;
  if (schema.enum !== undefined) schema.enum = schema.enum.filter((value) => value !== null);
  return schema;
}

/**
 * Sets a keyword that must already be there with another value (or, with `absent`, must not be there;
 * a key holding undefined, as the generated document has some, counts as not there).
 */
export function setKeyword(schema: Schema, keyword: string, value: unknown, absent = false): Schema {
  const now = schema[keyword];
  if (absent ? now !== undefined : now === undefined || JSON.stringify(now) === JSON.stringify(value))
    throw new Error(
      `${keyword} is ${absent ? 'already there' : `not there or already ${JSON.stringify(value)}`}`,
    );
  schema[keyword] = value;
  return schema;
}

export function deleteKeyword(schema: Schema, keyword: string): Schema {
  if (schema[keyword] === undefined) throw new Error(`no ${keyword} to remove`);
  Reflect.deleteProperty(schema, keyword);
  return schema;
}

export function enumOf(schema: Schema): unknown[] {
  if (schema.enum === undefined) throw new Error('no enum');
  return schema.enum;
}

/** Renames a key of a record in place, keeping its position. */
export function renameKey<T>(record: Record<string, T>, from: string, to: string): Record<string, T> {
  if (!(from in record)) throw new Error(`no ${from}`);
  if (to in record) throw new Error(`${to} exists already`);
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key === from ? to : key, value]));
}

/** Reverses the order of an object's keys (the values untouched). */
export function reversedKeys<T>(record: Record<string, T>): Record<string, T> {
  const entries = Object.entries(record);
  if (entries.length < 2) throw new Error('nothing to reorder');
  return Object.fromEntries(entries.reverse());
}
