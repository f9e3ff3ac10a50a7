import { describe, expect, it } from 'vitest';

import { inTurns } from './in-turn';

/** A work that runs until released, noting when it starts. */
function gated(name: string, log: string[], live: { now: number; most: number }) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const work = async () => {
    live.now += 1;
    live.most = Math.max(live.most, live.now);
    log.push(name);
    await gate;
    live.now -= 1;
    return name;
  };
  return { work, release };
}

describe('inTurns', () => {
  it('runs at most so many works at once, the longest waiter next', async () => {
    const log: string[] = [];
    const live = { now: 0, most: 0 };
    const inTurn = inTurns(2);
    const works = ['a', 'b', 'c', 'd', 'e'].map((name) => gated(name, log, live));
    const done = works.map(({ work }) => inTurn(work));
    await Promise.resolve();
    expect(log).toEqual(['a', 'b']);
    works[1]?.release();
    await done[1];
    expect(log).toEqual(['a', 'b', 'c']);
    // A newcomer waits behind d and e.
    const late = gated('f', log, live);
    const lateDone = inTurn(late.work);
    for (const { release } of works) release();
    late.release();
    expect(await Promise.all([...done, lateDone])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(log).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(live.most).toBe(2);
  });

  it('frees its slot when a work fails', async () => {
    const inTurn = inTurns(1);
    await expect(inTurn(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await inTurn(() => Promise.resolve('next'))).toBe('next');
  });
});
