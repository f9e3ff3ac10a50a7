import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One migration as drizzle-kit wrote it: its tag and its statements, in order. */
export interface SqlMigration {
  tag: string;
  statements: string[];
}

/** The migrations of a drizzle-kit folder, in the journal's order (what the generated module holds). */
export function readMigrationFolder(folder: string): SqlMigration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map(({ tag }) => ({
    tag,
    statements: readFileSync(join(folder, `${tag}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement !== ''),
  }));
}
