import { KIND_LABELS } from './findings';
import { caseName, xmlText as escape } from './report-junit';
import type { Outcome, Report, RouteResult } from './report-model';

const OUTCOME_LABELS: Record<Outcome, string> = {
  ok: 'ok',
  drift: 'drift',
  error: 'error',
  skipped: 'skipped',
};

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-inline-size: 72rem; padding-inline: 1rem; color: #1f2328; }
h1 { font-size: 1.4rem; margin-block-end: .25rem; }
.meta { color: #57606a; margin-block-start: 0; }
.counts { display: flex; flex-wrap: wrap; gap: .5rem; padding: 0; list-style: none; }
.counts li { border: 1px solid #d0d7de; border-radius: .5rem; padding: .25rem .75rem; }
table { border-collapse: collapse; inline-size: 100%; }
th, td { text-align: start; padding: .4rem .5rem; border-block-end: 1px solid #d0d7de; vertical-align: top; }
.badge { border-radius: 1rem; padding: 0 .6rem; font-size: .85rem; white-space: nowrap; }
.ok { background: #dafbe1; } .drift { background: #ffebe9; } .error { background: #fff8c5; } .skipped { background: #eaeef2; }
code, pre { font: 13px/1.45 ui-monospace, monospace; }
pre { background: #f6f8fa; padding: .5rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; }
ul.findings { margin: .25rem 0; padding-inline-start: 1.2rem; }
`;

function details(result: RouteResult): string {
  if (result.outcome === 'skipped') return escape(result.note ?? '');
  const findings = [...result.findings, ...result.notes];
  const list =
    findings.length === 0
      ? escape(result.note ?? '')
      : `<ul class="findings">${findings
          .map(
            (finding) =>
              `<li><code>${escape(finding.path ?? '-')}</code> ${escape(KIND_LABELS[finding.kind])}: ${escape(finding.message)}; seen <code>${escape(finding.seen)}</code></li>`,
          )
          .join('')}</ul>`;
  const call = [
    result.url === null ? '' : `<p>URL: <code>${escape(result.url)}</code></p>`,
    result.payload === null ? '' : `<p>Payload received:</p><pre>${escape(result.payload)}</pre>`,
    result.curl === null ? '' : `<p>To make the call again:</p><pre>${escape(result.curl)}</pre>`,
  ].join('');
  return `${list}<details${result.outcome === 'ok' ? '' : ' open'}><summary>Payload and curl</summary>${call}</details>`;
}

function row(result: RouteResult): string {
  return `<tr><td><code>${escape(caseName(result))}</code></td><td>${result.status === null ? '-' : String(result.status)}</td><td><span class="badge ${result.outcome}">${OUTCOME_LABELS[result.outcome]}</span></td><td>${details(result)}</td></tr>`;
}

/**
 * The report as one HTML page with nothing to fetch (its style inline, no script): the summary, then
 * a row per call with its findings, the payload received and a curl command that makes the call again.
 */
export function renderHtml(report: Report): string {
  const { summary } = report;
  const counts = (['ok', 'drift', 'error', 'skipped'] as const)
    .map((outcome) => `<li><span class="badge ${outcome}">${outcome}</span> ${String(summary[outcome])}</li>`)
    .join('');
  const verdict = {
    0: 'No drift.',
    1: 'The server and the contract disagree, or a check could not be made.',
    2: 'The server could not be reached.',
  }[report.exitCode];
  const who = report.auth === 'none' ? 'anonymous' : `signed in (${report.auth})`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>contract-check: ${escape(report.baseUrl)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>contract-check: ${escape(report.baseUrl)}</h1>
<p class="meta">${escape(report.startedAt)} · ${who} · writes ${report.writes ? 'on' : 'off'} · ${(report.durationMs / 1000).toFixed(1)} s · exit ${String(report.exitCode)}</p>
<p><strong>${verdict}</strong>${report.reachable ? '' : ` ${escape(report.unreachableReason ?? '')}`}</p>
<ul class="counts">${counts}<li>${String(summary.findings)} findings</li><li>${String(summary.notes)} notes</li></ul>
<table>
<thead><tr><th scope="col">Call</th><th scope="col">Status</th><th scope="col">Result</th><th scope="col">Findings</th></tr></thead>
<tbody>
${report.results.map(row).join('\n')}
</tbody>
</table>
</main>
</body>
</html>
`;
}
