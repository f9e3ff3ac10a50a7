import { getTableColumns, getTableName, type Column } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';

import { fieldRule, leftOutAs, ROW_RULES } from './data-set-field-rules';

/*
 * What a row of each table of a data set looks like in its file, made from drizzle's column metadata
 * (type, null, enum, default), with the JSON columns' shapes and the routes' rules of its fields
 * (data-set-field-rules.ts) written out: a new column is checked without more code.
 */

const Strings = z.array(z.string());
/** What the JSON columns hold, by table and column (the schema types them in schema.ts). */
const JSON_COLUMNS: Readonly<Record<string, Readonly<Record<string, z.ZodTypeAny>>>> = {
  courses: {
    instructor: z
      .object({ name: z.string(), title: z.string(), bio: z.string(), photo: z.string().nullable() })
      .strict()
      .nullable(),
    programme: z.array(z.object({ title: z.string(), topics: Strings }).strict()),
    objectives: Strings,
    prerequisites: Strings,
    included: Strings,
    sessionDates: z.array(
      z.object({ startDate: z.string().date(), endDate: z.string().date(), timeRange: z.string() }).strict(),
    ),
  },
  articles: { tags: Strings },
};

function columnSchema(table: string, name: string, column: Column): z.ZodTypeAny {
  let schema: z.ZodTypeAny;
  const own = JSON_COLUMNS[table]?.[name] ?? fieldRule(table, name, column.dataType === 'string');
  if (own !== undefined) schema = own;
  else if (column.enumValues !== undefined && column.enumValues.length > 0) {
    schema = z.enum(column.enumValues as [string, ...string[]]);
  } else if (column.dataType === 'boolean') schema = z.boolean();
  else if (column.columnType === 'SQLiteInteger') schema = z.number().int();
  else if (column.dataType === 'number') schema = z.number().finite();
  else if (column.dataType === 'string') schema = z.string();
  else throw new Error(`${table}.${name}: a column of type ${column.columnType} has no file form`);
  if (!column.notNull) schema = schema.nullable();
  const leftOut = leftOutAs(table, name);
  // Not a default: zod would check it as if the file held it, and it is no value a file may hold.
  if (leftOut !== undefined)
    return schema.optional().transform((value: unknown) => (value === undefined ? leftOut : value));
  // A column with a default may be left out of a hand-written file; an exported one has every column.
  return column.hasDefault ? schema.optional() : schema;
}

/** A row of the table as its file holds it: every column, by the name the mock's code gives it. */
export function rowSchemaOf(table: SQLiteTable): z.ZodTypeAny {
  const name = getTableName(table);
  const shape = Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [key, columnSchema(name, key, column)]),
  );
  const row = z.object(shape).strict();
  const rules = ROW_RULES[name];
  return z.array(rules === undefined ? row : row.superRefine(rules));
}
