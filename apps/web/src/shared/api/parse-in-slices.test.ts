import { describe, expect, it } from 'vitest';
import { z, ZodError } from 'zod';

import { BlogListReplySchema, CourseReceivedSchema } from '@formation/contract';

import { testCourse } from '@/testing/test-course';

import { parseInSlices, SHORT_LIST, TASK_BUDGET_MS, type Slicing } from './parse-in-slices';

/** A clock that moves only as items are checked (ITEM_MS each), and a count of the tasks. */
const ITEM_MS = 3;
type TaskCounter = { tasks: number; clock: number; slicing: Slicing };
function taskCounter(): TaskCounter {
  const counter: TaskCounter = {
    tasks: 1,
    clock: 0,
    slicing: {
      nextTask: () => {
        counter.tasks += 1;
        return Promise.resolve();
      },
      now: () => counter.clock,
    },
  };
  return counter;
}
let counter = taskCounter();

const Item = z
  .object({ id: z.number().int(), name: z.string().min(1), extra: z.string().optional() })
  .transform((item) => {
    counter.clock += ITEM_MS;
    return item;
  });
const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index, name: `n${String(index)}`, dropped: 'x' }));

describe('parseInSlices', () => {
  it('gives what parse gives, a long list over tasks that each stop once past the budget', async () => {
    const schema = z.array(Item);
    const value = items(30);
    const expected = schema.parse(value);
    counter = taskCounter();
    expect(await parseInSlices(schema, value, counter.slicing)).toEqual(expected);
    // A task checks items until it has spent more than the budget: 3 items of 3 ms for 8 ms.
    const perTask = Math.floor(TASK_BUDGET_MS / ITEM_MS) + 1;
    expect(counter.tasks).toBe(Math.ceil(30 / perTask));
  });

  it('checks a long list inside an object (the blog’s results) in slices, the rest as parse does', async () => {
    const schema = z.object({
      total: z.number(),
      results: z.array(Item).optional(),
      data: z.array(Item).optional(),
    });
    const value = { total: 20, results: items(20), ignored: true };
    const expected = schema.parse(value);
    counter = taskCounter();
    expect(await parseInSlices(schema, value, counter.slicing)).toEqual(expected);
    expect(counter.tasks).toBe(7);
  });

  it('throws parse’s ZodError, with the path of the wrong item', async () => {
    const value = items(30);
    value[17] = { id: 17, name: '', dropped: 'x' };
    const inList = parseInSlices(z.array(Item), value);
    await expect(inList).rejects.toBeInstanceOf(ZodError);
    await expect(inList).rejects.toMatchObject({ issues: [{ path: [17, 'name'], code: 'too_small' }] });
    const inObject = parseInSlices(z.object({ results: z.array(Item) }), { results: value });
    await expect(inObject).rejects.toMatchObject({ issues: [{ path: ['results', 17, 'name'] }] });
    await expect(
      parseInSlices(z.object({ total: z.number(), results: z.array(Item) }), {
        total: 'x',
        results: items(20),
      }),
    ).rejects.toMatchObject({
      issues: [{ path: ['total'] }],
    });
  });

  it('checks at once what has no long list, a list with a rule on its length, and a strict object', async () => {
    for (const [schema, value] of [
      [z.array(Item), items(SHORT_LIST)],
      [z.array(Item).max(100), items(40)],
      [z.object({ results: z.array(Item) }).strict(), { results: items(40) }],
      [z.string(), 'texte'],
    ] as const) {
      const expected: unknown = schema.parse(value);
      counter = taskCounter();
      expect(await parseInSlices(schema, value, counter.slicing)).toEqual(expected);
      expect(counter.tasks).toBe(1);
    }
    await expect(parseInSlices(z.array(Item).min(50), items(40))).rejects.toBeInstanceOf(ZodError);
  });

  it('reads the contract’s catalogue and blog replies as their schemas do', async () => {
    const courses = Array.from({ length: 20 }, (_, index) => testCourse(index + 1));
    expect(await parseInSlices(z.array(CourseReceivedSchema), courses)).toEqual(
      z.array(CourseReceivedSchema).parse(courses),
    );
    const reply = { total: 1, page: 1, limit: 1, totalPages: 1, results: [] };
    expect(await parseInSlices(BlogListReplySchema, reply)).toEqual(BlogListReplySchema.parse(reply));
  });
});
