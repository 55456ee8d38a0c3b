import type {
  AssessmentAnswerBody,
  AssessmentSession,
  OrionProfile,
  OrionTraining,
  SubmitPuzzleBody,
  submitPuzzleResponse,
} from '@ascend/contract';
import type { z } from 'zod';
import { api } from './api.ts';

/*
 * Orion's skill calls (issue 16, ADR 0024), shared by the Orion screens and the climb's
 * "Recommended by Orion" card. The server checks every answer and moves the skills.
 */
export type TrainingSubmitResult = z.infer<typeof submitPuzzleResponse>['data'];
export interface AssessmentAnswer {
  correct: boolean;
  solution: string[];
  session: AssessmentSession;
}
const data = <T>(body: { data: T }) => body.data;

export const orionApi = api.injectEndpoints({
  endpoints: (build) => ({
    orionProfile: build.query<OrionProfile, undefined>({
      query: () => ({ url: 'orion/profile', cache: 'no-store' }),
      transformResponse: data<OrionProfile>,
      providesTags: ['Orion'],
    }),
    orionTraining: build.query<OrionTraining, undefined>({
      query: () => ({ url: 'orion/training', cache: 'no-store' }),
      transformResponse: data<OrionTraining>,
      providesTags: ['Orion'],
    }),
    /** Starts the assessment, or resumes the open one. */
    startOrionAssessment: build.mutation<AssessmentSession, undefined>({
      query: () => ({ url: 'orion/assessment', method: 'POST' }),
      transformResponse: data<AssessmentSession>,
    }),
    answerOrionAssessment: build.mutation<
      AssessmentAnswer,
      { id: number; body: AssessmentAnswerBody }
    >({
      query: ({ id, body }) => ({ url: `orion/assessment/${id}/answer`, method: 'POST', body }),
      transformResponse: data<AssessmentAnswer>,
      invalidatesTags: ['Orion'],
    }),
    /** A training puzzle is a rated puzzle attempt: it moves the puzzle rating and the skills. */
    submitTrainingPuzzle: build.mutation<TrainingSubmitResult, SubmitPuzzleBody>({
      query: (body) => ({ url: 'puzzles/submit-puzzle/', method: 'POST', body }),
      transformResponse: data<TrainingSubmitResult>,
      invalidatesTags: ['Puzzles', 'Leaderboard', 'Profile', 'Review', 'PuzzleHistory'],
    }),
  }),
});

export const {
  useOrionProfileQuery,
  useOrionTrainingQuery,
  useStartOrionAssessmentMutation,
  useAnswerOrionAssessmentMutation,
  useSubmitTrainingPuzzleMutation,
} = orionApi;
