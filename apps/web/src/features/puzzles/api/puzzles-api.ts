import type { z } from 'zod';
import type {
  Puzzle,
  puzzleBadgesResponse,
  puzzleSettings,
  puzzleTypeItem,
  SubmitPuzzleBody,
  submitPuzzleResponse,
} from '@ascend/contract';
import { api } from '../../../lib/api.ts';

export type PuzzleType = z.infer<typeof puzzleTypeItem>;
export type PuzzleBadges = z.infer<typeof puzzleBadgesResponse>['data'];
export type PuzzleBadge = PuzzleBadges['badges'][number];
export type PuzzleSettings = z.infer<typeof puzzleSettings>;
export type SubmitResult = z.infer<typeof submitPuzzleResponse>['data'];

const data = <T>(body: { data: T }) => body.data;

/** The puzzle calls of spec §7. Names carry a "puzzle" prefix so they never collide with another feature's. */
export const puzzlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    puzzleTypes: build.query<PuzzleType[], undefined>({
      query: () => 'puzzles/puzzle-types/',
      transformResponse: data<PuzzleType[]>,
    }),
    // A POST that only reads (spec §7: "used to read badges"), so it is a query with a tag.
    puzzleBadges: build.query<PuzzleBadges, undefined>({
      query: () => ({ url: 'puzzles/badges', method: 'POST' }),
      transformResponse: data<PuzzleBadges>,
      providesTags: ['Puzzles'],
    }),
    /** `round` only makes each "Next puzzle" a new cache entry, so the server picks again. */
    randomPuzzle: build.query<Puzzle, { type: string; round: number }>({
      // A comma list ("fork,pin") is a theme mix: any of those themes (issue 18).
      query: ({ type }) =>
        `puzzles/puzzle-at-random/?${type.includes(',') ? 'types' : 'type'}=${encodeURIComponent(type)}`,
      transformResponse: data<Puzzle>,
      keepUnusedDataFor: 0,
    }),
    puzzleById: build.query<Puzzle, string>({
      query: (id) => `puzzles/${encodeURIComponent(id)}/`,
      transformResponse: data<Puzzle>,
    }),
    submitPuzzle: build.mutation<SubmitResult, SubmitPuzzleBody>({
      query: (body) => ({ url: 'puzzles/submit-puzzle/', method: 'POST', body }),
      transformResponse: data<SubmitResult>,
      invalidatesTags: ['Puzzles', 'Leaderboard', 'Profile', 'Review', 'PuzzleHistory', 'Streak'],
    }),
    puzzleSettings: build.query<PuzzleSettings, undefined>({
      query: () => 'puzzles/settings',
      transformResponse: data<PuzzleSettings>,
    }),
    savePuzzleSettings: build.mutation<PuzzleSettings, PuzzleSettings>({
      query: (body) => ({ url: 'puzzles/settings', method: 'PATCH', body }),
      transformResponse: data<PuzzleSettings>,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data: saved } = await queryFulfilled;
          dispatch(puzzlesApi.util.upsertQueryData('puzzleSettings', undefined, saved));
        } catch {
          // The dialog shows the "Error occurred" toast.
        }
      },
    }),
  }),
});

export const {
  usePuzzleTypesQuery,
  usePuzzleBadgesQuery,
  useRandomPuzzleQuery,
  usePuzzleByIdQuery,
  useSubmitPuzzleMutation,
  usePuzzleSettingsQuery,
  useSavePuzzleSettingsMutation,
} = puzzlesApi;
