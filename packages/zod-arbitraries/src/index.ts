export {
  arbitraryOf,
  defineKey,
  hugeString,
  HUGE_STRING_BYTES,
  LONG_ID_LENGTH,
  mutate,
  MUTATION_KINDS,
  mutationsOf,
  POLLUTION_MARKER,
  type Hints,
  type Mode,
  type Mutation,
  type MutationKind,
} from './arbitraries-from-zod';
export { isRawJson, RawJson, toJsonText } from './json-text';
