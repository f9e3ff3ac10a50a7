import { describe, expect, it } from 'vitest';

import { atTurnEnd } from './turn-end';

const turnOver = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('atTurnEnd', () => {
  it('holds every wait begun in one turn until that turn ends, then lets them go together, in order', async () => {
    const released: string[] = [];
    void atTurnEnd().then(() => released.push('first'));
    void atTurnEnd().then(() => released.push('second'));
    // Microtasks of this turn run first: nothing is let go yet.
    await Promise.resolve();
    await Promise.resolve();
    expect(released).toEqual([]);
    await turnOver();
    expect(released).toEqual(['first', 'second']);
  });

  it('starts afresh on the next turn', async () => {
    await atTurnEnd();
    const released: string[] = [];
    void atTurnEnd().then(() => released.push('next turn'));
    await turnOver();
    expect(released).toEqual(['next turn']);
  });
});
