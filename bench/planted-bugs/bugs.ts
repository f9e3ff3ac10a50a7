/**
 * The planted bugs: one table, each row a realistic backend defect (name, description, the contract's
 * call that reaches it, the transform). `clean` forwards every call untouched.
 */
import type { PlantedBug } from './bug-model';
import { ANSWER_BUGS } from './bugs-in-answers';
import { CALL_BUGS } from './bugs-in-calls';

export const CLEAN: PlantedBug = {
  name: 'clean',
  description: 'no bug: every call and answer forwarded untouched',
  operations: [],
};

export const PLANTED_BUGS: readonly PlantedBug[] = [...CALL_BUGS, ...ANSWER_BUGS];
