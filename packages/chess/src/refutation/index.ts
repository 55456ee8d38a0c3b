export { refutationReason } from './reason.ts';
export { firstWrongMove } from './wrong-move.ts';
export type { LearnerScore, Reason, ReasonKind, RefutationCase } from './types.ts';
