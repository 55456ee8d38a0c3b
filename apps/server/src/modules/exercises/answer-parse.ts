import { exerciseAnswers, type ExerciseType } from '@ascend/contract';
import { badRequest } from '../../errors.ts';

/** The answer in its type's shape, or a 400 that says what is wrong with it. */
export function parseAnswer(type: ExerciseType, raw: unknown): unknown {
  const answer = exerciseAnswers[type].safeParse(raw ?? {});
  if (answer.success) return answer.data;
  const issue = answer.error.issues[0]?.message;
  throw badRequest(`This answer does not fit a ${type} exercise: ${issue ?? 'wrong shape'}`, {
    answer: issue ?? 'Invalid answer',
  });
}
