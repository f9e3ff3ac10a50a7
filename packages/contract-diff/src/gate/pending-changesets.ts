// The changesets waiting in .changeset/ (read by changesets' own reader): the largest bump they give
// a package, and whether each one that names it says what changed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import readChangesets from '@changesets/read';

import { largest, type Bump } from './release-bump.js';

export type Pending = { bump: Bump; files: string[]; undescribed: string[] };

export async function pendingFor(root: string, name: string): Promise<Pending> {
  // A repository without changesets bumps by its version alone.
  const changesets = existsSync(join(root, '.changeset')) ? await readChangesets(root) : [];
  const naming = changesets.filter((c) => c.releases.some((r) => r.name === name));
  const bumps = naming.flatMap((c) => c.releases.filter((r) => r.name === name).map((r) => r.type));
  return {
    bump: largest(bumps),
    files: naming.map((c) => `.changeset/${c.id}.md`),
    undescribed: naming.filter((c) => c.summary.trim() === '').map((c) => `.changeset/${c.id}.md`),
  };
}
