// `contract:diff usage`: a consumer's reads, from its TypeScript sources or from a QA run's coverage.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import type { ConsumerUsage } from '../change.js';
import { UnreadableInput } from '../openapi/read-document.js';
import { usageFromCoverage } from '../usage/from-coverage.js';
import { usageFileText } from '../usage/usage-file.js';
import type { CliIo } from './cli-io.js';
import type { UsageArgs } from './parse-args.js';

async function usageOf(args: UsageArgs, cwd: string): Promise<ConsumerUsage> {
  if ('project' in args.from) {
    // The TypeScript compiler loads only for this.
    const { recordUsage } = await import('../usage/record-usage.js');
    return recordUsage({ project: resolve(cwd, args.from.project), consumer: args.name });
  }
  const file = args.from.coverage;
  let coverage: unknown;
  try {
    coverage = JSON.parse(readFileSync(resolve(cwd, file), 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message.split('\n')[0] ?? ''}`, { cause: error });
  }
  try {
    return usageFromCoverage(coverage, args.name);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

export async function runUsage(args: UsageArgs, io: CliIo): Promise<number> {
  let usage: ConsumerUsage;
  try {
    usage = await usageOf(args, io.cwd);
  } catch (error) {
    // A tsconfig or a file that cannot be read, a project that does not import the contract: one line.
    throw new UnreadableInput((error as Error).message);
  }
  io.writeFile(args.out, usageFileText(usage));
  const count = (n: number, noun: string, nouns = `${noun}s`) => `${n} ${n === 1 ? noun : nouns}`;
  const operations = count(Object.keys(usage.operations).length, 'operation');
  const reads = Object.values(usage.operations).flatMap((o) => Object.values(o.answers));
  io.stdout(
    'project' in args.from
      ? `${args.name} calls ${operations} and reads ${count(reads.flat().length, 'answer field')}: ${args.out}\n`
      : `${args.name} went through ${operations}, ${count(reads.length, 'answer status', 'answer statuses')}: ${args.out}\n`,
  );
  return 0;
}
