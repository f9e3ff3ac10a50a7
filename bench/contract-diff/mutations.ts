/** The labelled corpus: every mutation with the part of the contract it touches (its file). */
import type { Mutation } from './document';
import { ANSWER_FIELD_MUTATIONS } from './mutations-answer-fields';
import { ANSWER_MUTATIONS } from './mutations-answers';
import { OPERATION_MUTATIONS } from './mutations-operations';
import { REQUEST_MUTATIONS } from './mutations-requests';
import { SAFE_MUTATIONS } from './mutations-safe';
import { SAFE_ANNOTATION_MUTATIONS } from './mutations-safe-annotations';
import { SAFE_LOOKALIKE_MUTATIONS } from './mutations-safe-lookalikes';

export type Part =
  | 'operations & parameters'
  | 'requests'
  | 'answer fields'
  | 'answers'
  | 'safe'
  | 'safe annotations'
  | 'safe look-alikes';

export type LabelledMutation = Mutation & { part: Part };

const PARTS: [Part, Mutation[]][] = [
  ['operations & parameters', OPERATION_MUTATIONS],
  ['requests', REQUEST_MUTATIONS],
  ['answer fields', ANSWER_FIELD_MUTATIONS],
  ['answers', ANSWER_MUTATIONS],
  ['safe', SAFE_MUTATIONS],
  ['safe annotations', SAFE_ANNOTATION_MUTATIONS],
  ['safe look-alikes', SAFE_LOOKALIKE_MUTATIONS],
];

export const PART_NAMES: readonly Part[] = PARTS.map(([part]) => part);

export const MUTATIONS: LabelledMutation[] = PARTS.flatMap(([part, list]) =>
  list.map((m) => ({ ...m, part })),
);

const seen = new Set<string>();
for (const { id } of MUTATIONS) {
  if (seen.has(id)) throw new Error(`two mutations named ${id}`);
  seen.add(id);
}
