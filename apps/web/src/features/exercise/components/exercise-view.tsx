import { useCallback } from 'react';
import type { ExerciseItem } from '@ascend/contract';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { answered, type CurrentAnswer } from '../state/exercise-slice.ts';
import type { ExerciseProps } from '../types/exercise-props.ts';
import { ExerciseOfType, judgeLocally } from '../types/registry.tsx';

interface ExerciseViewProps {
  exercise: ExerciseItem;
  answer: CurrentAnswer | null;
  onBusy: (busy: boolean) => void;
  shown?: ExerciseProps<'best_move_type'>['shown'];
}

/** Picks the exercise type's component and judges its answer with the shared checker at once. */
export function ExerciseView({ exercise, answer, onBusy, shown }: ExerciseViewProps) {
  const dispatch = useAppDispatch();
  const onAnswer = useCallback(
    (value: unknown, optionId?: string) =>
      dispatch(answered(judgeLocally(exercise, value, optionId))),
    [dispatch, exercise],
  );
  return (
    <ExerciseOfType
      exercise={exercise}
      answer={answer}
      onAnswer={onAnswer}
      onBusy={onBusy}
      shown={shown}
    />
  );
}
