import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';

import { indexedDbStorage } from './indexeddb-storage';

describe('the in-page mock’s data in IndexedDB', () => {
  it('is nothing at first, then what was saved last, read back by another opening', async () => {
    const factory = new IDBFactory();
    const first = indexedDbStorage(factory);
    expect(await first.load()).toBeNull();
    const saved = {
      schema: 'abc',
      image: Uint8Array.from([1, 2, 3]),
      uploads: [['avatars/1-00.png', { bytes: Uint8Array.from([9]), contentType: 'image/png' }]] as [
        string,
        { bytes: Uint8Array; contentType: string },
      ][],
      secret: 's',
    };
    await first.save({ ...saved, secret: 'older' });
    await first.save(saved);
    expect(await indexedDbStorage(factory).load()).toEqual(saved);
  });
});
