import ts from 'typescript';

/**
 * Where a value of one type goes to a place typed with another, each property of the place's type
 * with the value's property of the same name: `finalPrice(course)` with
 * `finalPrice(course: { discountedPrice?: number | null })` links the parameter's `discountedPrice`
 * to the contract's, so that reading the first reads the second. Keys are the place's property
 * declarations, values the declarations they take their value from.
 */
export type ValueFlows = Map<ts.Node, Set<ts.Node>>;

/** Levels of properties linked below a value: `course.instructor.name` is two. */
const LINK_DEPTH = 4;

export function valueFlows(checker: ts.TypeChecker, files: readonly ts.SourceFile[]): ValueFlows {
  const flows: ValueFlows = new Map();

  const link = (target: ts.Type, source: ts.Type, depth: number): void => {
    if (depth > LINK_DEPTH || target === source) return;
    for (const place of objectMembers(checker, target)) {
      for (const value of objectMembers(checker, source)) {
        if (place === value) continue;
        for (const placeProperty of checker.getPropertiesOfType(place)) {
          const valueProperty = checker.getPropertyOfType(value, placeProperty.name);
          // A library's types (React's props, the DOM's) lead to no contract: not followed.
          if (valueProperty === undefined || !inSource(placeProperty) || !inSource(valueProperty)) continue;
          for (const declaration of placeProperty.declarations ?? []) {
            const from = flows.get(declaration) ?? new Set<ts.Node>();
            for (const node of valueProperty.declarations ?? []) from.add(node);
            flows.set(declaration, from);
          }
          link(checker.getTypeOfSymbol(placeProperty), checker.getTypeOfSymbol(valueProperty), depth + 1);
        }
      }
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isShorthandPropertyAssignment(node)) {
      // `{ course }` where the literal's type wants a `course`: the variable's value goes there.
      const place = checker.getContextualType(node.parent);
      const property = place && checker.getPropertyOfType(place, node.name.text);
      const value = checker.getShorthandAssignmentValueSymbol(node);
      if (property !== undefined && value !== undefined) {
        link(checker.getTypeOfSymbol(property), checker.getTypeOfSymbolAtLocation(value, node), 0);
      }
    } else if (ts.isExpression(node) && isValuePlace(node)) {
      // The place's (contextual) type is wanted only for values with fields declared in source:
      // most values are strings, numbers, functions or JSX.
      const value = checker.getTypeAtLocation(node);
      const place = hasSourceFields(checker, value) ? checker.getContextualType(node) : undefined;
      if (place !== undefined) link(place, value, 0);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of files) visit(file);
  return flows;
}

/** Every declaration `read` holds, and those their values come from, to the contract's. */
export function throughFlows(read: ReadonlySet<ts.Node>, flows: ValueFlows): Set<ts.Node> {
  const all = new Set(read);
  for (const node of all) {
    // `all` grows while it is walked: a chain (contract → site type → library type) is followed whole.
    for (const from of flows.get(node) ?? []) all.add(from);
  }
  return all;
}

/** Whether a value's type has properties declared in source (the contract's fields among them). */
function hasSourceFields(checker: ts.TypeChecker, type: ts.Type): boolean {
  return objectMembers(checker, type).some((member) => checker.getPropertiesOfType(member).some(inSource));
}

/** Whether a property is declared in source, not only in a library's `.d.ts`. */
function inSource(symbol: ts.Symbol): boolean {
  return symbol.declarations?.some((node) => !node.getSourceFile().isDeclarationFile) === true;
}

/** Where a value goes to a place with a type: an argument, a JSX prop, an initializer, a return. */
function isValuePlace(node: ts.Expression): boolean {
  const parent = node.parent;
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent))
    return parent.arguments?.includes(node) === true;
  if (ts.isJsxExpression(parent)) return ts.isJsxAttribute(parent.parent);
  if (ts.isVariableDeclaration(parent)) return parent.initializer === node && parent.type !== undefined;
  if (ts.isPropertyAssignment(parent)) return parent.initializer === node;
  if (ts.isReturnStatement(parent) || ts.isArrowFunction(parent)) return true;
  return ts.isBinaryExpression(parent) && parent.right === node;
}

/** The object types a type stands for: `null` and `undefined` left out, a union's members, an array's items. */
function objectMembers(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  const value = checker.getNonNullableType(type);
  const members = value.isUnion() ? value.types : [value];
  return members.flatMap((member) =>
    checker.isArrayType(member)
      ? checker.getTypeArguments(member as ts.TypeReference).flatMap((item) => objectMembers(checker, item))
      : member.flags & ts.TypeFlags.Object || member.flags & ts.TypeFlags.Intersection
        ? [member]
        : [],
  );
}
