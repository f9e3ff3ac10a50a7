// The contract's gate: the built contract against the OpenAPI document of its last release (the
// baseline, kept in the repository). A breaking change passes only with a major bump, a safe one
// with at least a patch, given by the version already set or by a changeset that says what changed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { compareApis } from '../compare/operations.js';
import { pendingFor } from '../gate/pending-changesets.js';
import { bumpBetween, judge, largest } from '../gate/release-bump.js';
import { readDocument, UnreadableInput } from '../openapi/read-document.js';
import { isRecord } from '../openapi/records.js';
import { formatTable } from '../report/table.js';
import { loadSource } from '../sources/load-source.js';
import type { CliIo } from './cli-io.js';
import type { GateArgs } from './parse-args.js';

/** The root field of the baseline that says which version of the package it was released as. */
export const BASELINE_VERSION = 'x-contract-package-version';

function readJson(file: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isRecord(value)) return value;
  } catch {
    // Said below, with the file's name.
  }
  throw new UnreadableInput(`${file} cannot be read as a JSON object`);
}

export async function runGate(args: GateArgs, io: CliIo): Promise<number> {
  const root = join(io.cwd);
  const manifest = readJson(join(root, args.contractDir, 'package.json'));
  const name = String(manifest.name);
  const version = String(manifest.version);
  const head = await loadSource('worktree', { cwd: root, contractDir: args.contractDir });
  if (head.rawDocument === undefined || head.document === undefined) {
    throw new UnreadableInput(`${args.contractDir} has no OpenAPI document (src/openapi.ts)`);
  }
  const baselineFile = join(root, args.baseline);
  if (args.update) {
    writeFileSync(
      baselineFile,
      `${JSON.stringify({ ...(head.rawDocument as object), [BASELINE_VERSION]: version }, null, 2)}\n`,
    );
    io.stdout(`Baseline written: ${args.baseline} (${name} ${version}).\n`);
    return 0;
  }
  const baseline = readJson(baselineFile);
  const recorded = baseline[BASELINE_VERSION];
  const released = typeof recorded === 'string' ? recorded : '0.0.0';
  const changes = compareApis(readDocument(baseline, args.baseline), head.document);
  const pending = await pendingFor(root, name);
  const verdict = judge(changes, largest([bumpBetween(released, version), pending.bump]));
  const report = {
    base: `${args.baseline} (${released})`,
    head: `${args.contractDir} (${version})`,
    mode: 'openapi' as const,
    changes,
  };
  if (args.json !== undefined)
    io.writeFile(args.json, `${JSON.stringify({ ...report, verdict }, null, 2)}\n`);
  if (changes.length > 0) io.stdout(formatTable(report, false));
  if (pending.undescribed.length > 0) {
    io.stderr(
      `contract gate: a changeset must say what changed: ${pending.undescribed.join(', ')} has no description.\n`,
    );
    return 1;
  }
  if (verdict.ok) {
    io.stdout(
      changes.length === 0
        ? `contract gate: ${name} ${version} matches its baseline.\n`
        : `contract gate: passed, the changes need a ${verdict.needed} bump and ${pending.files.length > 0 ? pending.files.join(', ') : `the version ${version}`} give${pending.files.length === 1 ? 's' : ''} a ${verdict.given} one.\n`,
    );
    return 0;
  }
  io.stderr(
    `contract gate: these changes need a ${verdict.needed} bump of ${name}, and ${verdict.given === 'none' ? 'no changeset gives one' : `the changesets give only a ${verdict.given} one`}.\n` +
      `Describe them in a changeset: run \`pnpm changeset\`, choose ${name}, choose ${verdict.needed}, and say what changed and what a consumer must do.\n`,
  );
  return 1;
}
