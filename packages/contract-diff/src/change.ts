// What contract:diff reports: each change of each operation, with its kind and its class, in one shape
// for the table, the JSON file, the consumers' check and the bench.

/**
 * - `breaking-clients`: a client built on base fails (or loses data) against a server built on head.
 * - `breaking-servers`: a server still on base fails a client built on head.
 * - `safe`: neither.
 * A change that breaks both is reported as breaking clients, with `alsoBreaksServers`.
 */
export type ChangeClass = 'breaking-clients' | 'breaking-servers' | 'safe';

/** Which part of an operation a change is in. */
export type ChangePart = 'operation' | 'security' | 'parameter' | 'request' | 'answer' | 'answer-header';

export type Change = {
  /** "GET /courses/{id}": the method, then the path with OpenAPI's `{name}` parameters. */
  operation: string;
  /** What changed, e.g. `answer-field-removed`, `request-enum-value-added` (listed in KINDS). */
  kind: string;
  class: ChangeClass;
  alsoBreaksServers?: true;
  part: ChangePart;
  /** The answer's status ("200", "4XX", "default") for answers and their headers. */
  status?: string;
  /**
   * Where in the body, parameter or header: property names joined by dots, `[]` for an array's
   * items, "" for the whole body. Parameters are `query.page`, `path.id`, `header.x-mock-session`.
   */
  path?: string;
  /** The value before and after, shortly written ("string", "integer ≥ 1", "['a','b']"). */
  before?: string;
  after?: string;
  /** One sentence for the table. */
  message: string;
  /** Set when consumers are given: which of them read (or call) what the change touches. */
  readBy?: string[];
};

export type DiffReport = {
  base: string;
  head: string;
  /** `zod` when both sides were zod contracts; `openapi` when either was a document. */
  mode: 'zod' | 'openapi';
  changes: Change[];
  /** Consumers given with --consumers, by name. */
  consumers?: string[];
};

/**
 * What a consumer reads of the contract, as `recordUsage` writes it and `--consumers FILE` reads it:
 * the operations it calls, and for each answer status the paths (as in `Change.path`) of the fields
 * it reads. A read of `items[].title` covers a change at `items[].title`, at `items[]` or at `items`;
 * a read of "" is the whole body (a QA run's, from the mock's coverage), and covers any change in it.
 */
export type ConsumerUsage = {
  consumer: string;
  operations: Record<string, { answers: Record<string, string[]> }>;
};
