import type { PlayGame, PlayRating } from '@ascend/contract';
import { api } from '../../../lib/api.ts';

/**
 * The Play screen's reads (issue 37); sending a game is lib/game-send-api.ts, shared with the
 * offline sync. Names carry a "play" prefix so they never collide with another feature's.
 */
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
  }),
});

export const { usePlayGamesQuery, usePlayRatingQuery } = playApi;
