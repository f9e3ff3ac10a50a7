import { eq } from 'drizzle-orm';

import type { Db } from '../db/database';
import { images } from '../db/schema';

/** A data set's picture as its row holds it (base64), or undefined. */
export function findImageData(db: Db, name: string): string | undefined {
  return db.select({ data: images.data }).from(images).where(eq(images.name, name)).get()?.data;
}
