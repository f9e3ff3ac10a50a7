import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { answerBytes, checkedPart, isListOfCheckedParts, listOfChecked } from './checked-parts';

const Item = z.object({ id: z.number().int(), tags: z.array(z.string()) });
const Other = z.object({ id: z.number().int(), tags: z.array(z.string()) });

describe('lists of parts checked once', () => {
  it('a part is what its schema makes of it, frozen to the bottom', () => {
    const part = checkedPart(Item, { id: 1, tags: ['a'], extra: 'dropped' });
    expect(part).toEqual({ id: 1, tags: ['a'] });
    expect(Object.isFrozen(part)).toBe(true);
    expect(Object.isFrozen(part.tags)).toBe(true);
    expect(() => checkedPart(Item, { id: 'one', tags: [] })).toThrow();
  });

  it('a list of parts checked against the element of the answer’s schema is not checked again', () => {
    const list = listOfChecked([
      checkedPart(Item, { id: 1, tags: [] }),
      checkedPart(Item, { id: 2, tags: [] }),
    ]);
    expect(isListOfCheckedParts(z.array(Item), list)).toBe(true);
    expect(isListOfCheckedParts(z.array(Item), listOfChecked([]))).toBe(true);
    expect(Object.isFrozen(list)).toBe(true);
  });

  it('anything else is checked: another schema, a bound on the length, a plain list, a part not checked', () => {
    const part = checkedPart(Item, { id: 1, tags: [] });
    const list = listOfChecked([part]);
    expect(isListOfCheckedParts(z.array(Other), list)).toBe(false);
    expect(isListOfCheckedParts(z.array(Item).min(2), list)).toBe(false);
    expect(isListOfCheckedParts(z.array(Item).max(0), list)).toBe(false);
    expect(isListOfCheckedParts(Item, list)).toBe(false);
    expect(isListOfCheckedParts(z.array(Item), [part])).toBe(false);
    expect(isListOfCheckedParts(z.array(Item), listOfChecked([part, { id: 2, tags: [] }]))).toBe(false);
    expect(isListOfCheckedParts(z.array(Item), listOfChecked([{ ...part }]))).toBe(false);
  });

  it('an answer’s bytes are its JSON, a list of checked parts put together from each part’s', () => {
    const Named = z.object({ id: z.number().int(), name: z.string(), note: z.string().optional() });
    const parts = [
      checkedPart(Named, { id: 1, name: 'Sécurité « réseau » 🔒' }),
      checkedPart(Named, { id: 2, name: 'إدارة المشاريع', note: 'a "quoted" \\ note\n' }),
      checkedPart(Named, { id: 3, name: '' }),
    ];
    const json = (body: unknown) => new TextDecoder().decode(answerBytes(body));
    for (const body of [
      listOfChecked(parts),
      listOfChecked(parts.slice(0, 1)),
      listOfChecked([]),
      parts,
      { parts },
    ]) {
      expect(json(body)).toBe(JSON.stringify(body));
    }
    // Twice: the second time from the kept bytes.
    expect(json(listOfChecked(parts))).toBe(JSON.stringify(parts));
  });
});
