/**
 * The tools on the bench, each turning a (base, head) pair into a verdict: contract:diff (the worst
 * class of its changes), api-smart-diff (breaking when any diff is), and the peers that cannot be
 * installed here, with the reason.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { apiDiff } from 'api-smart-diff';

import type { Change, ChangeClass } from '@formation/contract-diff';

export type Verdict = {
  /** Breaking (either class) or not. */
  positive: boolean;
  /** Set by the tools that tell which side breaks. */
  predicted?: ChangeClass;
  /** What the tool reported, shortly, for the lists of misses. */
  findings: string[];
};

export type Tool =
  | { name: string; command: string; available: true; judge: (base: unknown, head: unknown) => Verdict }
  | { name: string; command: string; available: false; reason: string };

const RANK: Record<ChangeClass, number> = { safe: 0, 'breaking-servers': 1, 'breaking-clients': 2 };

export function worse(a: ChangeClass, b: ChangeClass): ChangeClass {
  return RANK[b] > RANK[a] ? b : a;
}

function describeChange(change: Change): string {
  const where = [change.status, change.path].filter((part) => part !== undefined && part !== '').join(' ');
  return `${change.class} ${change.kind} @ ${change.operation}${where === '' ? '' : ` ${where}`}`;
}

/** contract:diff, loaded when the bench starts: a package that does not load is a row that says why. */
export async function contractDiff(): Promise<Tool> {
  const name = 'contract:diff';
  const command =
    'diffDocuments(base, head) from @formation/contract-diff; verdict: the worst class of its changes';
  try {
    const { diffDocuments } = await import('@formation/contract-diff');
    return {
      name,
      command,
      available: true,
      judge: (base, head) => {
        const { changes } = diffDocuments(base, head);
        const predicted = changes.reduce<ChangeClass>((worst, change) => worse(worst, change.class), 'safe');
        return { positive: predicted !== 'safe', predicted, findings: changes.map(describeChange) };
      },
    };
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    return { name, command, available: false, reason: `does not load: ${reason}` };
  }
}

/** The fields of an api-smart-diff diff this bench reads (its own type leaves before/after as any). */
type SmartDiff = { type: string; action: string; path: readonly (string | number)[]; description?: string };

function smartDiffVersion(): string {
  const require = createRequire(import.meta.url);
  // Its exports leave package.json out: the entry is dist/index.cjs, the package folder one up.
  const file = join(dirname(require.resolve('api-smart-diff')), '..', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export function apiSmartDiff(): Tool {
  return {
    name: 'api-smart-diff',
    command: `api-smart-diff ${smartDiffVersion()}: apiDiff(base, head); breaking when any diff has type breaking`,
    available: true,
    judge: (base, head) => {
      const diffs: readonly SmartDiff[] = apiDiff(base, head);
      const breaking = diffs.filter((diff) => diff.type === 'breaking');
      const shown = breaking.length > 0 ? breaking : diffs;
      return {
        positive: breaking.length > 0,
        findings: shown.map(
          (diff) => `${diff.type} ${diff.description ?? `${diff.action} ${diff.path.join('.')}`}`,
        ),
      };
    },
  };
}

/** What `npm install` of the pb33f wrapper ends with when its postinstall cannot fetch the binary. */
const PB33F_REASON =
  'its postinstall downloads the Go binary from github.com release assets (openapi-changes_<version>_linux_x86_64.tar.gz), ' +
  'which is not reachable here (npm install fails: getaddrinfo ENOTFOUND github.com)';

/** Runs `npm install @pb33f/openapi-changes` in a scratch folder now, and returns why it failed (or null). */
export function probePb33f(): string | null {
  const folder = mkdtempSync(join(tmpdir(), 'bench-pb33f-'));
  try {
    spawnSync('npm', ['init', '-y'], { cwd: folder, encoding: 'utf8' });
    const run = spawnSync('npm', ['install', '--no-audit', '--no-fund', '@pb33f/openapi-changes'], {
      cwd: folder,
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (run.status === 0) return null;
    const lines = `${run.stderr}\n${run.stdout}`.split('\n');
    const cause = lines.find((line) => /ENOTFOUND|ECONNREFUSED|ETIMEDOUT|fetching from URL/.test(line));
    return `npm install exited ${String(run.status)}${cause === undefined ? '' : `: ${cause.replace(/^npm error\s*/, '')}`}`;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function unavailablePeers(probed: string | null | undefined): Tool[] {
  const pb33f =
    probed === null
      ? 'installed from the registry in a scratch folder just now, but this bench does not drive its binary'
      : `not installable from the registry alone: ${probed ?? PB33F_REASON}`;
  return [
    {
      name: '@pb33f/openapi-changes',
      command: 'openapi-changes summary base.json head.json',
      available: false,
      reason: pb33f,
    },
    {
      name: 'oasdiff',
      command: 'oasdiff breaking base.json head.json',
      available: false,
      reason:
        'not installable here: a Go binary, released on GitHub (not reachable) and not on the npm registry',
    },
  ];
}
