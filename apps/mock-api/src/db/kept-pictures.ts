import { DataSetInvalid } from '@formation/contract';

import { base64Of } from '../portable/crypto';
import { IMAGES_FILE, PICTURE_PATH, type Picture } from './data-set-pictures';

/**
 * Who holds pictures: a data set's database (the shared one, or a private copy) that a folder with
 * pictures was loaded into, or the seeder of a mock started on a folder (MOCK_DATA_SET), which any
 * reset or new private data set may bring back, so it holds them for as long as the mock runs.
 */
export type PictureHolder = object;

/** All the pictures the process keeps, whichever data sets hold them. */
export const PICTURES_MAX_BYTES = 512 * 1024 * 1024;

const MB = 1024 * 1024;

interface KeptPicture {
  picture: Picture;
  holders: Set<PictureHolder>;
}

/**
 * The pictures of the data sets that live, kept once for the process and counted by holder: a picture
 * goes when the last data set that holds it is dropped, reset or loaded with other files, so the
 * ceiling bounds what the data sets alive show, not everything ever loaded since the start.
 */
export class KeptPictures {
  private readonly pictures = new Map<string, KeptPicture>();
  private readonly namesOf = new Map<PictureHolder, ReadonlySet<string>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The bytes kept now, over every picture once. */
  get keptBytes(): number {
    return this.bytes;
  }

  named(name: string): Picture | undefined {
    return this.pictures.get(name)?.picture;
  }

  /**
   * Refuses, naming `images.json`, pictures that would not fit once `holder` holds them instead of
   * what it holds now: checked before a data set changes, so a refused load leaves it as it was.
   */
  assertRoomFor(holder: PictureHolder, pictures: readonly Picture[]): void {
    const names = new Set(pictures.map((picture) => picture.name));
    let total = this.bytes;
    for (const name of this.namesOf.get(holder) ?? []) {
      const kept = this.pictures.get(name);
      if (kept !== undefined && kept.holders.size === 1 && !names.has(name)) {
        total -= kept.picture.bytes.byteLength;
      }
    }
    const added = new Map(pictures.filter((p) => !this.pictures.has(p.name)).map((p) => [p.name, p]));
    for (const picture of added.values()) total += picture.bytes.byteLength;
    if (total > this.maxBytes) {
      throw new DataSetInvalid([
        `${IMAGES_FILE}: the mock keeps ${String(this.maxBytes / MB)} MB of pictures at most for the data ` +
          `sets alive; with these it would keep ${String(Math.ceil(total / MB))} MB`,
      ]);
    }
  }

  /** `holder` holds these pictures from now on, and no longer those it held before. */
  hold(holder: PictureHolder, pictures: readonly Picture[]): void {
    this.assertRoomFor(holder, pictures);
    const before = this.namesOf.get(holder) ?? new Set<string>();
    const names = new Set<string>();
    for (const picture of pictures) {
      names.add(picture.name);
      const kept = this.pictures.get(picture.name);
      if (kept === undefined) {
        this.pictures.set(picture.name, { picture, holders: new Set([holder]) });
        this.bytes += picture.bytes.byteLength;
      } else kept.holders.add(holder);
    }
    for (const name of before) if (!names.has(name)) this.letGo(holder, name);
    if (names.size === 0) this.namesOf.delete(holder);
    else this.namesOf.set(holder, names);
  }

  /** `holder` holds no picture any more (its data set was dropped or seeded again). */
  release(holder: PictureHolder): void {
    this.hold(holder, []);
  }

  private letGo(holder: PictureHolder, name: string): void {
    const kept = this.pictures.get(name);
    if (kept === undefined) return;
    kept.holders.delete(holder);
    if (kept.holders.size > 0) return;
    this.pictures.delete(name);
    this.bytes -= kept.picture.bytes.byteLength;
  }
}

/** The process's pictures, which /uploads/data-set/{name} serves. */
export const keptPictures = new KeptPictures(PICTURES_MAX_BYTES);

/** The pictures a data set's rows show (`data-set/<name>` in any text), as `images.json` holds them. */
export function picturesShownIn(rows: unknown): { name: string; data: string }[] {
  const names = new Set([...JSON.stringify(rows).matchAll(PICTURE_PATH)].map((match) => match[1] ?? ''));
  return [...names].sort().flatMap((name) => {
    const picture = keptPictures.named(name);
    return picture === undefined ? [] : [{ name, data: base64Of(picture.bytes) }];
  });
}
