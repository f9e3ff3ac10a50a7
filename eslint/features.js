import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folders of a feature directory, read once so a new feature is covered. */
export const featuresIn = (path) =>
  readdirSync(join(import.meta.dirname, '..', path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
/** The features of `features` other than `feature`, as a regex alternation. */
export const othersOf = (features, feature) => features.filter((other) => other !== feature).join('|');
