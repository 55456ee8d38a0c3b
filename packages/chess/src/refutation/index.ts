export { refutationReason } from './reason.ts';
export type { LearnerScore, Reason, ReasonKind, RefutationCase } from './types.ts';
