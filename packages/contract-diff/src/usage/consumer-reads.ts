import ts from 'typescript';

/**
 * The declarations of every property a consumer's files read: `a.b`, `a['b']`, destructuring (in
 * declarations, parameters and assignments). A property symbol read through a type derived from
 * the contract (`z.infer`, `Pick`, ts-rest's client) still has the contract's declarations.
 *
 * A value read as a whole counts its properties as read: spread (`{ ...course }`, `<Card {...course} />`),
 * `Object.keys/values/entries/assign` and `structuredClone` read its own properties (one level: what
 * is done with their values is read where it is done), `JSON.stringify` every level (it writes all).
 */
export function readDeclarations(checker: ts.TypeChecker, files: readonly ts.SourceFile[]): Set<ts.Node> {
  const read = new Set<ts.Node>();
  const addSymbol = (symbol: ts.Symbol | undefined): void => {
    for (const node of symbol?.declarations ?? []) read.add(node);
  };
  /** A property of a value's type, of each member of a union (`Course | null`). */
  const addProperty = (type: ts.Type, name: string): void => {
    for (const member of membersOf(checker, type)) addSymbol(checker.getPropertyOfType(member, name));
  };
  const addWhole = (type: ts.Type, deep: boolean, seen = new Set<ts.Type>()): void => {
    for (const member of membersOf(checker, type)) {
      if (seen.has(member)) continue;
      seen.add(member);
      if (checker.isArrayType(member)) {
        for (const item of checker.getTypeArguments(member as ts.TypeReference)) addWhole(item, deep, seen);
        continue;
      }
      for (const property of checker.getPropertiesOfType(member)) {
        addSymbol(property);
        if (deep) addWhole(checker.getTypeOfSymbol(property), deep, seen);
      }
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node)) {
      addSymbol(checker.getSymbolAtLocation(node.name));
    } else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
      addProperty(checker.getTypeAtLocation(node.expression), node.argumentExpression.text);
    } else if (ts.isObjectBindingPattern(node)) {
      const source = checker.getTypeAtLocation(node);
      for (const element of node.elements) {
        const name = element.propertyName ?? element.name;
        if (element.dotDotDotToken === undefined && (ts.isIdentifier(name) || ts.isStringLiteralLike(name))) {
          addProperty(source, name.text);
        }
      }
    } else if (ts.isShorthandPropertyAssignment(node) || ts.isPropertyAssignment(node)) {
      // In a destructuring assignment (`({ title } = course)`) the name reads the source's property;
      // in any other object literal it writes one (and the checker's lookup would fail an assertion).
      if (ts.isIdentifier(node.name) && isDestructuringTarget(node.parent)) {
        addSymbol(checker.getPropertySymbolOfDestructuringAssignment(node.name));
      }
    } else if (ts.isSpreadAssignment(node) || ts.isJsxSpreadAttribute(node)) {
      addWhole(checker.getTypeAtLocation(node.expression), false);
    } else if (ts.isCallExpression(node)) {
      const whole = WHOLE_VALUE_CALLS.get(calleeName(node));
      for (const argument of whole === undefined ? [] : node.arguments.slice(whole.from)) {
        addWhole(checker.getTypeAtLocation(argument), whole?.deep === true);
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const file of files) visit(file);
  return read;
}

/** The object members of a type: `null` and `undefined` left out, a union's members each. */
function membersOf(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  const value = checker.getNonNullableType(type);
  return value.isUnion() ? value.types : [value];
}

/** Calls that read their arguments whole, from `from` on: every level (`deep`) or their own properties. */
const WHOLE_VALUE_CALLS = new Map([
  ['JSON.stringify', { from: 0, deep: true }],
  ['structuredClone', { from: 0, deep: true }],
  ['Object.keys', { from: 0, deep: false }],
  ['Object.values', { from: 0, deep: false }],
  ['Object.entries', { from: 0, deep: false }],
  ['Object.assign', { from: 1, deep: false }],
]);

/** `JSON.stringify`, `structuredClone`: the callee as written, when it is a name or `name.name`. */
function calleeName(call: ts.CallExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
    return `${callee.expression.text}.${callee.name.text}`;
  }
  return '';
}

/** Whether an object or array literal is (inside) the target of a destructuring assignment. */
function isDestructuringTarget(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isBinaryExpression(parent)) {
    return parent.left === node && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken;
  }
  if (ts.isForOfStatement(parent) || ts.isForInStatement(parent)) return parent.initializer === node;
  if (ts.isPropertyAssignment(parent))
    return parent.initializer === node && isDestructuringTarget(parent.parent);
  if (ts.isArrayLiteralExpression(parent) || ts.isSpreadElement(parent)) return isDestructuringTarget(parent);
  return false;
}
