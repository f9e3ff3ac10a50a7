export { arbitraryOf, type Hints, type Mode } from './arbitraries-from-zod';
export {
  HUGE_STRING_BYTES,
  LONG_ID_LENGTH,
  MUTATION_KINDS,
  POLLUTION_MARKER,
  type Mutation,
  type MutationKind,
} from './hostile-samples';
export { defineKey } from './json-positions';
export { hugeString, mutate, mutationsOf } from './mutations';
export { isRawJson, RawJson, toJsonText } from './json-text';
