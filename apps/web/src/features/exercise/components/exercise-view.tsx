import { useCallback } from 'react';
import { checkAnswer } from '@ascend/chess';
import type { ExerciseItem, ExerciseSpec } from '@ascend/contract';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { playCue } from '../lib/sounds.ts';
import { answered, type CurrentAnswer } from '../state/exercise-slice.ts';
import { BestMoveExercise } from '../types/best-move-exercise.tsx';
import type { ExerciseProps } from '../types/exercise-props.ts';
import { BoardArrangementExercise } from '../types/board-arrangement-exercise.tsx';
import { GameExercise } from '../types/game-exercise.tsx';
import { InfoExercise } from '../types/info-exercise.tsx';
import { MatchingExercise } from '../types/matching-exercise.tsx';
import { ObjectiveExercise } from '../types/objective-exercise.tsx';
import { VisualExercise } from '../types/visual-exercise.tsx';

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
    (value: unknown, optionId?: string) => {
      const verdict = checkAnswer(
        { type: exercise.type, payload: exercise.payload } as ExerciseSpec,
        value,
      );
      playCue(verdict.correct ? 'right' : 'wrong');
      dispatch(
        answered({
          exerciseId: exercise.id,
          value,
          optionId: optionId ?? null,
          correct: verdict.correct,
          reason: verdict.reason ?? null,
        }),
      );
    },
    [dispatch, exercise],
  );
  const common = { answer, onAnswer, onBusy, shown };
  switch (exercise.type) {
    case 'info_type':
      return <InfoExercise exercise={exercise} {...common} />;
    case 'matching_type':
      return <MatchingExercise exercise={exercise} {...common} />;
    case 'objective_type':
      return <ObjectiveExercise exercise={exercise} {...common} />;
    case 'best_move_type':
      return <BestMoveExercise exercise={exercise} {...common} />;
    case 'visual_type':
      return <VisualExercise exercise={exercise} {...common} />;
    case 'board_arrangement':
      return <BoardArrangementExercise exercise={exercise} {...common} />;
    case 'game_type':
      return <GameExercise exercise={exercise} {...common} />;
  }
}
