import type { ExerciseAnswer, ObjectivePayload } from '@ascend/contract';
import { right, wrong, type CheckResult } from './result.ts';

export function checkObjective(
  payload: ObjectivePayload,
  answer: ExerciseAnswer<'objective_type'>,
): CheckResult {
  if (!payload.options.some((o) => o.id === answer.option_id))
    return wrong('Pick one of the options');
  if (answer.option_id === payload.correct_option_id) return right;
  const correct = payload.options.find((o) => o.id === payload.correct_option_id);
  return wrong(correct ? `The answer is: ${correct.text}` : 'Not this one');
}
