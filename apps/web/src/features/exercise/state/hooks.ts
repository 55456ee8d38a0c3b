import { useSelector } from 'react-redux';
import {
  selectExerciseSession,
  type ExerciseSessionState,
  type WithExercises,
} from './exercise-slice.ts';

export const useExerciseSession = (): ExerciseSessionState =>
  useSelector((s: WithExercises) => selectExerciseSession(s));
