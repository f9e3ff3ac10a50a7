import { describe, expect, it } from 'vitest';

import { readUpload, removeAvatar, restoreUploads, saveAvatar, storedUploads } from './uploads-folder.memory';

const png = { kind: 'png', mimeType: 'image/png', extension: 'png', width: 1, height: 1 } as const;

describe('the in-page uploads folder', () => {
  it('keeps a photo under a new name, serves it, and removes only its owner’s', async () => {
    const path = await saveAvatar('', 7, Uint8Array.from([1, 2, 3]), png);
    expect(path).toMatch(/^avatars\/7-[0-9a-f]{16}\.png$/);
    expect(await readUpload('', path)).toEqual({
      bytes: Uint8Array.from([1, 2, 3]),
      contentType: 'image/png',
    });
    await removeAvatar('', 8, path);
    expect(await readUpload('', path)).not.toBeNull();
    await removeAvatar('', 7, path);
    expect(await readUpload('', path)).toBeNull();
    expect(await readUpload('', 'uploads/courses/pmp.png')).toBeNull();
  });

  it('gives its photos to be saved, and takes them back after a reload', async () => {
    const path = await saveAvatar('', 3, Uint8Array.from([9]), png);
    const saved = storedUploads();
    restoreUploads(new Map());
    expect(await readUpload('', path)).toBeNull();
    restoreUploads(saved);
    expect((await readUpload('', path))?.bytes).toEqual(Uint8Array.from([9]));
  });
});
