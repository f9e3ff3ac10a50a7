import { coversPath, namesField, parsePattern, type JsonPath, type PathPattern } from './json-path';

/**
 * Fields whose values legitimately differ from one server, data set or moment to the next
 * (timestamps, tokens, ids, codes). The one list: the help, the README and the checker read it here.
 */
export const DEFAULT_VARYING_FIELDS: readonly string[] = [
  '*At',
  '*Date',
  '*Time',
  'id',
  '*Id',
  'token',
  'access_token',
  'refresh_token',
  'expires_in',
  'code',
];

/** How findings at a path are treated: dropped entirely, or compared by type only. */
export interface FieldRules {
  /** An `--ignore` pattern covers the path: no finding at or below it is reported. */
  isIgnored(path: JsonPath): boolean;
  /** The path's field varies: its format and refinements are not checked, its type still is. */
  isVarying(path: JsonPath): boolean;
}

export interface FieldRuleOptions {
  ignore?: readonly string[];
  varying?: readonly string[];
}

/** Builds the rules; a malformed pattern throws a PatternError naming it. */
export function buildFieldRules(options: FieldRuleOptions = {}): FieldRules {
  const ignore: PathPattern[] = (options.ignore ?? []).map(parsePattern);
  const varying: PathPattern[] = (options.varying ?? DEFAULT_VARYING_FIELDS).map(parsePattern);
  return {
    isIgnored: (path) => ignore.some((pattern) => coversPath(pattern, path)),
    isVarying: (path) => varying.some((pattern) => namesField(pattern, path)),
  };
}

/** No ignore, no varying field: every difference is reported (unit tests of the walker). */
export const EXACT_RULES: FieldRules = { isIgnored: () => false, isVarying: () => false };
