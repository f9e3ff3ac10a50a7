import type { ZodIssue, ZodTypeAny } from 'zod';

import { FALLBACK_MARK, isOurs } from '@formation/contract';

import { EXACT_RULES, type FieldRules } from './field-rules';
import { valueAt, type JsonPath } from './json-path';

/**
 * What differs between a JSON value and a zod 3 schema read as if every object were `.strict()`:
 * - `missing`: a field the schema requires is absent;
 * - `extra`: a field the schema does not declare;
 * - `wrong-type`: another JSON type (or a float where an integer is expected);
 * - `not-allowed`: a value outside an enum, a literal or a discriminator's options;
 * - `format`: the type is right but a refinement fails (length, range, regex, datetime, email, url…);
 * - `fallback`: a field of ours is absent, which is allowed: the message is what the site does then.
 */
export type SchemaIssueKind = 'missing' | 'extra' | 'wrong-type' | 'not-allowed' | 'format' | 'fallback';

export interface SchemaIssue {
  kind: SchemaIssueKind;
  path: JsonPath;
  message: string;
  /** The value seen there; `absent` is true for a missing field. */
  value: unknown;
  absent: boolean;
}

type Schema = ZodTypeAny;

/** What the contract says the site does without a field of ours (the words after FALLBACK_MARK). */
function fallbackOf(field: Schema): string {
  const description = field.description ?? '';
  const at = description.indexOf(FALLBACK_MARK);
  return at === -1
    ? 'a field of ours, absent: the real backend may leave it out'
    : `a field of ours, absent: the site then${description.slice(at + FALLBACK_MARK.length).replace(/\.$/, '')}`;
}
interface LengthCheck {
  value: number;
}

/**
 * The parts of zod 3's schema definitions the walker reads. zod's own def types are generic over
 * `any`, so they are viewed through this union instead; `typeName` is zod's ZodFirstPartyTypeKind.
 */
type DefView =
  | { typeName: 'ZodString' | 'ZodBoolean' | 'ZodBigInt' | 'ZodDate'; coerce?: boolean }
  | { typeName: 'ZodNumber'; checks: readonly { kind: string }[]; coerce?: boolean }
  | { typeName: 'ZodNaN' | 'ZodSymbol' | 'ZodFunction' | 'ZodPromise' | 'ZodMap' | 'ZodSet' }
  | { typeName: 'ZodNull' | 'ZodUndefined' | 'ZodVoid' | 'ZodNever' | 'ZodAny' | 'ZodUnknown' }
  | {
      typeName: 'ZodArray';
      type: Schema;
      minLength: LengthCheck | null;
      maxLength: LengthCheck | null;
      exactLength: LengthCheck | null;
    }
  | { typeName: 'ZodObject'; shape: () => Record<string, Schema>; catchall: Schema }
  | { typeName: 'ZodUnion'; options: readonly Schema[] }
  | {
      typeName: 'ZodDiscriminatedUnion';
      discriminator: string;
      options: readonly Schema[];
      optionsMap: ReadonlyMap<unknown, Schema>;
    }
  | { typeName: 'ZodIntersection'; left: Schema; right: Schema }
  | { typeName: 'ZodTuple'; items: readonly Schema[]; rest: Schema | null }
  | { typeName: 'ZodRecord'; keyType: Schema; valueType: Schema }
  | { typeName: 'ZodLazy'; getter: () => Schema }
  | { typeName: 'ZodLiteral'; value: unknown }
  | { typeName: 'ZodEnum'; values: readonly string[] }
  | { typeName: 'ZodNativeEnum'; values: Readonly<Record<string, string | number>> }
  | { typeName: 'ZodEffects'; schema: Schema; effect: { type: 'refinement' | 'transform' | 'preprocess' } }
  | { typeName: 'ZodOptional' | 'ZodNullable' | 'ZodDefault' | 'ZodCatch' | 'ZodReadonly'; innerType: Schema }
  | { typeName: 'ZodBranded'; type: Schema }
  | { typeName: 'ZodPipeline'; in: Schema; out: Schema }
  | { typeName: '(not zod 3 first-party)' };

