// The command as a function of its arguments and its surroundings, so tests run it as a user does.
import { resolve } from 'node:path';

import type { DiffReport } from '../change.js';
import { worstClass } from '../compare/verdict.js';
import { withConsumers } from '../consumers.js';
import { diffSources } from '../diff-sources.js';
import { UnreadableInput } from '../openapi/read-document.js';
import { formatTable } from '../report/table.js';
import { readUsageFile } from '../usage/usage-file.js';
import type { CliIo } from './cli-io.js';
import { ArgsError, HELP, parseCliArgs, type DiffArgs } from './parse-args.js';
import { runGate } from './run-gate.js';
import { runUsage } from './run-usage.js';

/** 1 when anything breaks, 0 otherwise. */
export const exitCodeOf = (report: DiffReport): number => (worstClass(report.changes) === 'safe' ? 0 : 1);

/** A consumer's file, or the one line saying why it cannot be read (exit 2). */
function consumerFile(path: string) {
  try {
    return readUsageFile(path);
  } catch (error) {
    throw new UnreadableInput((error as Error).message);
  }
}

async function runDiff(args: DiffArgs, io: CliIo): Promise<number> {
  const usages = args.consumers.map((file) => consumerFile(resolve(io.cwd, file)));
  let report = await diffSources(args.base, args.head, { cwd: io.cwd, contractDir: args.contractDir });
  if (usages.length > 0) {
    report = {
      ...report,
      changes: withConsumers(report.changes, usages),
      consumers: usages.map((u) => u.consumer),
    };
  }
  io.stdout(formatTable(report, args.all));
  if (args.json !== undefined) io.writeFile(args.json, `${JSON.stringify(report, null, 2)}\n`);
  return exitCodeOf(report);
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    const args = parseCliArgs(argv);
    switch (args.command) {
      case 'help':
        io.stdout(HELP);
        return 0;
      case 'usage':
        return await runUsage(args, io);
      case 'gate':
        return await runGate(args, io);
      case 'diff':
        return await runDiff(args, io);
    }
  } catch (error) {
    if (error instanceof ArgsError) {
      io.stderr(`contract:diff: ${error.message}\n\n${HELP}`);
      return 2;
    }
    if (error instanceof UnreadableInput) {
      io.stderr(`contract:diff: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
