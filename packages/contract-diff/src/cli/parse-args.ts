// The command's arguments: `contract:diff --base A [--head B] [--json FILE] [--consumers FILE…]`,
// `contract:diff usage --project TSCONFIG --name NAME --out FILE`, `contract:diff gate`.
import { parseArgs } from 'node:util';

export class ArgsError extends Error {}

export type DiffArgs = {
  command: 'diff';
  base: string;
  head: string;
  json?: string;
  consumers: string[];
  contractDir: string;
  all: boolean;
};
/** From a TypeScript project (`project`), or from what a QA run exercised on the mock (`coverage`). */
export type UsageArgs = {
  command: 'usage';
  from: { project: string } | { coverage: string };
  name: string;
  out: string;
};
export type GateArgs = {
  command: 'gate';
  baseline: string;
  contractDir: string;
  json?: string;
  update: boolean;
};
export type ParsedArgs = DiffArgs | UsageArgs | GateArgs | { command: 'help' };

export const DEFAULT_CONTRACT_DIR = 'packages/contract';

/** `--consumers a b c` as `--consumers a --consumers b --consumers c`: the files a flag is followed by. */
function spreadConsumers(argv: string[]): string[] {
  const out: string[] = [];
  let inConsumers = false;
  for (const arg of argv) {
    if (arg.startsWith('-')) inConsumers = arg === '--consumers';
    else if (inConsumers && out.at(-1) !== '--consumers') out.push('--consumers');
    out.push(arg);
  }
  return out;
}

const required = (value: string | undefined, flag: string): string => {
  if (value === undefined || value.trim() === '') throw new ArgsError(`${flag} is required`);
  return value;
};

export function parseCliArgs(argv: string[]): ParsedArgs {
  const [first, ...rest] = argv;
  try {
    if (first === 'usage') {
      const { values } = parseArgs({
        args: rest,
        options: {
          project: { type: 'string' },
          coverage: { type: 'string' },
          name: { type: 'string' },
          out: { type: 'string' },
        },
      });
      if ((values.project === undefined) === (values.coverage === undefined)) {
        throw new ArgsError('usage takes either --project TSCONFIG or --coverage FILE');
      }
      return {
        command: 'usage',
        from:
          values.project === undefined ? { coverage: values.coverage ?? '' } : { project: values.project },
        name: required(values.name, '--name'),
        out: required(values.out, '--out'),
      };
    }
    if (first === 'gate') {
      const { values } = parseArgs({
        args: rest,
        options: {
          baseline: { type: 'string' },
          'contract-dir': { type: 'string' },
          json: { type: 'string' },
          update: { type: 'boolean' },
        },
      });
      const contractDir = values['contract-dir'] ?? DEFAULT_CONTRACT_DIR;
      return {
        command: 'gate',
        baseline: values.baseline ?? `${contractDir}/openapi.baseline.json`,
        contractDir,
        update: values.update === true,
        ...(values.json === undefined ? {} : { json: values.json }),
      };
    }
    const { values } = parseArgs({
      args: spreadConsumers(argv),
      options: {
        base: { type: 'string' },
        head: { type: 'string' },
        json: { type: 'string' },
        consumers: { type: 'string', multiple: true },
        'contract-dir': { type: 'string' },
        all: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help === true) return { command: 'help' };
    return {
      command: 'diff',
      base: required(values.base, '--base'),
      head: values.head ?? 'worktree',
      ...(values.json === undefined ? {} : { json: values.json }),
      consumers: values.consumers ?? [],
      contractDir: values['contract-dir'] ?? DEFAULT_CONTRACT_DIR,
      all: values.all === true,
    };
  } catch (error) {
    if (error instanceof ArgsError) throw error;
    throw new ArgsError((error as Error).message);
  }
}

export const HELP = `contract:diff: compares two versions of the API contract, each change with its class.

  pnpm contract:diff --base REF|FILE [--head REF|FILE] [--json FILE] [--consumers FILE…] [--all]
  pnpm contract:diff usage --project TSCONFIG|--coverage FILE --name NAME --out FILE
  pnpm contract:diff gate [--baseline FILE] [--json FILE] [--update]

--base, --head  a git ref of this repository (main, HEAD~3, v1.2.0), "worktree" (the files as they
                are; the default head), a packed contract tarball (.tgz), or an OpenAPI document
                (.json, .yaml). Two contracts are compared on their zod schemas, anything else on
                the OpenAPI documents.
--json FILE     also writes every change as JSON.
--consumers     files written by "usage": each breaking change names the consumers that read it.
--all           lists every safe change too (by default they are counted by kind).
--contract-dir  where the contract package is in the repository (default ${DEFAULT_CONTRACT_DIR}).

usage           records which operations and answer fields a TypeScript project reads (--project),
                or which operations and statuses a QA run went through (--coverage: the mock's
                GET /__mock/coverage after the run).
gate            compares the contract with its baseline (the document of its last release): a
                breaking change needs a major bump, a safe one a patch, from a changeset or the
                version; --update writes the baseline anew (after \`pnpm changeset version\`).

Classes: breaking for existing clients (a client built on base fails against a server built on
head), breaking for existing servers (a server still on base fails a client built on head), safe.
Exit code: 1 when anything breaks, 0 otherwise, 2 on arguments or an input it cannot read.
`;
