import { persistReducer } from 'redux-persist';
import { localPersistStorage } from '../../../lib/persist-storage.ts';
import { exerciseReducer } from './exercise-slice.ts';

/**
 * The spec persists exercises (§4 "Persistence"): the lesson's list and where the learner is,
 * so a reload resumes instantly. A half-given answer is not kept: the exercise restarts clean.
 */
export const persistedExerciseReducer = persistReducer(
  {
    key: 'exercises',
    storage: localPersistStorage,
    whitelist: ['lessonId', 'exercises', 'currentIndex'],
    timeout: 5000,
  },
  exerciseReducer,
);
