import type { z } from 'zod';
import type {
  bookmarkItem,
  heartPracticeSession,
  PracticeAnswerBody,
  PuzzleHistoryItem,
  PuzzleRun,
  ReviewCard,
  reviewSummary,
  RunMode,
} from '@ascend/contract';
import { api } from './api.ts';

/*
 * Practice calls (issue 18, ADR 0016), shared by the climb (its "Review (N due)" entry), the
 * review and heart-practice screens and the puzzle screens. The server decides every answer.
 */
export type ReviewSummary = z.infer<typeof reviewSummary>;
export type HeartPracticeSession = z.infer<typeof heartPracticeSession>;
export type BookmarkItem = z.infer<typeof bookmarkItem>;
export interface Verdict {
  correct: boolean;
  reason: string | null;
  feedback: string | null;
  solution: string[] | null;
}
type Paged<T> = { results: T[]; page: number; page_size: number; total: number };
const data = <T>(body: { data: T }) => body.data;

export const practiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewSummary: build.query<ReviewSummary, undefined>({
      query: () => ({ url: 'review/summary', cache: 'no-store' }),
      transformResponse: data<ReviewSummary>,
      providesTags: ['Review'],
    }),
    reviewNext: build.query<ReviewCard | null, number>({
      query: () => ({ url: 'review/next', cache: 'no-store' }),
      transformResponse: data<ReviewCard | null>,
      keepUnusedDataFor: 0,
    }),
    reviewAnswer: build.mutation<
      Verdict & { next_due: string; summary: ReviewSummary },
      { id: number; body: PracticeAnswerBody }
    >({
      query: ({ id, body }) => ({ url: `review/${id}/answer`, method: 'POST', body }),
      transformResponse: data<Verdict & { next_due: string; summary: ReviewSummary }>,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: result } = await queryFulfilled;
          dispatch(practiceApi.util.upsertQueryData('reviewSummary', undefined, result.summary));
        } catch {
          // The session shows the error.
        }
      },
    }),
    startHeartPractice: build.mutation<HeartPracticeSession, undefined>({
      query: () => ({ url: 'review/heart-practice', method: 'POST', body: {} }),
      transformResponse: data<HeartPracticeSession>,
    }),
    heartPracticeAnswer: build.mutation<
      Verdict & { session: HeartPracticeSession },
      { id: number; body: PracticeAnswerBody & { index: number } }
    >({
      query: ({ id, body }) => ({
        url: `review/heart-practice/${id}/answer`,
        method: 'POST',
        body,
      }),
      transformResponse: data<Verdict & { session: HeartPracticeSession }>,
      invalidatesTags: ['Hearts', 'Review'],
    }),
    startRun: build.mutation<PuzzleRun, RunMode>({
      query: (mode) => ({ url: 'puzzles/runs', method: 'POST', body: { mode } }),
      transformResponse: data<PuzzleRun>,
    }),
    runAnswer: build.mutation<
      { correct: boolean; solution: string[]; run: PuzzleRun },
      { id: number; puzzle_id: string; moves: string[] }
    >({
      query: ({ id, ...body }) => ({ url: `puzzles/runs/${id}/answer`, method: 'POST', body }),
      transformResponse: data<{ correct: boolean; solution: string[]; run: PuzzleRun }>,
      invalidatesTags: ['Runs', 'PuzzleHistory'],
    }),
    runState: build.query<PuzzleRun, number>({
      query: (id) => ({ url: `puzzles/runs/${id}`, cache: 'no-store' }),
      transformResponse: data<PuzzleRun>,
      keepUnusedDataFor: 0,
    }),
    runBests: build.query<{ streak: number; timed: number }, undefined>({
      query: () => 'puzzles/runs/bests',
      transformResponse: data<{ streak: number; timed: number }>,
      providesTags: ['Runs'],
    }),
    puzzleHistory: build.query<Paged<PuzzleHistoryItem>, { page: number; result: string }>({
      query: ({ page, result }) => `puzzles/history?page=${page}&result=${result}`,
      transformResponse: data<Paged<PuzzleHistoryItem>>,
      providesTags: ['PuzzleHistory'],
    }),
    bookmarks: build.query<Paged<BookmarkItem>, number>({
      query: (page) => `puzzles/bookmarks?page=${page}`,
      transformResponse: data<Paged<BookmarkItem>>,
      providesTags: ['PuzzleHistory'],
    }),
    setBookmark: build.mutation<
      { puzzle_id: string; bookmarked: boolean },
      { id: string; on: boolean }
    >({
      query: ({ id, on }) => ({ url: `puzzles/${id}/bookmark`, method: on ? 'PUT' : 'DELETE' }),
      transformResponse: data<{ puzzle_id: string; bookmarked: boolean }>,
      invalidatesTags: ['PuzzleHistory'],
    }),
  }),
});

export const {
  useReviewSummaryQuery,
  useReviewNextQuery,
  useReviewAnswerMutation,
  useStartHeartPracticeMutation,
  useHeartPracticeAnswerMutation,
  useStartRunMutation,
  useRunAnswerMutation,
  useRunBestsQuery,
  useLazyRunStateQuery,
  usePuzzleHistoryQuery,
  useBookmarksQuery,
  useSetBookmarkMutation,
} = practiceApi;
