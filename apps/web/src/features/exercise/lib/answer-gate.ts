import type { ExerciseType } from '@ascend/contract';

/**
 * The spec's answer flow (§4): info and game cards may always be continued, the others only
 * once the exercise is completed; nothing continues while a board is being played.
 */
export function canContinue(type: ExerciseType, completed: boolean, busy: boolean): boolean {
  if (busy) return false;
  if (type === 'info_type' || type === 'game_type') return true;
  return completed;
}

/** What is sent when Continue is pressed with no answer given (only possible for info and game). */
export function emptyAnswer(type: ExerciseType): unknown {
  return type === 'game_type' ? { moves: [] } : {};
}
