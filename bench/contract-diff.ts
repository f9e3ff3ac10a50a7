/**
 * bench/contract-diff: breaking-change detectors side by side on a labelled corpus. Each mutation
 * (contract-diff/mutations-*.ts) changes a deep clone of the contract's OpenAPI document and is
 * labelled with the worst class of the pair (breaking-clients > breaking-servers > safe); each tool
 * judges every (base, head) pair. Prints, per tool, TP/FP/FN/TN with "breaking" (either class) as
 * positive, precision, recall and time; for contract:diff also the exact class. Not a test: it exits 0
 * whatever the figures, and 1 only when a mutation cannot be applied (its target went away).
 *
 *   pnpm -C bench contract-diff [-- --probe]     (--probe: try `npm install @pb33f/openapi-changes` now)
 */
import { parseArgs } from 'node:util';

import { getOpenApiDocument } from '@formation/contract/openapi';

import type { OpenApiDoc } from './contract-diff/document';
import { MUTATIONS, PART_NAMES, type LabelledMutation } from './contract-diff/mutations';
import {
  ahead,
  CLASSES,
  confusionLines,
  missLines,
  ratio,
  score,
  wrongClassLines,
  type Outcome,
  type Score,
} from './contract-diff/score';
import { apiSmartDiff, contractDiff, probePb33f, unavailablePeers, type Tool } from './contract-diff/tools';
import { machineLines } from './machine';

const argv = process.argv.slice(2);
const { values: options } = parseArgs({
  args: argv[0] === '--' ? argv.slice(1) : argv,
  options: { probe: { type: 'boolean', default: false } },
});

const GOAL = 0.98;

type Pair = { base: OpenApiDoc; head: OpenApiDoc };

function pairOf(real: OpenApiDoc, mutation: LabelledMutation): Pair {
  const base = structuredClone(real);
  mutation.prepare?.(base);
  const head = structuredClone(base);
  mutation.apply(head);
  const same = JSON.stringify(head) === JSON.stringify(base);
  if (same !== (mutation.identical === true))
    throw new Error(
      same ? 'the head is the base: the mutation changed nothing' : 'a no-op pair that changed something',
    );
  return { base, head };
}

/** Every mutation applied once first: one that throws stops the bench before any figure. */
function checkCorpus(real: OpenApiDoc): void {
  const failed = MUTATIONS.flatMap((mutation) => {
    try {
      pairOf(real, mutation);
      return [];
    } catch (error) {
      return [`  ${mutation.id}: ${error instanceof Error ? error.message : String(error)}`];
    }
  });
  if (failed.length === 0) return;
  console.error(`${String(failed.length)} mutation(s) could not be applied to the current document:`);
  for (const line of failed) console.error(line);
  process.exit(1);
}

