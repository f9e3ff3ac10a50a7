import ts from 'typescript';

/**
 * The fields of an answer's body, found in its TYPE: for each path (`items[].title`, as in
 * `Change.path`), the declarations its property symbols lead back to. zod's inferred object types
 * are homomorphic mapped types over the `z.object({...})` shape, and TypeScript keeps the
 * declarations of such members: `title` of `z.infer<typeof CourseSchema>` is declared by the
 * `title: z.string()` assignment of the shape, and so is the `title` a consumer reads.
 */
export type AnswerFields = Map<string, Set<ts.Node>>;

/** Deep enough for any body the contract holds; a guard against types that unfold forever. */
const MAX_DEPTH = 16;

/**
 * The body type an entry of `responses` describes: a zod schema's output, the body of
 * `c.otherResponse({ contentType, body })`, or the type of `c.type<T>()`. `c.noBody()` (a unique
 * symbol) has none.
 */
export function bodyTypeOf(checker: ts.TypeChecker, response: ts.Type): ts.Type | undefined {
  const output = checker.getPropertyOfType(response, '_output');
  if (output !== undefined) return checker.getTypeOfSymbol(output);
  const body = checker.getPropertyOfType(response, 'body');
  if (body !== undefined && checker.getPropertyOfType(response, 'contentType') !== undefined) {
    return bodyTypeOf(checker, checker.getTypeOfSymbol(body));
  }
  if (response.flags & ts.TypeFlags.ESSymbolLike) return undefined;
  return response;
}

/**
 * Declarations written in source: a property declared only in a library's `.d.ts` (a Date's
 * `getTime`, a string's `length`) is not a field of the contract.
 */
function sourceDeclarations(symbol: ts.Symbol): ts.Node[] {
  return (symbol.declarations ?? []).filter((node) => !node.getSourceFile().isDeclarationFile);
}

export function answerFields(checker: ts.TypeChecker, body: ts.Type): AnswerFields {
  const fields: AnswerFields = new Map();
  const walking = new Set<ts.Type>();

  const walk = (type: ts.Type, path: string, depth: number): void => {
    // A recursive schema (replies of replies) is walked once along each path.
    if (depth > MAX_DEPTH || walking.has(type)) return;
    walking.add(type);
    const value = checker.getNonNullableType(type);
    if (value.isUnion()) {
      for (const member of value.types) walk(member, path, depth + 1);
    } else if (checker.isArrayType(value) || checker.isTupleType(value)) {
      for (const item of checker.getTypeArguments(value as ts.TypeReference))
        walk(item, `${path}[]`, depth + 1);
    } else if (value.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) {
      for (const property of checker.getPropertiesOfType(value)) {
        const declarations = sourceDeclarations(property);
        if (declarations.length === 0) continue;
        const propertyPath = path === '' ? property.name : `${path}.${property.name}`;
        const known = fields.get(propertyPath) ?? new Set<ts.Node>();
        for (const node of declarations) known.add(node);
        fields.set(propertyPath, known);
        walk(checker.getTypeOfSymbol(property), propertyPath, depth + 1);
      }
    }
    walking.delete(type);
  };

  walk(body, '', 0);
  return fields;
}
