import { describe, expect, it } from 'vitest';

import { DataSetInvalid } from '@formation/contract';
import { inspectImage } from '@formation/domain';

import { encodePng } from '../images/png-encoder';
import type { Picture } from './data-set-pictures';
import { KeptPictures } from './kept-pictures';

const MB = 1024 * 1024;
const png = encodePng(1, 1, new Uint8Array(4).fill(9));
const image = inspectImage(png);

/** A picture of `mb` megabytes named `name` (the name's digest is not what this file tests). */
function picture(name: string, mb: number): Picture {
  if (image === null) throw new Error('not a picture');
  const bytes = new Uint8Array(mb * MB);
  bytes.set(png);
  return { name: `${name}.png`, bytes, image };
}

const refusal = (run: () => void): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof DataSetInvalid) return error.problems.join('\n');
    throw error;
  }
  return '';
};

describe('the pictures the process keeps', () => {
  it('once full, take new pictures again when the data sets that held the old ones let them go', () => {
    const kept = new KeptPictures(10 * MB);
    const first = {};
    const second = {};
    kept.hold(first, [picture('a', 4), picture('b', 4)]);
    expect(
      refusal(() => {
        kept.hold(second, [picture('c', 4)]);
      }),
    ).toBe(
      'images.json: the mock keeps 10 MB of pictures at most for the data sets alive; with these it would keep 12 MB',
    );
    kept.release(first);
    expect(kept.keptBytes).toBe(0);
    kept.hold(second, [picture('c', 4)]);
    expect(kept.named('c.png')).toBeDefined();
    expect(kept.named('a.png')).toBeUndefined();
  });

  it('keep a picture two data sets hold until the last lets it go, and count its bytes once', () => {
    const kept = new KeptPictures(10 * MB);
    const first = {};
    const second = {};
    kept.hold(first, [picture('a', 4)]);
    kept.hold(second, [picture('a', 4), picture('b', 4)]);
    expect(kept.keptBytes).toBe(8 * MB);
    kept.release(second);
    expect(kept.named('a.png')).toBeDefined();
    expect(kept.named('b.png')).toBeUndefined();
    kept.release(first);
    expect(kept.named('a.png')).toBeUndefined();
  });

  it('let a data set loaded again trade its pictures for new ones within the ceiling', () => {
    const kept = new KeptPictures(10 * MB);
    const holder = {};
    kept.hold(holder, [picture('a', 6)]);
    // 6 MB held, 6 MB more: room only because the data set lets its old picture go as it loads.
    kept.assertRoomFor(holder, [picture('b', 6)]);
    kept.hold(holder, [picture('b', 6)]);
    expect(kept.keptBytes).toBe(6 * MB);
    expect(
      refusal(() => {
        kept.hold({}, [picture('c', 6)]);
      }),
    ).toMatch(/would keep 12 MB$/);
  });
});
