/**
 * Records what a consumer (the site, or any TypeScript project that imports the contract) reads of
 * the contract, by static analysis with the TypeScript compiler: the operations it calls and, for
 * each answer status, the body fields it reads.
 *
 * How: the contract router's TYPE gives each route, its answers and their fields, each field with
 * the declaration in the contract's source it leads back to (`answer-fields.ts`). Every property a
 * consumer's source reads leads back to declarations too (`consumer-reads.ts`), directly when its
 * type derives from the contract (`z.infer`, `Pick`, ts-rest's client), or through the places a
 * contract value was passed to when they are typed with the consumer's own interfaces
 * (`value-flows.ts`). A route is called when a read reaches its declaration (`api.courses.byId`), a
 * field is read when a read reaches its. The source counted is the consumer's own (no tests, demos,
 * scripts) and, by default, the workspace libraries it imports (`consumer-files.ts`).
 *
 * Limits, all on the side of recording too much or too little without saying so:
 * - A field is read or not, whatever the answer it came from: reading `title` of one course marks
 *   `title` in every called operation whose body holds that schema, and reading the error body's
 *   `message` marks it in every status answered with it. Links through the consumer's interfaces
 *   are by property name, wherever a value goes (an argument, a JSX prop, an initializer, a return).
 * - Reads through `any`/`unknown`, computed keys (`course[key]`), `in`, a value rebuilt field by
 *   field into a type of the consumer's before the read (`{ price: course.discountedPrice }` is read
 *   as `discountedPrice`, but what is read of the new object is not followed back), or code in
 *   node_modules (a table component reading columns by name) are missed.
 * - A body that is not an object (a string, a list of numbers) has no fields to record; neither
 *   has a record's values (`z.record`): only named properties are recorded. A called operation
 *   whose answers' fields are never read is listed with no (or fewer) statuses.
 * - A call reached another way than through a property of the router (a route object passed around
 *   by value, `client[name]`) is missed.
 */
import type ts from 'typescript';

import type { ConsumerUsage } from '../change.js';
import { isConsumerSource } from './consumer-files.js';
import { loadConsumerProgram } from './consumer-program.js';
import { readDeclarations } from './consumer-reads.js';
import { contractRoutes } from './contract-routes.js';
import { throughFlows, valueFlows } from './value-flows.js';

export type RecordUsageOptions = {
  /** The consumer's tsconfig.json. */
  project: string;
  /** Its name in the report ("web"). */
  consumer: string;
  /** The contract's module, as the consumer imports it (default `@formation/contract`). */
  contractModule?: string;
  /** The contract module's export holding every route (default `contract`). */
  routerExport?: string;
  /**
   * Which of the project's files count, by path from the tsconfig's folder (`/`-separated); by
   * default its source, not its tests, test helpers, end-to-end suites, demos or scripts.
   */
  includeFile?: (relativePath: string) => boolean;
  /**
   * Also count the source those files import from outside the project, such as a workspace library
   * that reads answers for it (default true). Never node_modules, never the contract itself.
   */
  followImports?: boolean;
};

export function recordUsage(options: RecordUsageOptions): ConsumerUsage {
  const { checker, contractFile, sourceFiles } = loadConsumerProgram({
    project: options.project,
    contractModule: options.contractModule ?? '@formation/contract',
    includeFile: options.includeFile ?? isConsumerSource,
    followImports: options.followImports ?? true,
  });
  const read = throughFlows(readDeclarations(checker, sourceFiles), valueFlows(checker, sourceFiles));
  const isRead = (declarations: Iterable<ts.Node>): boolean =>
    [...declarations].some((node) => read.has(node));

  const operations: ConsumerUsage['operations'] = {};
  for (const route of contractRoutes(checker, contractFile, options.routerExport ?? 'contract')) {
    if (!isRead(route.declarations)) continue;
    // Two routes may share an operation (a JSON and a form update of one path): their reads add up.
    const answers = (operations[route.operation] ??= { answers: {} }).answers;
    for (const [status, fields] of route.answers) {
      const paths = [...fields].filter(([, declarations]) => isRead(declarations)).map(([path]) => path);
      if (paths.length > 0) answers[status] = [...(answers[status] ?? []), ...paths];
    }
  }
  return { consumer: options.consumer, operations: sortedUsage(operations) };
}

/** Operations, statuses and paths in order, each path once: the same project gives the same file. */
function sortedUsage(operations: ConsumerUsage['operations']): ConsumerUsage['operations'] {
  const byKey = <T>(entries: [string, T][]) => entries.sort(([a], [b]) => inOrder(a, b));
  return Object.fromEntries(
    byKey(Object.entries(operations)).map(([operation, { answers }]) => [
      operation,
      {
        answers: Object.fromEntries(
          byKey(Object.entries(answers)).map(([status, paths]) => [
            status,
            [...new Set(paths)].sort(inOrder),
          ]),
        ),
      },
    ]),
  );
}

/** By code unit, not by locale: the file must not change with the machine's language. */
function inOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
