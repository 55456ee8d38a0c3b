import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ExerciseItem } from '@ascend/contract';

/** What the learner has done on the current exercise; `value` is the answer sent to answer-check. */
export interface CurrentAnswer {
  exerciseId: number;
  value: unknown;
  /** The chosen option of a multiple-choice question, for highlighting it. */
  optionId: string | null;
  correct: boolean;
  reason: string | null;
}

/** The spec's exercise session state (§3). Loading and error live on the RTK Query request. */
export interface ExerciseSessionState {
  lessonId: number | null;
  exercises: ExerciseItem[];
  /** Zero-based; the one-based copy in sessionStorage ("exerciseIndex") survives a reload. */
  currentIndex: number;
  completed: boolean;
  answer: CurrentAnswer | null;
  /** Bumped by Retry: the exercise component is keyed on it, so it starts from scratch. */
  attempt: number;
}

export const initialExerciseState: ExerciseSessionState = {
  lessonId: null,
  exercises: [],
  currentIndex: 0,
  completed: false,
  answer: null,
  attempt: 0,
};

const slice = createSlice({
  name: 'exercises',
  initialState: initialExerciseState,
  reducers: {
    exercisesLoaded(state, action: PayloadAction<{ lessonId: number; exercises: ExerciseItem[] }>) {
      if (state.lessonId !== action.payload.lessonId) Object.assign(state, initialExerciseState);
      state.lessonId = action.payload.lessonId;
      state.exercises = action.payload.exercises;
    },
    /** Opens the exercise at `index`, with a clean slate unless it is already the open one. */
    openExercise(state, action: PayloadAction<number>) {
      if (
        state.currentIndex === action.payload &&
        state.answer?.exerciseId === state.exercises[action.payload]?.id
      )
        return;
      state.currentIndex = action.payload;
      state.completed = false;
      state.answer = null;
    },
    answered(state, action: PayloadAction<CurrentAnswer>) {
      state.answer = action.payload;
      state.completed = true;
    },
    /** The learner is part-way (e.g. a multi-move line); nothing to submit yet. */
    answerCleared(state) {
      state.answer = null;
      state.completed = false;
    },
    retried(state) {
      state.attempt += 1;
      state.answer = null;
      state.completed = false;
    },
    advanced(state) {
      state.currentIndex += 1;
      state.completed = false;
      state.answer = null;
    },
    sessionCleared() {
      return initialExerciseState;
    },
  },
});

export const {
  exercisesLoaded,
  openExercise,
  answered,
  answerCleared,
  retried,
  advanced,
  sessionCleared,
} = slice.actions;
export const exerciseReducer = slice.reducer;
export interface WithExercises {
  exercises: ExerciseSessionState;
}
export const selectExerciseSession = (state: WithExercises) => state.exercises;
