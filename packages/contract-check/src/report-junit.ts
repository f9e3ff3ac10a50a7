import { findingText } from './findings';
import type { Report, RouteResult } from './report-model';

/** Characters XML 1.0 cannot hold at all (controls but tab, newline and return), then the five escapes. */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const seconds = (ms: number | null) => ((ms ?? 0) / 1000).toFixed(3);

/** A test case's name: the route's call, and the step of a write round. */
export function caseName(result: RouteResult): string {
  const call = `${result.method} ${result.path} (${result.route})`;
  return result.step === null ? call : `${call}: ${result.step}`;
}

/** What a failed case says in full: its findings, the answer it got, and the call to make it again. */
export function failureDetails(result: RouteResult): string {
  return [
    ...result.findings.map(findingText),
    '',
    `status: ${result.status === null ? '(no answer)' : String(result.status)}`,
    `payload: ${result.payload ?? '(no answer)'}`,
    `reproduce: ${result.curl ?? '(not called)'}`,
  ].join('\n');
}

function testCase(result: RouteResult): string {
  const open = `    <testcase classname="${xmlText(result.route.split('.')[0] ?? result.route)}" name="${xmlText(caseName(result))}" time="${seconds(result.durationMs)}"`;
  const notes =
    result.notes.length === 0
      ? ''
      : `      <system-out>${xmlText(result.notes.map(findingText).join('\n'))}</system-out>\n`;
  switch (result.outcome) {
    case 'ok':
      return notes === '' ? `${open}/>` : `${open}>\n${notes}    </testcase>`;
    case 'skipped':
      return `${open}>\n      <skipped message="${xmlText(result.note ?? '')}"/>\n    </testcase>`;
    case 'drift':
    case 'error': {
      const element = result.outcome === 'drift' ? 'failure' : 'error';
      const first = result.findings[0];
      const message = `${String(result.findings.length)} finding(s)${first === undefined ? '' : `, first: ${findingText(first)}`}`;
      const type = first?.kind ?? result.outcome;
      return `${open}>\n      <${element} message="${xmlText(message)}" type="${xmlText(type)}">${xmlText(failureDetails(result))}</${element}>\n${notes}    </testcase>`;
    }
  }
}

/**
 * The report as JUnit XML, the format CI dashboards read: one test suite for the run, one test case per
 * call of a route (a write round's steps are cases of their own); a drift is a failure, a check that
 * could not be made an error, a route not called skipped. Each failure holds its findings, the payload
 * received and a curl command that makes the call again.
 */
export function renderJunit(report: Report): string {
  const { summary } = report;
  const counts = `tests="${String(summary.results)}" failures="${String(summary.drift)}" errors="${String(summary.error)}" skipped="${String(summary.skipped)}" time="${seconds(report.durationMs)}"`;
  const unreachable = report.reachable
    ? ''
    : `    <system-err>${xmlText(`server unreachable: ${report.unreachableReason ?? 'no answer'}`)}</system-err>\n`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-check" ${counts}>`,
    `  <testsuite name="${xmlText(`contract-check ${report.baseUrl}`)}" ${counts} timestamp="${xmlText(report.startedAt)}">`,
    '    <properties>',
    `      <property name="baseUrl" value="${xmlText(report.baseUrl)}"/>`,
    `      <property name="auth" value="${report.auth}"/>`,
    `      <property name="writes" value="${String(report.writes)}"/>`,
    `      <property name="exitCode" value="${String(report.exitCode)}"/>`,
    '    </properties>',
    ...report.results.map(testCase),
    `${unreachable}  </testsuite>`,
    '</testsuites>',
    '',
  ].join('\n');
}
