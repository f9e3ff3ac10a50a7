// The one model both readers fill (an OpenAPI document, a zod contract) and the comparison reads: each
// operation's parameters, request bodies, answers and security, each shape as a Schema.

/** JSON's types, with `integer` apart from `number` (every integer is a number). */
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** A bound on a number, a length or a count; `exclusive` for `>` and `<`. */
export type Bound = { value: number; exclusive: boolean };

export type Property = { schema: Schema; required: boolean };

/** A shape, reduced to what decides which values it accepts, plus its description. */
export type Schema = {
  /** Empty: any value. */
  types: Set<JsonType>;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  /** String length, number value, array item count: lower and upper bounds. */
  minLength?: Bound;
  maxLength?: Bound;
  minimum?: Bound;
  maximum?: Bound;
  minItems?: Bound;
  maxItems?: Bound;
  properties?: Map<string, Property>;
  /** Whether an object accepts other properties (a schema: of that shape). */
  additionalProperties?: boolean | Schema;
  items?: Schema;
  /** The alternatives of a union (oneOf, anyOf, z.union), none of them only null. */
  variants?: Schema[];
  /** Checks a schema adds that a document cannot write (zod refinements), by their source. */
  checks?: string[];
  default?: unknown;
  description?: string;
};

export type Parameter = {
  location: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required: boolean;
  schema: Schema;
};

export type Answer = {
  /** By content type; empty for an answer without a body. */
  content: Map<string, Schema>;
  headers: Map<string, Property>;
  description?: string;
};

export type Operation = {
  method: string;
  /** With OpenAPI's `{name}` parameters. */
  path: string;
  summary?: string;
  description?: string;
  parameters: Map<string, Parameter>;
  /** By content type. */
  requestBody?: { required: boolean; content: Map<string, Schema> };
  /** By status: "200", "4XX", "default". */
  answers: Map<string, Answer>;
  /** Each alternative a set of scheme names (OpenAPI's security); [] with no requirement: public. */
  security: string[][];
};

/** Operations by "METHOD /path/{name}". */
export type Api = { operations: Map<string, Operation> };

export const operationKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

/** A ts-rest path (`/courses/:id`) written as OpenAPI writes it (`/courses/{id}`). */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

/** The key of a ts-rest route's operation, as the document's operation would have it. */
export const routeOperationKey = (method: string, path: string): string =>
  operationKey(method, openApiPath(path));

/** The key a parameter is kept under: `query.page`, `header.x-mock-session` (header names lower case). */
export const parameterKey = (location: string, name: string): string =>
  `${location}.${location === 'header' ? name.toLowerCase() : name}`;

export const anySchema = (): Schema => ({ types: new Set() });
