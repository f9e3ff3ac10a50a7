import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

import type { StatusCoverage } from '@formation/contract';
import { createMockControls } from '@formation/mock-testing';

import { API, RESULTS_DIR } from './ports';

/**
 * Playwright globalTeardown: which error statuses the contract declares the run made the mock answer.
 * It runs before Playwright stops the webServer (the runner tears its tasks down in reverse order, and
 * the webServer plugin is set up before the global setup and teardown tasks), so the mock is still up.
 * A report that cannot be had never fails the run: it is a measure, not a test.
 */

const FETCH_TIMEOUT_MS = 5_000;

const statuses = (list: readonly number[]) => (list.length === 0 ? '–' : list.join(', '));

function gapsOf(route: StatusCoverage['routes'][number]): string {
  const notes = [
    route.injectedOnly.length > 0 ? `only by injected faults: ${statuses(route.injectedOnly)}` : '',
    route.undeclared.length > 0 ? `answered but not declared: ${statuses(route.undeclared)}` : '',
  ].filter((note) => note !== '');
  return `${statuses(route.missing)}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
}

export function summaryLine({ totals }: StatusCoverage): string {
  return (
    `declared error statuses exercised: ${String(totals.exercised)} of ${String(totals.declared)} ` +
    `(${String(totals.untouched)} ${totals.untouched === 1 ? 'route' : 'routes'} untouched)`
  );
}

export function toMarkdown(report: StatusCoverage): string {
  const rows = report.routes.map((route) =>
    [
      `\`${route.method} ${route.path}\``,
      statuses(route.declared),
      statuses(route.exercised),
      statuses(route.missing),
      statuses(route.successes),
      [
        route.injectedOnly.length > 0 ? `injected only: ${statuses(route.injectedOnly)}` : '',
        route.undeclared.length > 0 ? `**not declared: ${statuses(route.undeclared)}**` : '',
      ]
        .filter((note) => note !== '')
        .join('; '),
    ].join(' | '),
  );
  return [
    '# Status coverage of the e2e run',
    '',
    `${summaryLine(report)}; ${String(report.totals.touched)} of ${String(report.totals.routes)} routes answered something.`,
    '',
    '| Route | Declared errors | Exercised | Missing | Successes | Notes |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
  ].join('\n');
}

async function fetchCoverage(): Promise<StatusCoverage | string> {
  try {
    // Checked against the contract on the way in: a report off the contract throws.
    const reply = await createMockControls({ apiUrl: API }).admin.coverage({
      fetchOptions: { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) },
    });
    return reply.status === 200 ? reply.body : `the mock answered ${String(reply.status)}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export default async function globalTeardown(config: FullConfig): Promise<void> {
  const report = await fetchCoverage();
  if (typeof report === 'string') {
    console.log(`status coverage: not available (${report})`);
    return;
  }
  const outputDir =
    config.projects[0]?.outputDir ?? path.resolve(path.dirname(config.configFile ?? '.'), RESULTS_DIR);
  await mkdir(outputDir, { recursive: true });
  await writeFile(path.join(outputDir, 'status-coverage.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(outputDir, 'status-coverage.md'), toMarkdown(report));

  const gaps = report.routes.filter((r) => r.missing.length > 0 || r.undeclared.length > 0);
  console.log(
    [
      `status coverage: ${summaryLine(report)}; written to ${path.relative(process.cwd(), outputDir) || '.'}/status-coverage.{md,json}`,
      ...gaps.map((route) => `  ${route.method} ${route.path}: ${gapsOf(route)}`),
    ].join('\n'),
  );
}
