// The checker as a library, for scripts that want the report rather than the command's output.
export { checkContract, DEFAULT_MAX_TIME_MS, DEFAULT_TIMEOUT_MS, type CheckOptions } from './check-routes';
export { DEFAULT_VARYING_FIELDS, buildFieldRules, type FieldRules } from './field-rules';
export type { Finding, FindingKind } from './findings';
export { ReportJsonSchema, renderJson } from './report-json';
export type { ExitCode, Outcome, Report, RouteResult } from './report-model';
export { renderTable } from './report-table';
export { runCli } from './run-cli';
export type { AuthOption } from './sign-in';
export { checkStrict, type SchemaIssue, type SchemaIssueKind } from './strict-schema';
export { createProgress, durationText, NO_PROGRESS, type Progress, type ProgressSink } from './progress';
