import type {
  PlayGame,
  PlayRating,
  SubmitPlayGameBody,
  SubmitPlayGameResult,
} from '@ascend/contract';
import { api } from '../../../lib/api.ts';

/** The Play calls (issue 37). Names carry a "play" prefix so they never collide with another feature's. */
export const playApi = api.injectEndpoints({
  endpoints: (build) => ({
    playRating: build.query<PlayRating, undefined>({
      query: () => 'play/rating',
      transformResponse: (body: { data: PlayRating }) => body.data,
      providesTags: ['Play'],
    }),
    playGames: build.query<{ results: PlayGame[]; total: number }, number>({
      query: (page) => `play/games?page=${page}`,
      transformResponse: (body: { data: { results: PlayGame[]; total: number } }) => body.data,
      providesTags: ['Play'],
    }),
    submitPlayGame: build.mutation<SubmitPlayGameResult, SubmitPlayGameBody>({
      query: (body) => ({ url: 'play/games', method: 'POST', body }),
      transformResponse: (body: { data: SubmitPlayGameResult }) => body.data,
      // A game's xp is the account's too (ADR 0046): the top bar, the boards, the league, the profile.
      invalidatesTags: [
        'Play',
        'Streak',
        'OrionGames',
        'CurrentUser',
        'Leaderboard',
        'League',
        'Profile',
      ],
    }),
  }),
});

export const { usePlayGamesQuery, usePlayRatingQuery, useSubmitPlayGameMutation } = playApi;