const KNOWN_TYPE_NAMES = new Set([
  'ZodString',
  'ZodNumber',
  'ZodNaN',
  'ZodBigInt',
  'ZodBoolean',
  'ZodDate',
  'ZodSymbol',
  'ZodUndefined',
  'ZodNull',
  'ZodAny',
  'ZodUnknown',
  'ZodNever',
  'ZodVoid',
  'ZodArray',
  'ZodObject',
  'ZodUnion',
  'ZodDiscriminatedUnion',
  'ZodIntersection',
  'ZodTuple',
  'ZodRecord',
  'ZodMap',
  'ZodSet',
  'ZodFunction',
  'ZodLazy',
  'ZodLiteral',
  'ZodEnum',
  'ZodEffects',
  'ZodNativeEnum',
  'ZodOptional',
  'ZodNullable',
  'ZodDefault',
  'ZodCatch',
  'ZodPromise',
  'ZodBranded',
  'ZodPipeline',
  'ZodReadonly',
]);

function defOf(schema: Schema): DefView {
  const def = schema._def as { typeName?: unknown };
  if (typeof def.typeName === 'string' && KNOWN_TYPE_NAMES.has(def.typeName)) return def as DefView;
  return { typeName: '(not zod 3 first-party)' };
}

/** The JSON type of a value, as messages name it. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A literal as the contract writes it; JSON.stringify alone throws on bigint and drops undefined. */
function literalText(value: unknown): string {
  if (typeof value === 'bigint') return `${value.toString()}n`;
  if (value === undefined || typeof value === 'symbol') return String(value);
  return JSON.stringify(value);
}

const MAX_LISTED = 6;
function listValues(values: readonly unknown[]): string {
  const shown = values.slice(0, MAX_LISTED).map(literalText);
  return values.length > MAX_LISTED ? `${shown.join(' | ')} | …` : shown.join(' | ');
}

function nativeEnumValues(values: Readonly<Record<string, string | number>>): (string | number)[] {
  // TypeScript numeric enums carry reverse entries (value → name): those keys are not members.
  return Object.keys(values)
    .filter((key) => typeof values[values[key] ?? ''] !== 'number')
    .map((key) => values[key])
    .filter((v): v is string | number => v !== undefined);
}

/** What a schema expects, in a few words, for messages. */
export function describeSchema(schema: Schema, depth = 0): string {
  if (depth > 4) return '…';
  const def = defOf(schema);
  switch (def.typeName) {
    case 'ZodString':
      return 'string';
    case 'ZodNumber':
      return def.checks.some((c) => c.kind === 'int') ? 'integer' : 'number';
    case 'ZodBoolean':
      return 'boolean';
    case 'ZodNull':
      return 'null';
    case 'ZodArray':
    case 'ZodTuple':
      return 'array';
    case 'ZodObject':
    case 'ZodRecord':
    case 'ZodDiscriminatedUnion':
      return 'object';
    case 'ZodLiteral':
      return literalText(def.value);
    case 'ZodEnum':
      return listValues(def.values);
    case 'ZodNativeEnum':
      return listValues(nativeEnumValues(def.values));
    case 'ZodUnion':
      return [...new Set(def.options.map((o) => describeSchema(o, depth + 1)))].join(' | ');
    case 'ZodIntersection':
      return describeSchema(def.left, depth + 1);
    case 'ZodNullable':
      return `${describeSchema(def.innerType, depth + 1)} | null`;
    case 'ZodOptional':
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
      return describeSchema(def.innerType, depth + 1);
    case 'ZodBranded':
      return describeSchema(def.type, depth + 1);
    case 'ZodEffects':
      return describeSchema(def.schema, depth + 1);
    case 'ZodPipeline':
      return describeSchema(def.in, depth + 1);
    case 'ZodLazy':
      return describeSchema(def.getter(), depth + 1);
    case 'ZodAny':
    case 'ZodUnknown':
      return 'any value';
    case 'ZodUndefined':
    case 'ZodVoid':
    case 'ZodNever':
      return 'nothing';
    case 'ZodBigInt':
      return 'bigint';
    case 'ZodDate':
      return 'date';
    default:
      return def.typeName;
  }
}

