import { z } from 'zod';

/** A list this long or shorter is checked at once. */
export const SHORT_LIST = 8;

/**
 * How long one task checks items before it lets the browser answer the visitor: well under the
 * 50 ms from which a task counts as blocking, on the phone itself (a course takes 0.5 to 2 ms).
 */
export const TASK_BUDGET_MS = 8;

export type Slicing = {
  /** Resolves in a later task. */
  nextTask: () => Promise<void>;
  /** Milliseconds, as performance.now(). */
  now: () => number;
};

type Scheduler = { yield?: () => Promise<void> };

/**
 * The next task: `scheduler.yield()` where the browser has it, a message otherwise (a chain of
 * zero-delay timers is held to 4 ms each, and a page's fake clock holds timers).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield !== undefined) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

const BROWSER: Slicing = { nextTask, now: () => performance.now() };

type ListSchema = z.ZodArray<z.ZodTypeAny>;

/** A list with no rule on its length, whose items can be checked one by one. */
function listSchemaOf(schema: z.ZodTypeAny): ListSchema | undefined {
  const inner: z.ZodTypeAny = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodTypeAny) : schema;
  if (!(inner instanceof z.ZodArray)) return undefined;
  const { minLength, maxLength, exactLength } = (inner as ListSchema)._def;
  return minLength === null && maxLength === null && exactLength === null ? (inner as ListSchema) : undefined;
}

const isLong = (value: unknown): value is unknown[] => Array.isArray(value) && value.length > SHORT_LIST;

async function parseItems(
  schema: ListSchema,
  items: unknown[],
  path: (string | number)[],
  slicing: Slicing,
): Promise<unknown[]> {
  const parsed: unknown[] = [];
  let taskStart = slicing.now();
  for (const [index, item] of items.entries()) {
    if (slicing.now() - taskStart > TASK_BUDGET_MS) {
      await slicing.nextTask();
      taskStart = slicing.now();
    }
    const result = schema.element.safeParse(item);
    if (!result.success) {
      throw new z.ZodError(
        result.error.issues.map((issue) => ({ ...issue, path: [...path, index, ...issue.path] })),
      );
    }
    parsed.push(result.data);
  }
  return parsed;
}

/**
 * `schema.parse(value)`, with the same result (a wrong answer throws a ZodError with the path of what
 * is wrong), but a long list (the catalogue's courses, or the blog's `results` inside its reply) is
 * checked over several tasks of about TASK_BUDGET_MS each. Checked at once, the catalogue is one
 * task of about 100 ms on a phone, long enough to hold a tap, right when a page refreshes the
 * answers its HTML was built with.
 */
export async function parseInSlices(
  schema: z.ZodTypeAny,
  value: unknown,
  slicing: Slicing = BROWSER,
): Promise<unknown> {
  const list = listSchemaOf(schema);
  if (list !== undefined && isLong(value)) return parseItems(list, value, [], slicing);

  if (
    schema instanceof z.ZodObject &&
    schema._def.unknownKeys !== 'strict' &&
    typeof value === 'object' &&
    value !== null
  ) {
    const record = value as Record<string, unknown>;
    const shape = schema.shape as Record<string, z.ZodTypeAny>;
    const lists = Object.entries(shape).flatMap(([key, field]) => {
      const fieldList = listSchemaOf(field);
      return fieldList !== undefined && isLong(record[key]) ? [{ key, list: fieldList }] : [];
    });
    if (lists.length > 0) {
      const rest = schema.omit(Object.fromEntries(lists.map(({ key }) => [key, true] as const)));
      const parsed = rest.parse(value) as Record<string, unknown>;
      for (const { key, list: fieldList } of lists) {
        parsed[key] = await parseItems(fieldList, record[key] as unknown[], [key], slicing);
      }
      return parsed;
    }
  }
  return schema.parse(value);
}
