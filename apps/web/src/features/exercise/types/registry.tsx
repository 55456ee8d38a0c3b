import type { ComponentType } from 'react';
import { checkAnswer } from '@ascend/chess';
import type { ExerciseItem, ExerciseSpec, ExerciseType } from '@ascend/contract';
import { playCue } from '../lib/sounds.ts';
import type { CurrentAnswer } from '../state/exercise-slice.ts';
import { BestMoveExercise } from './best-move-exercise.tsx';
import { BoardArrangementExercise } from './board-arrangement-exercise.tsx';
import type { ExerciseProps } from './exercise-props.ts';
import { GameExercise } from './game-exercise.tsx';
import { InfoExercise } from './info-exercise.tsx';
import { MatchingExercise } from './matching-exercise.tsx';
import { ObjectiveExercise } from './objective-exercise.tsx';
import { VisualExercise } from './visual-exercise.tsx';

/**
 * One component per exercise type, in one place: the lesson player (exercise-view.tsx) and
 * practice (practice-item.tsx) both render through it. A new type is one entry here, and the
 * mapped type makes a missing one a type error.
 */
export const exerciseComponents: { [T in ExerciseType]: ComponentType<ExerciseProps<T>> } = {
  info_type: InfoExercise,
  matching_type: MatchingExercise,
  objective_type: ObjectiveExercise,
  best_move_type: BestMoveExercise,
  visual_type: VisualExercise,
  board_arrangement: BoardArrangementExercise,
  game_type: GameExercise,
};

/** The exercise in its type's component. */
export function ExerciseOfType(props: ExerciseProps<ExerciseType>) {
  const Component = exerciseComponents[props.exercise.type] as ComponentType<
    ExerciseProps<ExerciseType>
  >;
  return <Component {...props} />;
}

/**
 * The learner's answer judged at once by the shared checker, with its sound: what the player
 * shows before (or without) the server's verdict.
 */
export function judgeLocally(
  exercise: ExerciseItem,
  value: unknown,
  optionId?: string,
): CurrentAnswer {
  const verdict = checkAnswer(
    { type: exercise.type, payload: exercise.payload } as ExerciseSpec,
    value,
  );
  playCue(verdict.correct ? 'right' : 'wrong');
  return {
    exerciseId: exercise.id,
    value,
    optionId: optionId ?? null,
    correct: verdict.correct,
    reason: verdict.reason ?? null,
  };
}