/** Every key an object-like schema declares, through wrappers, unions and intersections. */
function declaredKeys(schema: Schema, seen = new Set<Schema>()): Set<string> {
  if (seen.has(schema)) return new Set();
  seen.add(schema);
  const def = defOf(schema);
  switch (def.typeName) {
    case 'ZodObject':
      return new Set(Object.keys(def.shape()));
    case 'ZodIntersection':
      return new Set([...declaredKeys(def.left, seen), ...declaredKeys(def.right, seen)]);
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return new Set(def.options.flatMap((o) => [...declaredKeys(o, seen)]));
    case 'ZodOptional':
    case 'ZodNullable':
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
      return declaredKeys(def.innerType, seen);
    case 'ZodBranded':
      return declaredKeys(def.type, seen);
    case 'ZodEffects':
      return declaredKeys(def.schema, seen);
    case 'ZodPipeline':
      return declaredKeys(def.in, seen);
    case 'ZodLazy':
      return declaredKeys(def.getter(), seen);
    default:
      return new Set();
  }
}

function issueKindOf(issue: ZodIssue): SchemaIssueKind {
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined' ? 'missing' : 'wrong-type';
    case 'invalid_literal':
    case 'invalid_enum_value':
    case 'invalid_union_discriminator':
      return 'not-allowed';
    case 'unrecognized_keys':
      return 'extra';
    default:
      return 'format';
  }
}

/** zod's refusal of how a date, a time or a date-time is written (ISO 8601). */
const isDateFormat = (issue: ZodIssue) =>
  issue.code === 'invalid_string' &&
  (issue.validation === 'datetime' || issue.validation === 'date' || issue.validation === 'time');

class Walker {
  constructor(private readonly rules: FieldRules) {}

  /**
   * One issue, unless the rules drop it: ignored paths entirely, varying paths for `format` only,
   * but for the format of a date, time or date-time: its value varies, how it is written does not.
   */
  private issue(
    kind: SchemaIssueKind,
    path: JsonPath,
    message: string,
    value: unknown,
    absent = false,
    writtenDate = false,
  ) {
    if (this.rules.isIgnored(path)) return [];
    if (kind === 'format' && !writtenDate && this.rules.isVarying(path)) return [];
    return [{ kind, path, message, value, absent }];
  }

  private wrongType(schema: Schema, value: unknown, path: JsonPath): SchemaIssue[] {
    return this.issue(
      'wrong-type',
      path,
      `expected ${describeSchema(schema)}, got ${jsonTypeOf(value)}`,
      value,
    );
  }

