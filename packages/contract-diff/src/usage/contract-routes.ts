import ts from 'typescript';

import { routeOperationKey } from '../model/api.js';
import { answerFields, bodyTypeOf, type AnswerFields } from './answer-fields.js';

/** A route of the contract, found in the router's type. */
export type ContractRoute = {
  /** "GET /courses/{id}", as `Change.operation` names it. */
  operation: string;
  /** The route's property declarations in its router (`byId: { … }`): what a call reaches. */
  declarations: ts.Node[];
  /** The body fields of each answer, by status ("200"). */
  answers: Map<string, AnswerFields>;
};

const MAX_NESTING = 8;

/** The string a property's type holds, for `method` and `path` (string literal types). */
function literalOf(checker: ts.TypeChecker, type: ts.Type, name: string): string | undefined {
  const property = checker.getPropertyOfType(type, name);
  const value = property && checker.getTypeOfSymbol(property);
  return value?.isStringLiteral() === true ? value.value : undefined;
}

function answersOf(checker: ts.TypeChecker, responses: ts.Type): Map<string, AnswerFields> {
  const answers = new Map<string, AnswerFields>();
  // The route's own responses and the router's commonResponses, merged by ts-rest's types.
  for (const status of checker.getPropertiesOfType(responses)) {
    const body = bodyTypeOf(checker, checker.getTypeOfSymbol(status));
    answers.set(
      status.name,
      body === undefined ? new Map<string, Set<ts.Node>>() : answerFields(checker, body),
    );
  }
  return answers;
}

/**
 * Every route under the router `routerExport` of the contract module: an object type with `method`,
 * `path` and `responses` is a route (ts-rest's `AppRoute`); any other object is a router.
 */
export function contractRoutes(
  checker: ts.TypeChecker,
  contractFile: ts.SourceFile,
  routerExport: string,
): ContractRoute[] {
  const moduleSymbol = checker.getSymbolAtLocation(contractFile);
  const router =
    moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === routerExport);
  if (router === undefined) {
    throw new Error(`${contractFile.fileName} exports no router named ${routerExport}`);
  }
  const routes: ContractRoute[] = [];
  // Routers nest a level or two; the bound guards against a type that unfolds forever.
  const walk = (type: ts.Type, depth: number): void => {
    if (depth > MAX_NESTING) return;
    for (const property of checker.getPropertiesOfType(type)) {
      const value = checker.getTypeOfSymbol(property);
      const method = literalOf(checker, value, 'method');
      const path = literalOf(checker, value, 'path');
      const responses = checker.getPropertyOfType(value, 'responses');
      if (method !== undefined && path !== undefined && responses !== undefined) {
        routes.push({
          operation: routeOperationKey(method, path),
          declarations: property.declarations ?? [],
          answers: answersOf(checker, checker.getTypeOfSymbol(responses)),
        });
      } else if (value.flags & ts.TypeFlags.Object && !(property.flags & ts.SymbolFlags.Method)) {
        walk(value, depth + 1);
      }
    }
  };
  walk(checker.getTypeOfSymbol(router), 0);
  return routes;
}