function counts<T extends string>(keys: readonly T[], of: (mutation: LabelledMutation) => T): string {
  return keys.map((key) => `${String(MUTATIONS.filter((m) => of(m) === key).length)} ${key}`).join(', ');
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const real = structuredClone(getOpenApiDocument()) as unknown as OpenApiDoc;
  checkCorpus(real);

  const tools: Tool[] = [
    await contractDiff(),
    apiSmartDiff(),
    ...unavailablePeers(options.probe ? probePb33f() : undefined),
  ];
  const running = tools.flatMap((tool) => (tool.available ? [tool] : []));
  const outcomes = new Map<string, Outcome[]>(running.map((tool) => [tool.name, []]));
  // What a tool reports on an unchanged pair is noise of its own, left out of the lists (not the verdicts).
  const noise = new Map(
    running.map((tool) => [
      tool.name,
      new Set(tool.judge(structuredClone(real), structuredClone(real)).findings),
    ]),
  );
  const times = new Map<string, number>(running.map((tool) => [tool.name, 0]));

  for (const mutation of MUTATIONS) {
    const pair = pairOf(real, mutation);
    for (const tool of running) {
      // Each tool gets its own copies: none can see what another did to its input.
      const base = structuredClone(pair.base);
      const head = structuredClone(pair.head);
      const started = performance.now();
      let outcome: Outcome;
      try {
        outcome = { mutation, verdict: tool.judge(base, head) };
      } catch (error) {
        const threw = error instanceof Error ? error.message : String(error);
        outcome = { mutation, verdict: { positive: true, findings: [] }, threw };
      }
      times.set(tool.name, (times.get(tool.name) ?? 0) + performance.now() - started);
      const known = noise.get(tool.name);
      outcome.verdict.findings = outcome.verdict.findings.filter((finding) => known?.has(finding) !== true);
      outcomes.get(tool.name)?.push(outcome);
    }
  }

  const operations = Object.values(real.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
  console.log('contract-diff: breaking-change detectors side by side on labelled mutations of the contract');
  for (const line of machineLines(['packages/contract-diff', 'bench/contract-diff'])) console.log(line);
  console.log(
    `corpus: ${String(MUTATIONS.length)} mutations of the contract's OpenAPI ${real.openapi} document ` +
      `(${String(operations)} operations): ${counts(CLASSES, (m) => m.expected)}`,
  );
  console.log(`by file: ${counts(PART_NAMES, (m) => m.part)}`);
  for (const tool of tools) console.log(`- ${tool.name}: ${tool.command}`);
  console.log('');

  const scores = new Map<string, Score>();
  console.log('| tool | pairs | TP | FP | FN | TN | precision | recall | time |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const tool of tools) {
    const mine = outcomes.get(tool.name);
    if (!tool.available || mine === undefined) {
      const cells = [tool.name, tool.available ? 'did not run' : tool.reason, ...Array<string>(7).fill('')];
      console.log(`| ${cells.join(' | ')} |`);
      continue;
    }
    const s = score(mine);
    scores.set(tool.name, s);
    const cells = [s.pairs, s.tp, s.fp, s.fn, s.tn].map(String);
    const time = seconds(times.get(tool.name) ?? 0);
    console.log(
      `| ${tool.name} | ${cells.join(' | ')} | ${ratio(s.precision)} | ${ratio(s.recall)} | ${time} |`,
    );
  }
  console.log(
    '\npositive: breaking (breaking-clients or breaking-servers); TP: a breaking pair flagged; FP: a safe pair ' +
      'flagged; time: the tool on every pair, cloning the documents left out; a tool that throws on a pair ' +
      'counts as flagging it (its check would fail) and is listed',
  );
  for (const [name, found] of noise) {
    if (found.size > 0)
      console.log(
        `${name} reports ${String(found.size)} finding(s) on an unchanged pair, left out of the lists below: ${[...found].join('; ').slice(0, 300)}`,
      );
  }

  const mine = outcomes.get('contract:diff');
  const own = scores.get('contract:diff');
  if (mine !== undefined && own !== undefined) {
    console.log(
      `\ncontract:diff exact class (of three): ${String(own.exact ?? 0)}/${String(own.pairs)} (${ratio((own.exact ?? 0) / own.pairs)})`,
    );
    for (const line of confusionLines(mine)) console.log(line);
    const wrong = wrongClassLines(mine);
    console.log(
      `\ncontract:diff, class wrong (${String(mine.filter((o) => o.verdict.predicted !== o.mutation.expected).length)}):`,
    );
    for (const line of wrong.length === 0 ? ['  none'] : wrong) console.log(line);
  }
  for (const tool of running) {
    const list = missLines(outcomes.get(tool.name) ?? []);
    const wrong = (outcomes.get(tool.name) ?? []).filter(
      (o) => o.verdict.positive !== (o.mutation.expected !== 'safe'),
    );
    console.log(
      `\n${tool.name}, misses (FN) and false alarms (FP): ${wrong.length === 0 ? 'none' : String(wrong.length)}`,
    );
    for (const line of list) console.log(line);
  }

  const peers = [...scores.entries()].filter(([name]) => name !== 'contract:diff');
  const met =
    own !== undefined &&
    own.precision >= GOAL &&
    own.recall >= GOAL &&
    peers.every(([, peer]) => ahead(own, peer));
  const figures =
    own === undefined
      ? 'contract:diff did not run'
      : `contract:diff precision ${ratio(own.precision)}, recall ${ratio(own.recall)}; ` +
        peers.map(([name, peer]) => `${name} ${ratio(peer.precision)}, ${ratio(peer.recall)}`).join('; ');
  console.log(
    `\ngoal: contract:diff precision and recall ≥ ${String(GOAL)}, ahead of every peer that ran ` +
      `(at least as good on both, better on one): ${met ? 'MET' : 'NOT MET'} (${figures}; ` +
      `${String(tools.length - running.length)} peers could not run)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