  /** zod's own verdict, its issues sorted into our kinds: for refinements and what has no JSON form. */
  private zodVerdict(schema: Schema, value: unknown, path: JsonPath): SchemaIssue[] {
    let issues: ZodIssue[];
    try {
      const result = schema.safeParse(value);
      if (result.success) return [];
      issues = result.error.issues;
    } catch (error) {
      // A contract transform that throws on this value is still a difference worth reporting.
      const reason = error instanceof Error ? error.message : String(error);
      return this.issue('format', path, `the contract's transform threw: ${reason}`, value);
    }
    return issues.flatMap((issue) => {
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.flatMap((key) =>
          this.issue(
            'extra',
            [...path, ...issue.path, key],
            'not in the contract',
            valueAt(value, [...issue.path, key]),
          ),
        );
      }
      const at = [...path, ...issue.path];
      const seen = valueAt(value, issue.path);
      const kind = issueKindOf(issue);
      return this.issue(kind, at, issue.message, seen, kind === 'missing', isDateFormat(issue));
    });
  }

  walk(schema: Schema, value: unknown, path: JsonPath, allowedExtra?: ReadonlySet<string>): SchemaIssue[] {
    const def = defOf(schema);
    switch (def.typeName) {
      case 'ZodString':
        if (def.coerce === true) return this.zodVerdict(schema, value, path);
        if (typeof value !== 'string') return this.wrongType(schema, value, path);
        return this.zodVerdict(schema, value, path);
      case 'ZodNumber':
        if (def.coerce === true) return this.zodVerdict(schema, value, path);
        if (typeof value !== 'number') return this.wrongType(schema, value, path);
        // An integer is a JSON Schema type of its own (the OpenAPI document says `integer`).
        if (def.checks.some((c) => c.kind === 'int') && !Number.isInteger(value)) {
          return this.wrongType(schema, value, path);
        }
        return this.zodVerdict(schema, value, path);
      case 'ZodBoolean':
        if (def.coerce === true) return this.zodVerdict(schema, value, path);
        return typeof value === 'boolean' ? [] : this.wrongType(schema, value, path);
      case 'ZodBigInt':
      case 'ZodDate':
        // JSON has neither: only a coercing schema can accept what a server sends.
        if (def.coerce === true) return this.zodVerdict(schema, value, path);
        return this.issue(
          'wrong-type',
          path,
          `expected ${describeSchema(schema)}, which JSON cannot carry`,
          value,
        );
      case 'ZodNaN':
      case 'ZodSymbol':
      case 'ZodFunction':
      case 'ZodPromise':
      case 'ZodMap':
      case 'ZodSet':
        return this.issue(
          'wrong-type',
          path,
          `expected ${def.typeName.slice(3)}, which JSON cannot carry`,
          value,
        );
      case 'ZodNull':
        return value === null ? [] : this.wrongType(schema, value, path);
      case 'ZodUndefined':
      case 'ZodVoid':
      case 'ZodNever':
        return value === undefined
          ? []
          : this.issue('extra', path, 'the contract allows nothing here', value);
      case 'ZodAny':
      case 'ZodUnknown':
        return [];
      case 'ZodLiteral':
        if (value === def.value) return [];
        if (jsonTypeOf(value) !== jsonTypeOf(def.value)) return this.wrongType(schema, value, path);
        return this.issue('not-allowed', path, `expected ${describeSchema(schema)}`, value);
      case 'ZodEnum':
        if (typeof value !== 'string') return this.wrongType(schema, value, path);
        return def.values.includes(value)
          ? []
          : this.issue('not-allowed', path, `not one of ${describeSchema(schema)}`, value);
      case 'ZodNativeEnum': {
        const members = nativeEnumValues(def.values);
        if (members.includes(value as string | number)) return [];
        const types = new Set(members.map(jsonTypeOf));
        if (!types.has(jsonTypeOf(value))) return this.wrongType(schema, value, path);
        return this.issue('not-allowed', path, `not one of ${describeSchema(schema)}`, value);
      }
      case 'ZodArray':
        return this.walkArray(def, schema, value, path);
      case 'ZodTuple':
        return this.walkTuple(def, schema, value, path);
      case 'ZodObject':
        return this.walkObject(def, schema, value, path, allowedExtra);
      case 'ZodRecord':
        return this.walkRecord(def, schema, value, path);
      case 'ZodUnion':
        return this.walkUnion(def.options, schema, value, path, allowedExtra);
      case 'ZodDiscriminatedUnion':
        return this.walkDiscriminated(def, schema, value, path, allowedExtra);
      case 'ZodIntersection':
        return this.walkIntersection(def, value, path, allowedExtra);
      case 'ZodOptional':
      case 'ZodDefault':
        return value === undefined ? [] : this.walk(def.innerType, value, path, allowedExtra);
      case 'ZodNullable': {
        if (value === null) return [];
        // "expected string | null" says more than the inner schema's "expected string".
        return this.walk(def.innerType, value, path, allowedExtra).map((issue) =>
          issue.kind === 'wrong-type' && issue.path.length === path.length
            ? { ...issue, message: `expected ${describeSchema(schema)}, got ${jsonTypeOf(value)}` }
            : issue,
        );
      }
      case 'ZodCatch':
        // `.catch()` would hide any difference behind its fallback; the server's value is what counts.
        return this.walk(def.innerType, value, path, allowedExtra);
      case 'ZodReadonly':
        return this.walk(def.innerType, value, path, allowedExtra);
      case 'ZodBranded':
        return this.walk(def.type, value, path, allowedExtra);
      case 'ZodLazy':
        return this.walk(def.getter(), value, path, allowedExtra);
      case 'ZodEffects':
        return this.walkEffects(def, schema, value, path, allowedExtra);
      case 'ZodPipeline': {
        const first = this.walk(def.in, value, path, allowedExtra);
        if (first.length > 0) return first;
        const piped = def.in.safeParse(value);
        if (!piped.success) return this.zodVerdict(def.in, value, path);
        return this.walk(def.out, piped.data, path);
      }
      default:
        // A schema type this walker does not know: zod's verdict, without strictness below it.
        return this.zodVerdict(schema, value, path);
    }
  }

  private walkArray(
    def: Extract<DefView, { typeName: 'ZodArray' }>,
    schema: Schema,
    value: unknown,
    path: JsonPath,
  ): SchemaIssue[] {
    if (!Array.isArray(value)) return this.wrongType(schema, value, path);
    const length = value.length;
    const sizeIssues: SchemaIssue[] = [];
    if (def.exactLength !== null && length !== def.exactLength.value) {
      sizeIssues.push(
        ...this.issue(
          'format',
          path,
          `expected exactly ${def.exactLength.value} items, got ${length}`,
          value,
        ),
      );
    }
    if (def.minLength !== null && length < def.minLength.value) {
      sizeIssues.push(
        ...this.issue('format', path, `expected at least ${def.minLength.value} items, got ${length}`, value),
      );
    }
    if (def.maxLength !== null && length > def.maxLength.value) {
      sizeIssues.push(
        ...this.issue('format', path, `expected at most ${def.maxLength.value} items, got ${length}`, value),
      );
    }
    return [...sizeIssues, ...value.flatMap((item, i) => this.walk(def.type, item, [...path, i]))];
  }

  private walkTuple(
    def: Extract<DefView, { typeName: 'ZodTuple' }>,
    schema: Schema,
    value: unknown,
    path: JsonPath,
  ): SchemaIssue[] {
    if (!Array.isArray(value)) return this.wrongType(schema, value, path);
    const items: unknown[] = value;
    const declared = def.items.flatMap((item, i) =>
      i < items.length
        ? this.walk(item, items[i], [...path, i])
        : item.isOptional()
          ? []
          : this.issue('missing', [...path, i], `expected ${describeSchema(item)}`, undefined, true),
    );
    const rest = items.slice(def.items.length).flatMap((item, j) => {
      const at = [...path, def.items.length + j];
      return def.rest === null
        ? this.issue('extra', at, 'item beyond the tuple the contract declares', item)
        : this.walk(def.rest, item, at);
    });
    return [...declared, ...rest];
  }

  private walkObject(
    def: Extract<DefView, { typeName: 'ZodObject' }>,
    schema: Schema,
    value: unknown,
    path: JsonPath,
    allowedExtra: ReadonlySet<string> | undefined,
  ): SchemaIssue[] {
    if (!isPlainObject(value)) return this.wrongType(schema, value, path);
    const shape = def.shape();
    const declared = Object.entries(shape).flatMap(([key, field]) => {
      const at = [...path, key];
      // JSON has no undefined; a value object built in code may, and it means the same as absent.
      if (!Object.hasOwn(value, key) || value[key] === undefined) {
        if (isOurs(field)) return this.issue('fallback', at, fallbackOf(field), undefined, true);
        return field.isOptional()
          ? []
          : this.issue('missing', at, `expected ${describeSchema(field)}`, undefined, true);
      }
      return this.walk(field, value[key], at);
    });
    // Read as if `.strict()`: an undeclared key is drift, unless a catchall schema declares such keys.
    const hasCatchall = defOf(def.catchall).typeName !== 'ZodNever';
    const undeclared = Object.keys(value)
      .filter((key) => !Object.hasOwn(shape, key) && allowedExtra?.has(key) !== true)
      .flatMap((key) =>
        hasCatchall
          ? this.walk(def.catchall, value[key], [...path, key])
          : this.issue('extra', [...path, key], 'not in the contract', value[key]),
      );
    return [...declared, ...undeclared];
  }

  private walkRecord(
    def: Extract<DefView, { typeName: 'ZodRecord' }>,
    schema: Schema,
    value: unknown,
    path: JsonPath,
  ): SchemaIssue[] {
    if (!isPlainObject(value)) return this.wrongType(schema, value, path);
    return Object.entries(value).flatMap(([key, item]) => {
      const at = [...path, key];
      const keyIssues = this.walk(def.keyType, key, at).map((issue) => ({
        ...issue,
        message: `key ${JSON.stringify(key)}: ${issue.message}`,
      }));
      return [...keyIssues, ...this.walk(def.valueType, item, at)];
    });
  }

  /**
   * A value matching any option is fine. Otherwise the closest option speaks: one whose type fits
   * the value at this level first, then the one with the fewest issues, then the contract's order.
   */
  private walkUnion(
    options: readonly Schema[],
    schema: Schema,
    value: unknown,
    path: JsonPath,
    allowedExtra: ReadonlySet<string> | undefined,
  ): SchemaIssue[] {
    const attempts = options.map((option) => this.walk(option, value, path, allowedExtra));
    if (attempts.some((issues) => issues.length === 0)) return [];
    const typeMisses = (issues: SchemaIssue[]) =>
      issues.some((i) => i.kind === 'wrong-type' && i.path.length === path.length);
    const fitting = attempts.filter((issues) => !typeMisses(issues));
    if (fitting.length === 0) return this.wrongType(schema, value, path);
    // A union of literals: one "not one of" says more than the first literal's "expected".
    const onlyValueMisses = fitting.every(
      (issues) =>
        issues.length === 1 && issues[0]?.kind === 'not-allowed' && issues[0].path.length === path.length,
    );
    if (onlyValueMisses)
      return this.issue('not-allowed', path, `not one of ${describeSchema(schema)}`, value);
    return fitting.reduce((best, issues) => (issues.length < best.length ? issues : best));
  }

  private walkDiscriminated(
    def: Extract<DefView, { typeName: 'ZodDiscriminatedUnion' }>,
    schema: Schema,
    value: unknown,
    path: JsonPath,
    allowedExtra: ReadonlySet<string> | undefined,
  ): SchemaIssue[] {
    if (!isPlainObject(value)) return this.wrongType(schema, value, path);
    const at = [...path, def.discriminator];
    const allowed = listValues([...def.optionsMap.keys()]);
    if (!Object.hasOwn(value, def.discriminator)) {
      return this.issue('missing', at, `expected ${allowed}`, undefined, true);
    }
    const option = def.optionsMap.get(value[def.discriminator]);
    if (option === undefined) {
      return this.issue('not-allowed', at, `not one of ${allowed}`, value[def.discriminator]);
    }
    return this.walk(option, value, path, allowedExtra);
  }

  /** Each side is walked with the other side's keys allowed, so neither reports the other's fields. */
  private walkIntersection(
    def: Extract<DefView, { typeName: 'ZodIntersection' }>,
    value: unknown,
    path: JsonPath,
    allowedExtra: ReadonlySet<string> | undefined,
  ): SchemaIssue[] {
    const withKeys = (other: Schema) => new Set([...(allowedExtra ?? []), ...declaredKeys(other)]);
    const issues = [
      ...this.walk(def.left, value, path, withKeys(def.right)),
      ...this.walk(def.right, value, path, withKeys(def.left)),
    ];
    const seen = new Set<string>();
    return issues.filter((issue) => {
      const key = `${issue.kind} ${JSON.stringify(issue.path)} ${issue.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  private walkEffects(
    def: Extract<DefView, { typeName: 'ZodEffects' }>,
    schema: Schema,
    value: unknown,
    path: JsonPath,
    allowedExtra: ReadonlySet<string> | undefined,
  ): SchemaIssue[] {
    // A preprocess rewrites the value before the inner schema sees it: only zod can say what it becomes.
    if (def.effect.type === 'preprocess') return this.zodVerdict(schema, value, path);
    const inner = this.walk(def.schema, value, path, allowedExtra);
    if (inner.length > 0) return inner;
    // The inner shape holds: the refinement (or a transform's own checks) has the last word.
    return this.zodVerdict(schema, value, path);
  }
}

/**
 * Every difference between a JSON value and a schema, objects read as if `.strict()` all the way down
 * (arrays, unions, optional and nullable fields, effects, lazy schemas…). `rules` drop what an
 * `--ignore` pattern covers and relax the format of varying fields.
 */
export function checkStrict(schema: Schema, value: unknown, rules: FieldRules = EXACT_RULES): SchemaIssue[] {
  return new Walker(rules).walk(schema, value, []);
}
